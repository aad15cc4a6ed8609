import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { BrandLogo } from '../../components/brand-logo.tsx';
import { hoverSidebar, setMobileSidebar } from '../store/customizer-slice.ts';
import { useAppDispatch, useAppSelector } from '../store/hooks.ts';
import { SidebarNav } from './sidebar-nav.tsx';

/**
 * Full (270) or mini (87) on large screens, a temporary drawer below them.
 * A collapsed sidebar widens over the content while hovered, without pushing it.
 * MUI flips the "left" anchor to the right under rtl, which mirrors Arabic.
 */
export function Sidebar() {
  const { t } = useTranslation();
  const theme = useTheme();
  const dispatch = useAppDispatch();
  const desktop = useMediaQuery(theme.breakpoints.up('lg'));
  const { SidebarWidth, MiniSidebarWidth, TopbarHeight, isCollapse, isSidebarHover, isMobileSidebar } = useAppSelector(
    (state) => state.customizer,
  );

  const mini = desktop && isCollapse && !isSidebarHover;
  const paperWidth = mini ? MiniSidebarWidth : SidebarWidth;

  const content = (
    <Box
      component="nav"
      aria-label={t('layout.nav.label')}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <Box
        sx={{
          height: TopbarHeight,
          display: 'flex',
          alignItems: 'center',
          px: mini ? 0 : 3,
          justifyContent: mini ? 'center' : 'flex-start',
          flexShrink: 0,
        }}
      >
        <Box
          component={RouterLink}
          to="/d/apps"
          aria-label={t('common.homeLink')}
          sx={{ color: 'text.primary', textDecoration: 'none', display: 'inline-flex' }}
        >
          <BrandLogo compact={mini} />
        </Box>
      </Box>
      <Box sx={{ flex: 1, overflowY: 'auto', overflowX: 'hidden' }}>
        <SidebarNav mini={mini} onNavigate={desktop ? undefined : () => dispatch(setMobileSidebar(false))} />
      </Box>
    </Box>
  );

  if (!desktop) {
    return (
      <Drawer
        variant="temporary"
        anchor="left"
        open={isMobileSidebar}
        onClose={() => dispatch(setMobileSidebar(false))}
        slotProps={{ paper: { sx: { width: SidebarWidth, border: 0 } } }}
      >
        {content}
      </Drawer>
    );
  }

  return (
    <Box
      data-testid="sidebar"
      sx={{ width: isCollapse ? MiniSidebarWidth : SidebarWidth, flexShrink: 0, transition: 'width 200ms' }}
    >
      <Drawer
        variant="permanent"
        anchor="left"
        onMouseEnter={() => isCollapse && dispatch(hoverSidebar(true))}
        onMouseLeave={() => isSidebarHover && dispatch(hoverSidebar(false))}
        slotProps={{
          paper: {
            sx: {
              width: paperWidth,
              transition: 'width 200ms',
              overflowX: 'hidden',
              boxShadow: isCollapse && isSidebarHover ? 8 : 'none',
            },
          },
        }}
      >
        {content}
      </Drawer>
    </Box>
  );
}
