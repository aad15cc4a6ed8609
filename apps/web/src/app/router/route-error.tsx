import RefreshIcon from '@mui/icons-material/Refresh';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { StatusLayout } from '../../components/status-layout.tsx';

/** Browsers word a failed dynamic import differently; Vite adds its own for CSS preloads. */
const CHUNK_FAILURE =
  /dynamically imported module|Importing a module script failed|error loading dynamically imported|Loading (CSS )?chunk|Unable to preload CSS/i;

export const isChunkLoadError = (error: unknown): boolean =>
  error instanceof Error && (error.name === 'ChunkLoadError' || CHUNK_FAILURE.test(error.message));

/**
 * The route errorElement: never a blank page. A chunk that failed to download is
 * usually a flaky network or a deploy that replaced it, so a reload is the fix.
 */
interface RouteErrorProps {
  /** Inside a layout: keep the sidebar and top bar, show the error in the content area. */
  inline?: boolean;
}

export function RouteError({ inline = false }: RouteErrorProps) {
  const error = useRouteError();
  const { t } = useTranslation();
  const chunk = isChunkLoadError(error);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const key = chunk ? 'chunk' : notFound ? 'notFound' : 'unexpected';

  return (
    <StatusLayout
      code={notFound ? '404' : chunk ? '' : '500'}
      title={t(`status.routeError.${key}.title`)}
      description={t(`status.routeError.${key}.description`)}
      actions={
        <Button variant="contained" size="large" startIcon={<RefreshIcon />} onClick={() => window.location.reload()}>
          {t('common.retry')}
        </Button>
      }
      backHref="/"
      backLabel={t('common.backHome')}
      fullPage={!inline}
    />
  );
}
