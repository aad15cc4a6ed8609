import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Outlet, Link as RouterLink, useLocation } from 'react-router';
import { BrandLogo } from '../../components/brand-logo.tsx';
import { CompleteTranslation, needsCompleteTranslation } from '../i18n/complete-translation.tsx';
import { LanguageMenu } from './language-menu.tsx';
import { MainContent } from './main-content.tsx';
import { ModeToggle } from './mode-toggle.tsx';
import { RouteProgress } from './route-progress.tsx';
import { SkipLink } from './skip-link.tsx';

/** The public frame: sign-in, status pages and not-found share it. */
export function AuthLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        bgcolor: 'background.default',
        backgroundImage: (theme) =>
          `radial-gradient(ellipse 80% 60% at 100% 0%, ${theme.palette.primary.light} 0%, transparent 60%), radial-gradient(ellipse 60% 50% at 0% 100%, ${theme.palette.secondary.light} 0%, transparent 60%)`,
      }}
    >
      <SkipLink />
      <RouteProgress />
      <Box
        component="header"
        sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: { xs: 2, sm: 4 }, py: 2 }}
      >
        <Box
          component={RouterLink}
          to="/auth/login"
          aria-label={t('common.homeLink')}
          sx={{ color: 'text.primary', textDecoration: 'none' }}
        >
          <BrandLogo />
        </Box>
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
          <LanguageMenu />
          <ModeToggle />
        </Stack>
      </Box>
      <MainContent
        sx={{
          flex: 1,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          p: { xs: 2, sm: 3 },
          outline: 'none',
        }}
      >
        {needsCompleteTranslation(pathname) ? (
          <CompleteTranslation>
            <Outlet />
          </CompleteTranslation>
        ) : (
          <Outlet />
        )}
      </MainContent>
      <Box component="footer" sx={{ py: 3, textAlign: 'center' }}>
        <Typography variant="body2" color="text.secondary">
          {t('common.footer', { year: new Date().getFullYear() })}
        </Typography>
      </Box>
    </Box>
  );
}
