import Alert from '@mui/material/Alert';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useAppDispatch } from '../../../app/store/hooks.ts';
import type { LoginResponse } from '../api/login.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { FooterLink } from '../components/footer-link.tsx';
import { LoginForm } from '../components/login-form.tsx';
import { completeSignIn } from '../lib/complete-sign-in.ts';

/** What an earlier auth page wants the sign-in page to say (router state). */
export type LoginNotice = 'verified' | 'passwordReset';

export function LoginPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const location = useLocation();
  const notice = (location.state as { notice?: LoginNotice } | null)?.notice;
  const [step, setStep] = useState<'password' | 'secondFactor'>('password');

  const onSignedIn = async (response: LoginResponse) => {
    const destination = await dispatch(completeSignIn(response, params.get('next')));
    navigate(destination, { replace: true });
  };

  const onUnverified = (email: string) =>
    navigate(`/auth/verify_email_info?email=${encodeURIComponent(email)}`, { state: { fromSignIn: true } });

  const secondFactor = step === 'secondFactor';
  return (
    <AuthCard
      title={secondFactor ? t('auth.login.twoFactor.title') : t('auth.login.title')}
      subtitle={secondFactor ? undefined : t('auth.login.subtitle')}
      footer={
        secondFactor ? undefined : (
          <FooterLink lead={t('auth.login.noAccount')} to="/auth/register" label={t('auth.login.register')} />
        )
      }
    >
      {notice && step === 'password' && (
        <Alert severity="success" role="status" variant="outlined" sx={{ mb: 3 }}>
          {notice === 'verified' ? t('auth.login.verifiedNotice') : t('auth.login.resetNotice')}
        </Alert>
      )}
      <LoginForm
        initialEmail={params.get('email') ?? ''}
        onSignedIn={onSignedIn}
        onUnverified={onUnverified}
        onStepChange={setStep}
      />
    </AuthCard>
  );
}
