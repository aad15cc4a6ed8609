import ErrorIcon from '@mui/icons-material/ErrorOutlineOutlined';
import { isErrorCode } from '@osm5/shared/errors';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { StatusLayout } from '../../../components/status-layout.tsx';

/** /auth/error?code=INVALID_TOKEN explains that code; without one it stays general. */
export function GenericErrorPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const code = params.get('code');
  return (
    <StatusLayout
      icon={<ErrorIcon />}
      title={t('status.error.title')}
      description={isErrorCode(code) ? t(`errors.${code}`) : t('status.error.description')}
      backHref="/auth/login"
      backLabel={t('common.goToSignIn')}
    />
  );
}
