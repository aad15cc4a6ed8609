import RocketLaunchIcon from '@mui/icons-material/RocketLaunchOutlined';
import { useTranslation } from 'react-i18next';
import { StatusLayout } from '../../../components/status-layout.tsx';

/** The spec's page for a feature the user's plan or region does not offer yet. */
export function ComingSoonPage() {
  const { t } = useTranslation();
  return (
    <StatusLayout
      icon={<RocketLaunchIcon />}
      title={t('status.comingSoon.title')}
      description={t('status.comingSoon.description')}
      backHref="/d/apps"
      backLabel={t('common.backToDashboard')}
    />
  );
}
