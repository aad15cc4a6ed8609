import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Tooltip from '@mui/material/Tooltip';
import { Fragment, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
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
  // the current entry is scrolled into the sidebar's view: on a laptop's screen the last ones are below its fold
  const { pathname } = useLocation();
  const current = useRef<HTMLAnchorElement | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll whenever the page changes
  useEffect(() => {
    current.current?.scrollIntoView({ block: 'nearest' });
  }, [pathname]);

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
                  ref={selected ? current : undefined}
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
