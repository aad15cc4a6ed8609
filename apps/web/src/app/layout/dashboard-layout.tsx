import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import { CompleteTranslation } from '../i18n/complete-translation.tsx';
import { prefetchAreas } from '../router/area-pages.ts';
import { RequireSession } from '../session/require-session.tsx';
import { useAppSelector } from '../store/hooks.ts';
import { HorizontalNav } from './horizontal-nav.tsx';
import { MainContent } from './main-content.tsx';
import { RouteProgress } from './route-progress.tsx';
import { Sidebar } from './sidebar.tsx';
import { SkipLink } from './skip-link.tsx';
import { TopBar } from './top-bar.tsx';

// The customizer is opened rarely; keep it out of the layout chunk.
const CustomizerDrawer = lazy(async () => ({
  default: (await import('./customizer/customizer-drawer.tsx')).CustomizerDrawer,
}));

/** Frame of /d/* and /settings/*: sidebar (or horizontal nav), top bar, content. */
export function DashboardLayout() {
  const theme = useTheme();
  const desktop = useMediaQuery(theme.breakpoints.up('lg'));
  const { isHorizontal, isLayout } = useAppSelector((state) => state.customizer);
  const [customizerOpen, setCustomizerOpen] = useState(false);
  // Mounted on first use, then kept so it can animate closed.
  const [customizerUsed, setCustomizerUsed] = useState(false);
  const horizontal = desktop && isHorizontal;
  // the other areas' page lists, so that opening one costs no extra round trip
  useEffect(prefetchAreas, []);

  return (
    <RequireSession>
      <CompleteTranslation>
        <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
          <SkipLink />
          <RouteProgress />
          {!horizontal && <Sidebar />}
          <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
            <TopBar
              onOpenCustomizer={() => {
                setCustomizerUsed(true);
                setCustomizerOpen(true);
              }}
            />
            {horizontal && <HorizontalNav />}
            <MainContent sx={{ flex: 1, outline: 'none' }}>
              <Container
                maxWidth={isLayout === 'boxed' ? 'lg' : false}
                sx={{ py: { xs: 3, md: 4 }, px: { xs: 2, sm: 3 } }}
              >
                <Outlet />
              </Container>
            </MainContent>
          </Box>
          {customizerUsed && (
            <Suspense fallback={null}>
              <CustomizerDrawer open={customizerOpen} onClose={() => setCustomizerOpen(false)} />
            </Suspense>
          )}
        </Box>
      </CompleteTranslation>
    </RequireSession>
  );
}
