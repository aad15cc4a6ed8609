import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { SalesFigures } from '@osm5/shared/schemas/ad-costs';
import { useTranslation } from 'react-i18next';
import { formatMetric } from '../../../components/analytics/format-value.ts';
import { DataState } from '../../../components/data-state.tsx';
import { errorMessageKey } from '../../../lib/error-message.ts';
import type { HttpError } from '../../../lib/http.ts';
import { salesCsvUrl, useSalesSourcesQuery } from '../ads/ads-api.ts';
import { CsvExportButton } from '../components/csv-export-button.tsx';
import { RowsPager } from '../components/rows-pager.tsx';
import { useKeyedPage } from '../lib/use-keyed-page.ts';

const PAGE_SIZE = 10;

export const salesCards = ['orders', 'revenue', 'conversionRate', 'averageOrderValue'] as const;

interface SalesSourcesProps {
  args: Omit<Parameters<typeof useSalesSourcesQuery>[0] & object, 'page' | 'pageSize'>;
  /** a figure as the page writes it (money in the site's currency, a rate as a percentage) */
  show: (key: keyof SalesFigures, value: number | null) => string;
}

/**
 * Sales by source and campaign: the visits that came through each tagged link
 * (most visitors first) and their orders, paged.
 */
export function SalesSources({ args, show }: SalesSourcesProps) {
  const { t, i18n } = useTranslation();
  // a new period, filter or segment starts at the first page
  const [page, setPage] = useKeyedPage(JSON.stringify(args));
  const sources = useSalesSourcesQuery({ ...args, page, pageSize: PAGE_SIZE });
  const data = sources.data;
  const title = t('reports.sales.bySource');

  return (
    <Card>
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 2, mb: 1 }}>
          <Typography variant="h6" component="h2">
            {title}
          </Typography>
          <CsvExportButton
            href={data && data.total > 0 ? salesCsvUrl(args) : undefined}
            // the visible words first (label in name), then what it exports: the page has two CSV buttons
            label={`${t('reports.layout.exportCsv')} – ${title}`}
          />
        </Stack>
        <DataState
          isLoading={sources.isLoading || sources.isFetching}
          isError={sources.isError}
          errorKey={errorMessageKey(sources.error as HttpError)}
          onRetry={sources.refetch}
          isEmpty={data?.total === 0}
          emptyText={t('reports.sales.noSources')}
          rows={3}
        >
          {data && (
            <>
              <TableContainer>
                <Table size="small" aria-label={title} data-testid="sales-table">
                  <TableHead>
                    <TableRow>
                      <TableCell>{t('reports.sales.columns.source')}</TableCell>
                      <TableCell>{t('reports.sales.columns.campaign')}</TableCell>
                      <TableCell align="right">{t('reports.sales.columns.visitors')}</TableCell>
                      {salesCards.map((c) => (
                        <TableCell key={c} align="right">
                          {t(`reports.sales.columns.${c}`)}
                        </TableCell>
                      ))}
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {data.items.map((r) => (
                      <TableRow key={`${r.source}|${r.campaign}`}>
                        <TableCell dir="auto">{r.source}</TableCell>
                        <TableCell dir="auto">{r.campaign || t('reports.goals.noSource')}</TableCell>
                        <TableCell align="right">{formatMetric('visitors', r.visitors, i18n.language)}</TableCell>
                        {salesCards.map((c) => (
                          <TableCell key={c} align="right">
                            {show(c, r[c])}
                          </TableCell>
                        ))}
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </TableContainer>
              <RowsPager
                page={page}
                pageSize={PAGE_SIZE}
                shown={data.items.length}
                total={data.total}
                hasNext={page * PAGE_SIZE < data.total}
                onPage={setPage}
                testId="sales-sources-shown"
              />
            </>
          )}
        </DataState>
      </CardContent>
    </Card>
  );
}
