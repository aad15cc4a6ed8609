import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { Site } from '@osm5/shared/schemas/analytics-sites';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMetric } from '../../../../components/analytics/format-value.ts';
import { CardGrid } from '../../../../components/card-grid.tsx';
import { DataState } from '../../../../components/data-state.tsx';
import { errorKey } from '../../../../components/form/error-key.ts';
import { KpiRow } from '../../../../components/kpi-row.tsx';
import { useGetSiteStatsQuery } from '../../api/get-site-stats.ts';
import type { WorkspaceArgs } from '../../api/sites-api.ts';
import { fillDays, type RangePreset, rangeFrom, rangePresets } from '../../lib/site-range.ts';
import { TopListCard, topLists } from './top-list-card.tsx';
import { VisitorsChart } from './visitors-chart.tsx';

interface SiteOverviewProps {
  ws: WorkspaceArgs;
  site: Site;
  onInstall: () => void;
}

/** The view page's Overview: a period, five headline numbers, visitors by day and the top lists. */
export function SiteOverview({ ws, site, onInstall }: SiteOverviewProps) {
  const { t, i18n } = useTranslation();
  const [preset, setPreset] = useState<RangePreset>(7);
  const from = useMemo(() => rangeFrom(preset, site.subTimeZone), [preset, site.subTimeZone]);
  const stats = useGetSiteStatsQuery({ ...ws, siteId: site.id, from });
  const numbers = new Intl.NumberFormat(i18n.language);
  const s = stats.data;
  const series = useMemo(
    () => (s ? fillDays(s.series, s.range, s.timeZone, (bucket) => ({ bucket, visitors: 0, pageviews: 0 })) : []),
    [s],
  );
  const nothing = s && s.totals.visitors === 0 && s.totals.pageviews === 0 && s.totals.events === 0;

  // no event ever: the next step is the tracking code, not a period
  if (!site.firstEventAt && (nothing || !s)) {
    return (
      <DataState
        isLoading={stats.isLoading}
        isError={stats.isError}
        errorKey={errorKey(stats.error)}
        onRetry={stats.refetch}
        isEmpty
        emptyTitle={t('analytics.overview.noEventsTitle')}
        emptyText={t(site.kind === 'web' ? 'analytics.overview.noEventsWeb' : 'analytics.overview.noEventsMobile')}
        emptyAction={
          <Button variant="contained" onClick={onInstall}>
            {t('analytics.overview.goInstall')}
          </Button>
        }
      >
        {null}
      </DataState>
    );
  }

  return (
    <Stack spacing={3}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, gap: 1 }}
      >
        <Typography color="text.secondary">
          {t('analytics.overview.timeZone', { zone: site.subTimeZone.replace(/_/g, ' ') })}
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={preset}
          onChange={(_, v) => v && setPreset(v)}
          aria-label={t('analytics.overview.range')}
        >
          {rangePresets.map((d) => (
            // the default (action.active) is below 4.5:1 on the page's background
            <ToggleButton key={d} value={d} sx={{ color: 'text.secondary' }}>
              {d === 1 ? t('analytics.overview.today') : t('analytics.overview.lastDays', { n: d })}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
      <DataState
        isLoading={stats.isLoading || stats.isFetching}
        isError={stats.isError}
        errorKey={errorKey(stats.error)}
        onRetry={stats.refetch}
        isEmpty={Boolean(nothing)}
        emptyTitle={t('analytics.overview.emptyTitle')}
        emptyText={t('analytics.overview.emptyText')}
      >
        {s && (
          <Stack spacing={3}>
            {site.status === 'archived' || site.status === 'disabled' ? (
              <Alert severity="info">{t('analytics.overview.paused')}</Alert>
            ) : null}
            <KpiRow
              kpis={[
                {
                  label: t('analytics.overview.visitors'),
                  value: numbers.format(s.totals.visitors),
                  testId: 'kpi-visitors',
                },
                { label: t('analytics.overview.visits'), value: numbers.format(s.totals.visits), testId: 'kpi-visits' },
                {
                  label: t(site.kind === 'web' ? 'analytics.overview.pageviews' : 'analytics.overview.screenviews'),
                  value: numbers.format(s.totals.pageviews),
                  testId: 'kpi-pageviews',
                },
                { label: t('analytics.overview.events'), value: numbers.format(s.totals.events), testId: 'kpi-events' },
                {
                  label: t('analytics.overview.revenue'),
                  value: formatMetric('revenue', s.totals.revenue, i18n.language, site.currency),
                  testId: 'kpi-revenue',
                },
              ]}
            />
            <Card>
              <CardContent>
                <Typography variant="h6" component="h3">
                  {t(site.kind === 'web' ? 'analytics.overview.overTime' : 'analytics.overview.overTimeMobile')}
                </Typography>
                <VisitorsChart series={series} kind={site.kind} />
              </CardContent>
            </Card>
            <CardGrid>
              {topLists.map((list) => (
                <TopListCard key={list} list={list} rows={s[list]} kind={site.kind} />
              ))}
            </CardGrid>
          </Stack>
        )}
      </DataState>
    </Stack>
  );
}
