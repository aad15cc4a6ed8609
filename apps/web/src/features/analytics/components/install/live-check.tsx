import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import PauseCircleIcon from '@mui/icons-material/PauseCircleOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import type { Site } from '@osm5/shared/schemas/analytics-sites';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../../../app/store/hooks.ts';
import { errorKey } from '../../../../components/form/error-key.ts';
import { useGetSiteInstallCheckQuery } from '../../api/get-install-check.ts';
import { sitesApi, type WorkspaceArgs } from '../../api/sites-api.ts';
import { isPaused } from '../../lib/site-status.ts';

/** How often the page asks whether the first event has arrived. */
export const LIVE_CHECK_MS = 3000;

/**
 * The install page's live check: "Waiting for the first event…" with a
 * progress bar, asked every 3 s, turning green "Receiving events" once one
 * arrives (then it stops asking). A paused site says events are dropped.
 */
export function LiveCheck({ ws, site }: { ws: WorkspaceArgs; site: Site }) {
  const { t, i18n } = useTranslation();
  const [receiving, setReceiving] = useState(false);
  // once receiving, a poll is wasted: the check only ever turns green
  const check = useGetSiteInstallCheckQuery(
    { ...ws, siteId: site.id },
    { pollingInterval: receiving ? 0 : LIVE_CHECK_MS, skipPollingIfUnfocused: true },
  );
  const data = check.data;
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (!data?.receiving) return;
    setReceiving(true);
    // the first event made the site active: its status chip and lists read it again
    dispatch(sitesApi.util.invalidateTags(['Site']));
  }, [data?.receiving, dispatch]);
  // the site's own status: a pause or resume from the page header refreshes it, not this check
  const status = site.status;
  const first = data?.firstEventAt ?? site.firstEventAt;
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  if (isPaused(status)) {
    return (
      <Alert severity="warning" icon={<PauseCircleIcon />} data-testid="live-check">
        <AlertTitle>{t(`analytics.status.${status}`)}</AlertTitle>
        {t('analytics.install.pausedText')}
      </Alert>
    );
  }
  if (receiving) {
    return (
      <Alert severity="success" icon={<CheckCircleIcon />} data-testid="live-check" role="status">
        <AlertTitle>{t('analytics.install.receiving')}</AlertTitle>
        {first && t('analytics.install.firstEventAt', { date: format.format(new Date(first)) })}{' '}
        {data &&
          t('analytics.install.recentEvents', {
            n: new Intl.NumberFormat(i18n.language).format(data.recentEvents),
            count: data.recentEvents,
          })}
      </Alert>
    );
  }
  return (
    <Alert
      severity={check.isError ? 'error' : 'info'}
      icon={check.isError ? undefined : <CircularProgress size={20} aria-hidden />}
      data-testid="live-check"
      role="status"
    >
      <AlertTitle>{t('analytics.install.waiting')}</AlertTitle>
      {check.isError
        ? t(errorKey(check.error))
        : t(site.kind === 'web' ? 'analytics.install.waitingWeb' : 'analytics.install.waitingMobile')}
      {!check.isError && (
        <Box sx={{ mt: 1.5 }}>
          <LinearProgress aria-label={t('analytics.install.waiting')} />
        </Box>
      )}
    </Alert>
  );
}
