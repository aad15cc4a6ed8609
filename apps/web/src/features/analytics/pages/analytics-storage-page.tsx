import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { siteKinds, siteStatuses } from '@osm5/shared/schemas/analytics-sites';
import { useTranslation } from 'react-i18next';
import { RequirePrivilege } from '../../../app/tenancy/require-privilege.tsx';
import { KpiRow } from '../../../components/kpi-row.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { RankedBars } from '../../../components/ranked-bars.tsx';
import { useGetSitesSummaryQuery } from '../api/get-sites-summary.ts';
import { AddSiteButtons } from '../components/add-site-buttons.tsx';
import { AnalyticsHeader } from '../components/analytics-header.tsx';
import { KindIcon } from '../components/kind-icon.tsx';
import { useAnalyticsWorkspace } from '../components/use-analytics-workspace.ts';

/** /analytics/storage: how many sites and apps the workspace tracks, in which states, and the events stored. */
export function AnalyticsStoragePage() {
  const { t, i18n } = useTranslation();
  const ws = useAnalyticsWorkspace();
  const { args } = ws;
  const summary = useGetSitesSummaryQuery(args, { skip: !ws.ready });
  const numbers = new Intl.NumberFormat(i18n.language);
  const s = summary.data;
  return (
    <RequirePrivilege privilege="analytics:read" workspaceId={ws.workspaceId}>
      <AnalyticsHeader tab="storage" workspaceId={ws.routeId} canWrite={ws.canWrite} />
      <QueryState
        query={summary}
        waiting={ws.loading}
        isEmpty={s?.total === 0}
        emptyText={t('analytics.feed.storage.empty')}
        emptyAction={ws.canWrite ? <AddSiteButtons workspaceId={ws.routeId} centered /> : undefined}
      >
        {s && (
          <Stack spacing={3}>
            <KpiRow
              kpis={[
                { label: t('analytics.summary.total'), value: numbers.format(s.total), testId: 'summary-sites' },
                ...siteKinds.map((kind) => ({
                  label: t(`analytics.summary.${kind}`),
                  value: numbers.format(s.byKind[kind] ?? 0),
                })),
                { label: t('analytics.summary.starred'), value: numbers.format(s.starred) },
                { label: t('analytics.summary.events'), value: numbers.format(s.events), testId: 'summary-events' },
              ]}
            />
            <Card>
              <CardContent>
                <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
                  {t('analytics.summary.byStatus')}
                </Typography>
                <RankedBars
                  label={t('analytics.summary.byStatus')}
                  items={siteStatuses
                    .map((status) => ({
                      key: status,
                      value: s.byStatus[status] ?? 0,
                      label: t(`analytics.status.${status}`),
                    }))
                    .filter((row) => row.value > 0)}
                />
              </CardContent>
            </Card>
            <Card>
              <CardContent>
                <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
                  {t('analytics.summary.byKind')}
                </Typography>
                <RankedBars
                  label={t('analytics.summary.byKind')}
                  items={siteKinds
                    .map((kind) => ({
                      key: kind,
                      value: s.byKind[kind] ?? 0,
                      label: (
                        <Stack component="span" direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                          <KindIcon kind={kind} decorative fontSize="small" color="action" />
                          <span>{t(`analytics.kinds.${kind}`)}</span>
                        </Stack>
                      ),
                    }))
                    .filter((row) => row.value > 0)}
                />
              </CardContent>
            </Card>
          </Stack>
        )}
      </QueryState>
    </RequirePrivilege>
  );
}
