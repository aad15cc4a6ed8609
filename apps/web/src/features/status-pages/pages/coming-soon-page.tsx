import RocketLaunchIcon from '@mui/icons-material/RocketLaunchOutlined';
import { useTranslation } from 'react-i18next';
import { StatusLayout } from '../../../components/status-layout.tsx';

/** The spec's /auth/coming_soon: where a link to a feature not yet open to this account lands. */
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
