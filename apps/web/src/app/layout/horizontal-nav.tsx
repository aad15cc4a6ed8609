import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useAppSelector } from '../store/hooks.ts';
import { useNavTarget } from './use-nav-target.ts';
import { useVisibleNavSections } from './visible-nav.ts';

/** The horizontal-navigation variant: the same entries as the sidebar, in one row under the top bar. */
export function HorizontalNav() {
  const { t } = useTranslation();
  const { target, isSelected } = useNavTarget();
  const navSections = useVisibleNavSections();
  const boxed = useAppSelector((state) => state.customizer.isLayout === 'boxed');

  return (
    <Box
      component="nav"
      aria-label={t('layout.nav.label')}
      sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}
    >
      <Container maxWidth={boxed ? 'lg' : false} sx={{ display: 'flex', gap: 0.5, py: 1, overflowX: 'auto' }}>
        {navSections
          .flatMap((section) => section.items)
          .map((item) => {
            const to = target(item);
            const selected = isSelected(item);
            const Icon = item.icon;
            return (
              <Button
                key={item.key}
                component={NavLink}
                to={to}
                startIcon={<Icon fontSize="small" />}
                variant={selected ? 'contained' : 'text'}
                color={selected ? 'primary' : 'inherit'}
                sx={{ flexShrink: 0, fontWeight: 500, color: selected ? undefined : 'text.secondary' }}
              >
                {t(`layout.nav.items.${item.key}`)}
              </Button>
            );
          })}
      </Container>
    </Box>
  );
}
