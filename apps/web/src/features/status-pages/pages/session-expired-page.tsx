import TimerOffIcon from '@mui/icons-material/TimerOffOutlined';
import { useTranslation } from 'react-i18next';
import { StatusLayout } from '../../../components/status-layout.tsx';

export function SessionExpiredPage() {
  const { t } = useTranslation();
  return (
    <StatusLayout
      icon={<TimerOffIcon />}
      title={t('status.sessionExpired.title')}
      description={t('status.sessionExpired.description')}
      backHref="/auth/login"
      backLabel={t('status.sessionExpired.action')}
    />
  );
}
