import InsightsIcon from '@mui/icons-material/InsightsOutlined';
import { useTranslation } from 'react-i18next';
import { AreaIntro } from '../../../components/area-intro.tsx';

export function AnalyticsPage() {
  const { t } = useTranslation();
  return (
    <AreaIntro
      icon={<InsightsIcon />}
      title={t('areas.analytics.title')}
      lead={t('areas.analytics.lead')}
      stepsTitle={t('areas.stepsTitle')}
      steps={[t('areas.analytics.step1'), t('areas.analytics.step2'), t('areas.analytics.step3')]}
    />
  );
}
