import BusinessIcon from '@mui/icons-material/BusinessOutlined';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { AreaIntro } from '../../../components/area-intro.tsx';

export function EnterprisePage() {
  const { t } = useTranslation();
  return (
    <AreaIntro
      icon={<BusinessIcon />}
      title={t('areas.enterprise.title')}
      lead={t('areas.enterprise.lead')}
      stepsTitle={t('areas.stepsTitle')}
      steps={[t('areas.enterprise.step1'), t('areas.enterprise.step2'), t('areas.enterprise.step3')]}
      actions={
        <Button component={RouterLink} to="/d/sba/mysboxs" variant="contained">
          {t('areas.enterprise.action')}
        </Button>
      }
    />
  );
}
