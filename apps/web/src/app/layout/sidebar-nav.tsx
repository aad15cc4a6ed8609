import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Tooltip from '@mui/material/Tooltip';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useNavTarget } from './use-nav-target.ts';
import { useVisibleNavSections } from './visible-nav.ts';

interface SidebarNavProps {
  /** Mini sidebar: icons only, names in tooltips. */
  mini: boolean;
  onNavigate?: () => void;
}

export function SidebarNav({ mini, onNavigate }: SidebarNavProps) {
  const { t } = useTranslation();
  const { target, isSelected } = useNavTarget();
  const navSections = useVisibleNavSections();

  return (
    <List component="div" sx={{ px: 2, py: 1 }}>
      {navSections.map((section) => (
        <Fragment key={section.key}>
          <ListSubheader
            component="div"
            disableSticky
            sx={{
              bgcolor: 'transparent',
              lineHeight: '36px',
              mt: 1.5,
              px: mini ? 0 : 1.5,
              fontSize: '0.75rem',
              fontWeight: 700,
              textTransform: 'uppercase',
              letterSpacing: '0.06em',
              color: 'text.secondary',
              textAlign: mini ? 'center' : 'start',
            }}
          >
            {mini ? '•••' : t(`layout.nav.sections.${section.key}`)}
          </ListSubheader>
          {section.items.map((item) => {
            const to = target(item);
            const label = t(`layout.nav.items.${item.key}`);
            const selected = isSelected(item);
            const Icon = item.icon;
            return (
              <Tooltip key={item.key} title={mini ? label : ''} placement="right">
                <ListItemButton
                  component={NavLink}
                  to={to}
                  selected={selected}
                  onClick={onNavigate}
                  aria-label={mini ? label : undefined}
                  sx={{ mb: 0.5, minHeight: 44, px: 1.5, justifyContent: mini ? 'center' : 'flex-start' }}
                >
                  <ListItemIcon sx={{ minWidth: mini ? 0 : 36, color: selected ? 'inherit' : 'text.secondary' }}>
                    <Icon fontSize="small" />
                  </ListItemIcon>
                  {!mini && <ListItemText primary={label} slotProps={{ primary: { sx: { fontWeight: 500 } } }} />}
                </ListItemButton>
              </Tooltip>
            );
          })}
        </Fragment>
      ))}
    </List>
  );
}
