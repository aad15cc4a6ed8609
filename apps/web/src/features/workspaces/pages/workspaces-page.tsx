import WorkspacesIcon from '@mui/icons-material/WorkspacesOutlined';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { AreaIntro } from '../../../components/area-intro.tsx';

export function WorkspacesPage() {
  const { t } = useTranslation();
  return (
    <AreaIntro
      icon={<WorkspacesIcon />}
      title={t('areas.workspaces.title')}
      lead={t('areas.workspaces.lead')}
      stepsTitle={t('areas.stepsTitle')}
      steps={[t('areas.workspaces.step1'), t('areas.workspaces.step2'), t('areas.workspaces.step3')]}
      actions={
        <Button component={RouterLink} to="/d/enterprise" variant="outlined">
          {t('areas.workspaces.action')}
        </Button>
      }
    />
  );
}
