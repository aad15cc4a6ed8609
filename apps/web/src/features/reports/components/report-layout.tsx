import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RequirePrivilege } from '../../../app/tenancy/require-privilege.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { isGeography } from '../lib/report-nav.ts';
import { withoutFilter } from '../lib/report-request.ts';
import type { ReportContext } from '../lib/use-report-context.ts';
import { FilterChips } from './filter-chips.tsx';
import { RangeControls } from './range-controls.tsx';
import { ReportNavPanel } from './report-nav-panel.tsx';
import { SegmentControl } from './segment-control.tsx';

interface ReportLayoutProps {
  ctx: ReportContext;
  /**
   * what the period controls are: the range picker with comparison, segment and filters (default), the
   * period with segment and filters but no comparison switch (a report of its own API that compares as it
   * sees fit), the period alone (one that neither compares nor filters), the realtime note, or none (a form,
   * the settings)
   */
  controls?: 'range' | 'filtered-period' | 'period' | 'realtime' | 'none';
  /** the overview always compares; other reports let the user choose */
  alwaysCompare?: boolean;
  /** buttons in the header (CSV export…) */
  actions?: ReactNode;
  children: ReactNode;
}

/**
 * The one report page layout: the item's name and the report's title, the
 * report navigation, the report's help, its period and comparison, the filter
 * chips, then the report itself, and the DB-IP credit under any geography.
 */
export function ReportLayout({ ctx, controls = 'range', alwaysCompare = false, actions, children }: ReportLayoutProps) {
  const { t } = useTranslation();
  const { entry, type, settings, update, range } = ctx;
  const title = t(`reports.${ctx.key}.title`);
  const filtered = controls === 'range' || controls === 'filtered-period' || controls === 'realtime';
  const back =
    type === 'surl'
      ? { href: `/d/${ctx.sBoxID}/surl/${ctx.id}/v1`, label: t('reports.layout.backToLink') }
      : { href: `/d/sbox/${ctx.sBoxID}/view/analytics/${ctx.id}`, label: t('reports.layout.backToSite') };
  return (
    <RequirePrivilege privilege={type === 'surl' ? 'links:read' : 'analytics:read'} workspaceId={ctx.ws?.workspaceId}>
      <PageHeader
        title={ctx.itemName ?? title}
        subtitle={ctx.itemName ? title : undefined}
        tabTitle={[title, ctx.itemName ?? '']}
        back={back}
        actions={actions}
      />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '240px minmax(0, 1fr)' } }}>
        <ReportNavPanel
          sBoxID={ctx.sBoxID}
          type={type}
          id={ctx.id}
          current={ctx.route}
          search={ctx.settingsKey}
          currentTitle={title}
        />
        <Stack spacing={3} sx={{ minWidth: 0 }}>
          <Card>
            <CardContent>
              <Stack spacing={2}>
                <Typography color="text.secondary">{t(`reports.${ctx.key}.help`)}</Typography>
                {controls === 'realtime' && (
                  <Typography variant="body2">{t('reports.layout.realtimeRange')}</Typography>
                )}
                {controls === 'range' && (
                  <RangeControls
                    choice={settings.choice}
                    onChoice={(choice) => update({ choice })}
                    compare={alwaysCompare || settings.compare}
                    onCompare={(compare) => update({ compare })}
                    invalid={!range}
                  />
                )}
                {(controls === 'period' || controls === 'filtered-period') && (
                  <RangeControls choice={settings.choice} onChoice={(choice) => update({ choice })} invalid={!range} />
                )}
                {controls === 'period' && (settings.filters.length > 0 || settings.segment.length > 0) && (
                  // carried from the other reports, kept for them, and said not to count here
                  <Typography variant="body2" color="text.secondary" data-testid="selection-not-applied">
                    {t('reports.layout.selectionNotApplied')}
                  </Typography>
                )}
                {filtered && (
                  <SegmentControl type={type} segment={settings.segment} onSegment={(segment) => update({ segment })} />
                )}
                {filtered && (
                  <FilterChips
                    filters={settings.filters}
                    onRemove={(dimension) => update({ filters: withoutFilter(settings.filters, dimension) })}
                    // a page of its own API has no table to pick a filter from: those of the other reports apply
                    hint={t(
                      controls === 'filtered-period' ? 'reports.layout.filterHintCarried' : 'reports.layout.filterHint',
                    )}
                  />
                )}
              </Stack>
            </CardContent>
          </Card>
          {children}
          {isGeography(entry) && (
            <Typography variant="caption" color="text.secondary" component="p">
              <Link href="https://db-ip.com" target="_blank" rel="noopener">
                {t('reports.layout.dbip')}
              </Link>
            </Typography>
          )}
        </Stack>
      </Box>
    </RequirePrivilege>
  );
}
