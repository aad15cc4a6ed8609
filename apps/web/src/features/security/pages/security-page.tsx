import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header.tsx';
import { useToast } from '../../../components/use-toast.tsx';
import { ChangePasswordCard } from '../components/change-password-card.tsx';
import { SessionsCard } from '../components/sessions-card.tsx';
import { TwoFactorCard } from '../components/two-factor-card.tsx';

/** /settings/security: password, two-step verification, where I am signed in. */
export function SecurityPage() {
  const { t } = useTranslation();
  const { toast, show } = useToast();
  return (
    <>
      <PageHeader title={t('security.title')} subtitle={t('security.subtitle')} />
      <Stack spacing={3}>
        <ChangePasswordCard onChanged={(revoked) => show(t('security.password.changed', { count: revoked }))} />
        <TwoFactorCard notify={show} />
        <SessionsCard notify={show} />
      </Stack>
      {toast}
    </>
  );
}
