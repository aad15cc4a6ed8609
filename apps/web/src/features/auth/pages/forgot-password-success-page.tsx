import ForwardToInboxIcon from '@mui/icons-material/ForwardToInboxOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { AuthCard } from '../components/auth-card.tsx';

/** Shown whether or not the address has an account, so it reveals nothing. */
export function ForgotPasswordSuccessPage() {
  const { t } = useTranslation();
  const email = (useLocation().state as { email?: string } | null)?.email;
  return (
    <AuthCard
      icon={<ForwardToInboxIcon />}
      title={t('auth.forgotSuccess.title')}
      subtitle={email ? t('auth.forgotSuccess.descriptionFor', { email }) : t('auth.forgotSuccess.description')}
    >
      <Stack spacing={1.5}>
        <Button component={RouterLink} to="/auth/login" variant="contained" size="large">
          {t('auth.forgotSuccess.back')}
        </Button>
        <Button component={RouterLink} to="/auth/forgot_password" variant="text">
          {t('auth.forgotSuccess.again')}
        </Button>
      </Stack>
    </AuthCard>
  );
}
