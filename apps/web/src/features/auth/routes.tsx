import type { RouteObject } from 'react-router';

/** The public auth pages, each its own lazy chunk (the sign-in page has a 250 KB budget). */
export const authRoutes: RouteObject[] = [
  { path: 'login', lazy: async () => ({ Component: (await import('./pages/login-page.tsx')).LoginPage }) },
  { path: 'register', lazy: async () => ({ Component: (await import('./pages/register-page.tsx')).RegisterPage }) },
  {
    path: 'verify_email_info',
    lazy: async () => ({ Component: (await import('./pages/verify-email-info-page.tsx')).VerifyEmailInfoPage }),
  },
  {
    path: 'verify_account',
    lazy: async () => ({ Component: (await import('./pages/verify-account-page.tsx')).VerifyAccountPage }),
  },
  {
    path: 'forgot_password',
    lazy: async () => ({ Component: (await import('./pages/forgot-password-page.tsx')).ForgotPasswordPage }),
  },
  {
    path: 'forgot_password_success',
    lazy: async () => ({
      Component: (await import('./pages/forgot-password-success-page.tsx')).ForgotPasswordSuccessPage,
    }),
  },
  {
    path: ':token/reset_password',
    lazy: async () => ({ Component: (await import('./pages/reset-password-page.tsx')).ResetPasswordPage }),
  },
];
