import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataState } from '../../../components/data-state.tsx';
import { useGetVisitsQuery, visitsCsvUrl } from '../api/get-visits.ts';
import { CsvExportButton } from '../components/csv-export-button.tsx';
import { ReportLayout } from '../components/report-layout.tsx';
import { VisitCard } from '../components/visit-card.tsx';
import { VisitPager } from '../components/visit-pager.tsx';
import { VisitorsView } from '../components/visitors-view.tsx';
import { withFilter } from '../lib/report-request.ts';
import { type ReportContext, useReportContext } from '../lib/use-report-context.ts';
import { visitParams } from '../lib/visit-format.ts';

export const VISITS_PAGE_SIZE = 20;

/**
 * /d/:sBoxID/:appType/:sURL/vlog and …/visitors/detailed (the catalogue's
 * kind `log`): the visitor log, or the visitors with their profiles.
 */
export function VisitLogPage() {
  const ctx = useReportContext();
  if (!ctx) return null;
  return ctx.route === 'visitors/detailed' ? <VisitorsReport ctx={ctx} /> : <VisitLog ctx={ctx} />;
}

/** Web visitors are a daily hash: say what a "visitor" is before counting them. */
function IdentityNote({ isLink }: { isLink: boolean }) {
  const { t } = useTranslation();
  return (
    <Alert severity="info" variant="outlined">
      {t(isLink ? 'reports.visits.identityLink' : 'reports.visits.identity')}
    </Alert>
  );
}

function VisitLog({ ctx }: { ctx: ReportContext }) {
  const { t } = useTranslation();
  const { settings, range, ws } = ctx;
  const [page, setPage] = useState(1);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new period or filter starts at the first page
  useEffect(() => setPage(1), [ctx.settingsKey]);
  const params =
    range &&
    visitParams({
      type: ctx.type,
      id: ctx.id,
      range,
      filters: settings.filters,
      page,
      pageSize: VISITS_PAGE_SIZE,
    });
  const args = ws && params ? { ...ws, params } : undefined;
  const log = useGetVisitsQuery(args ?? skipToken);
  const data = log.data;
  const onFilter = (dimension: string, value: string) =>
    ctx.update({ filters: withFilter(settings.filters, dimension, value) });
  return (
    <ReportLayout
      ctx={ctx}
      actions={
        <CsvExportButton
          href={args ? visitsCsvUrl({ ...args, params: { ...args.params, page: '1', pageSize: '100' } }) : undefined}
        />
      }
    >
      <IdentityNote isLink={ctx.type === 'surl'} />
      <DataState
        isLoading={log.isLoading || log.isFetching || (Boolean(args) && log.isUninitialized)}
        isError={log.isError}
        errorKey="reports.layout.failed"
        onRetry={log.refetch}
        isEmpty={data?.visits.length === 0}
        emptyTitle={t('reports.visits.emptyTitle')}
        emptyText={t('reports.layout.emptyText')}
      >
        {data && (
          <Card>
            <CardContent>
              <Stack spacing={2} component="section" aria-label={t('reports.vlog.title')}>
                {data.visits.map((v) => (
                  <VisitCard
                    key={v.id}
                    visit={v}
                    timeZone={data.timeZone}
                    onFilter={onFilter}
                    isLink={ctx.type === 'surl'}
                  />
                ))}
                <VisitPager
                  page={page}
                  pageSize={data.pageSize}
                  total={data.total}
                  onPage={setPage}
                  countKey="visitCount"
                />
              </Stack>
            </CardContent>
          </Card>
        )}
      </DataState>
    </ReportLayout>
  );
}

function VisitorsReport({ ctx }: { ctx: ReportContext }) {
  return (
    <ReportLayout ctx={ctx}>
      <IdentityNote isLink={ctx.type === 'surl'} />
      <VisitorsView ctx={ctx} />
    </ReportLayout>
  );
}
