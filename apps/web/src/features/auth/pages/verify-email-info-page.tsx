import MarkEmailUnreadIcon from '@mui/icons-material/MarkEmailUnreadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { errorMessageKey } from '../../../lib/error-message.ts';
import { isHttpError } from '../../../lib/http.ts';
import { useResendStatusQuery, useResendVerificationMutation } from '../api/resend-verification.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { FooterLink } from '../components/footer-link.tsx';

/** After sign-up (or an unverified sign-in): check your inbox, or send the link again (limited). */
export function VerifyEmailInfoPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const email = params.get('email') ?? '';
  const [draft, setDraft] = useState('');
  const status = useResendStatusQuery(email, { skip: !email });
  const [resend, { isLoading, data: resent }] = useResendVerificationMutation();
  const [message, setMessage] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const [limitHit, setLimitHit] = useState(false);

  const remaining = resent?.data.remaining ?? status.data?.data.remaining;
  const exhausted = limitHit || remaining === 0;

  const onResend = async () => {
    setMessage(null);
    try {
      await resend({ email }).unwrap();
      setMessage({ severity: 'success', text: t('auth.verifyInfo.sent') });
    } catch (error) {
      const http = isHttpError(error) ? error : null;
      if (http?.code === 'RESEND_LIMIT_REACHED') setLimitHit(true);
      else setMessage({ severity: 'error', text: t(errorMessageKey(http)) });
    }
  };

  const submitEmail = (event: FormEvent) => {
    event.preventDefault();
    if (draft.trim()) setParams({ email: draft.trim() });
  };

  return (
    <AuthCard
      icon={<MarkEmailUnreadIcon />}
      title={t('auth.verifyInfo.title')}
      subtitle={email ? t('auth.verifyInfo.description', { email }) : t('auth.verifyInfo.descriptionNoEmail')}
      footer={<FooterLink to="/auth/login" label={t('auth.verifyInfo.backToSignIn')} />}
    >
      {email ? (
        <Stack spacing={2}>
          <Typography color="text.secondary">{t('auth.verifyInfo.notReceived')}</Typography>
          {message && (
            <Alert
              severity={message.severity}
              role={message.severity === 'error' ? 'alert' : 'status'}
              variant="outlined"
            >
              {message.text}
            </Alert>
          )}
          {exhausted && (
            <Alert severity="warning" role="alert" variant="outlined">
              {t('errors.RESEND_LIMIT_REACHED')}
            </Alert>
          )}
          <Button
            variant="contained"
            size="large"
            onClick={onResend}
            disabled={isLoading || exhausted || status.isLoading}
            startIcon={isLoading ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : undefined}
          >
            {isLoading ? t('auth.verifyInfo.resending') : t('auth.verifyInfo.resend')}
          </Button>
          {remaining !== undefined && (
            <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }} aria-live="polite">
              {t('auth.verifyInfo.remaining', { count: exhausted ? 0 : remaining })}
            </Typography>
          )}
        </Stack>
      ) : (
        <Box component="form" onSubmit={submitEmail} noValidate>
          <Stack spacing={2}>
            <TextField
              label={t('auth.verifyInfo.email')}
              type="email"
              name="email"
              autoComplete="email"
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              fullWidth
            />
            <Button type="submit" variant="contained" size="large">
              {t('auth.verifyInfo.continue')}
            </Button>
          </Stack>
        </Box>
      )}
    </AuthCard>
  );
}
