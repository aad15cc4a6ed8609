import MenuIcon from '@mui/icons-material/Menu';
import MenuOpenIcon from '@mui/icons-material/MenuOpen';
import TuneIcon from '@mui/icons-material/Tune';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { BrandLogo } from '../../components/brand-logo.tsx';
import { toggleMobileSidebar, toggleSidebar } from '../store/customizer-slice.ts';
import { useAppDispatch, useAppSelector } from '../store/hooks.ts';
import { ContextPickers } from './context-pickers.tsx';
import { LanguageMenu } from './language-menu.tsx';
import { ModeToggle } from './mode-toggle.tsx';
import { ProfileMenu } from './profile-menu.tsx';

interface TopBarProps {
  onOpenCustomizer: () => void;
}

export function TopBar({ onOpenCustomizer }: TopBarProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const dispatch = useAppDispatch();
  const desktop = useMediaQuery(theme.breakpoints.up('lg'));
  const { TopbarHeight, isCollapse, isHorizontal } = useAppSelector((state) => state.customizer);
  const horizontal = desktop && isHorizontal;
  const menuLabel = desktop
    ? isCollapse
      ? t('layout.topbar.expandSidebar')
      : t('layout.topbar.collapseSidebar')
    : t('layout.topbar.openMenu');

  return (
    <AppBar
      position="sticky"
      color="inherit"
      elevation={0}
      sx={{
        bgcolor: (th) => `color-mix(in srgb, ${th.palette.background.paper} 88%, transparent)`,
        backdropFilter: 'blur(8px)',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Toolbar sx={{ minHeight: `${TopbarHeight}px !important`, gap: 1.5, px: { xs: 2, sm: 3 } }}>
        {horizontal ? (
          <Box
            component={RouterLink}
            to="/d/apps"
            aria-label={t('common.homeLink')}
            sx={{ color: 'text.primary', textDecoration: 'none', display: 'inline-flex', mr: 2 }}
          >
            <BrandLogo />
          </Box>
        ) : (
          <Tooltip title={menuLabel}>
            <IconButton
              aria-label={menuLabel}
              onClick={() => dispatch(desktop ? toggleSidebar() : toggleMobileSidebar())}
              sx={{ color: 'text.secondary' }}
            >
              {desktop && !isCollapse ? (
                <MenuOpenIcon sx={{ '[dir=rtl] &': { transform: 'scaleX(-1)' } }} />
              ) : (
                <MenuIcon />
              )}
            </IconButton>
          </Tooltip>
        )}
        <ContextPickers />
        <Box sx={{ flex: 1 }} />
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
          <LanguageMenu />
          <ModeToggle />
          <Tooltip title={t('layout.customizer.open')}>
            <IconButton
              aria-label={t('layout.customizer.open')}
              onClick={onOpenCustomizer}
              sx={{ color: 'text.secondary' }}
            >
              <TuneIcon />
            </IconButton>
          </Tooltip>
          <ProfileMenu />
        </Stack>
      </Toolbar>
    </AppBar>
  );
}
