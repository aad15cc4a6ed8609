import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { SalesFigures } from '@osm5/shared/schemas/ad-costs';
import { useTranslation } from 'react-i18next';
import { TableContainer } from '../../../components/table-container.tsx';
import { salesCsvUrl, useSalesSourcesQuery } from '../ads/ads-api.ts';
import { CampaignCells, CampaignHeadCells } from '../components/campaign-cells.tsx';
import { PagedTableCard } from '../components/paged-table-card.tsx';
import { useColumnOrder } from '../lib/use-column-order.tsx';
import { useKeyedPage } from '../lib/use-keyed-page.ts';

const PAGE_SIZE = 10;

export const salesCards = ['orders', 'revenue', 'conversionRate', 'averageOrderValue'] as const;

interface SalesSourcesProps {
  args: Omit<Parameters<typeof useSalesSourcesQuery>[0] & object, 'page' | 'pageSize' | 'sort' | 'direction'>;
  /** a figure as the page writes it (money in the site's currency, a rate as a percentage) */
  show: (key: keyof SalesFigures, value: number | null) => string;
}

/**
 * Sales by source and campaign: the visits that came through each tagged link
 * and their orders, paged, sorted by a column's figure (most revenue first
 * until one is chosen); the CSV keeps the table's order.
 */
export function SalesSources({ args, show }: SalesSourcesProps) {
  const { t } = useTranslation();
  const { order, headCell } = useColumnOrder<keyof SalesFigures>({
    sort: 'revenue',
    direction: 'desc',
  });
  // a new period, filter, segment or order starts at the first page
  const [page, setPage] = useKeyedPage(JSON.stringify({ args, order }));
  const sources = useSalesSourcesQuery({ ...args, ...order, page, pageSize: PAGE_SIZE });
  const title = t('reports.sales.bySource');

  return (
    <PagedTableCard
      title={title}
      query={sources}
      page={page}
      onPage={setPage}
      csvHref={salesCsvUrl({ ...args, ...order })}
      emptyText={t('reports.sales.noSources')}
      shownTestId="sales-sources-shown"
    >
      {(data) => (
        <TableContainer>
          <Table size="small" aria-label={title} data-testid="sales-table">
            <TableHead>
              <TableRow>
                <CampaignHeadCells visitorsCell={(label) => headCell('visitors', label)} />
                {salesCards.map((c) => headCell(c, t(`reports.sales.columns.${c}`)))}
              </TableRow>
            </TableHead>
            <TableBody>
              {data.items.map((r) => (
                <TableRow key={`${r.source}|${r.campaign}`}>
                  <CampaignCells row={r} />
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
      )}
    </PagedTableCard>
  );
}
