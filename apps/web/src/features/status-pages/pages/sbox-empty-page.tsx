import AddIcon from '@mui/icons-material/Add';
import WorkspacesIcon from '@mui/icons-material/WorkspacesOutlined';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { StatusLayout } from '../../../components/status-layout.tsx';

/** Signed in to an organisation where the user sees no workspace yet. */
export function SBoxEmptyPage() {
  const { t } = useTranslation();
  return (
    <StatusLayout
      icon={<WorkspacesIcon />}
      title={t('status.sboxEmpty.title')}
      description={t('status.sboxEmpty.description')}
      actions={
        <Button component={RouterLink} to="/d/sbox/create" variant="contained" size="large" startIcon={<AddIcon />}>
          {t('status.sboxEmpty.create')}
        </Button>
      }
      backHref="/d/apps"
      backLabel={t('common.backToDashboard')}
    />
  );
}
