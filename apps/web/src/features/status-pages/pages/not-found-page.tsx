import { useTranslation } from 'react-i18next';
import { StatusLayout } from '../../../components/status-layout.tsx';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <StatusLayout
      code="404"
      title={t('status.notFound.title')}
      description={t('status.notFound.description')}
      backHref="/"
      backLabel={t('common.backHome')}
    />
  );
}
