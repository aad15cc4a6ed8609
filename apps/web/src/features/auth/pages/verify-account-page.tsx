import ErrorIcon from '@mui/icons-material/ErrorOutlineOutlined';
import VerifiedIcon from '@mui/icons-material/VerifiedOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { errorMessageKey } from '../../../lib/error-message.ts';
import { isHttpError } from '../../../lib/http.ts';
import { useVerifyEmailMutation } from '../api/verify-email.ts';
import { AuthCard } from '../components/auth-card.tsx';

type State = { kind: 'verifying' } | { kind: 'verified'; email: string } | { kind: 'failed'; messageKey: string };

/** The mailed link lands here: verify once, then offer to sign in. */
export function VerifyAccountPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [verify] = useVerifyEmailMutation();
  const [state, setState] = useState<State>(() =>
    token ? { kind: 'verifying' } : { kind: 'failed', messageKey: 'errors.INVALID_EMAIL_VERIFICATION_TOKEN' },
  );
  // The link works once: StrictMode's second effect run must not spend it again.
  const sent = useRef<string | null>(null);

  useEffect(() => {
    if (!token || sent.current === token) return;
    sent.current = token;
    verify({ token })
      .unwrap()
      .then(({ data }) => setState({ kind: 'verified', email: data.email }))
      .catch((error: unknown) =>
        setState({ kind: 'failed', messageKey: errorMessageKey(isHttpError(error) ? error : null) }),
      );
  }, [token, verify]);

  if (state.kind === 'verifying') {
    return (
      <AuthCard title={t('auth.verifyAccount.title')}>
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <CircularProgress size={24} aria-hidden="true" />
          {t('auth.verifyAccount.verifying')}
        </Box>
      </AuthCard>
    );
  }

  if (state.kind === 'verified') {
    return (
      <AuthCard
        icon={<VerifiedIcon />}
        title={t('auth.verifyAccount.successTitle')}
        subtitle={t('auth.verifyAccount.successDescription')}
      >
        <Button
          component={RouterLink}
          to={`/auth/login?email=${encodeURIComponent(state.email)}`}
          state={{ notice: 'verified' }}
          variant="contained"
          size="large"
          fullWidth
        >
          {t('auth.verifyAccount.signIn')}
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard icon={<ErrorIcon />} title={t('auth.verifyAccount.failedTitle')}>
      <Stack spacing={3}>
        <Alert severity="error" role="alert" variant="outlined">
          {t(state.messageKey)}
        </Alert>
        <Button component={RouterLink} to="/auth/verify_email_info" variant="contained" size="large">
          {t('auth.verifyAccount.requestNew')}
        </Button>
        <Button component={RouterLink} to="/auth/login" variant="text">
          {t('auth.verifyAccount.signIn')}
        </Button>
      </Stack>
    </AuthCard>
  );
}
