import RefreshIcon from '@mui/icons-material/Refresh';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { StatusLayout } from '../../../components/status-layout.tsx';

export function ServerErrorPage() {
  const { t } = useTranslation();
  return (
    <StatusLayout
      code="500"
      title={t('status.serverError.title')}
      description={t('status.serverError.description')}
      actions={
        <Button variant="contained" size="large" startIcon={<RefreshIcon />} onClick={() => window.history.back()}>
          {t('common.retry')}
        </Button>
      }
      backHref="/"
      backLabel={t('common.backHome')}
    />
  );
}
