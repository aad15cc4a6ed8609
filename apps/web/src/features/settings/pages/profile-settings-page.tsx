import PersonIcon from '@mui/icons-material/PersonOutlineOutlined';
import { useTranslation } from 'react-i18next';
import { AreaIntro } from '../../../components/area-intro.tsx';

export function ProfileSettingsPage() {
  const { t } = useTranslation();
  return (
    <AreaIntro
      icon={<PersonIcon />}
      title={t('areas.settings.title')}
      lead={t('areas.settings.lead')}
      stepsTitle={t('areas.stepsTitle')}
      steps={[t('areas.settings.step1'), t('areas.settings.step2'), t('areas.settings.step3')]}
    />
  );
}
