import LockIcon from '@mui/icons-material/LockOutlined';
import { useTranslation } from 'react-i18next';
import { StatusLayout } from './status-layout.tsx';

/** What a page shows in place of itself when the user lacks its privilege. */
export function AccessDenied() {
  const { t } = useTranslation();
  return (
    <StatusLayout
      code="403"
      icon={<LockIcon />}
      title={t('status.accessDenied.title')}
      description={t('status.accessDenied.description')}
      backHref="/d/apps"
      backLabel={t('common.backToDashboard')}
    />
  );
}
