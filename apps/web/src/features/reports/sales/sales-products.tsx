import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { formatAmount, formatMetric } from '../../../components/analytics/format-value.ts';
import { TableContainer } from '../../../components/table-container.tsx';
import { salesProductsCsvUrl, useSalesProductsQuery } from '../ads/ads-api.ts';
import { FilterLink } from '../components/filter-link.tsx';
import { PagedTableCard } from '../components/paged-table-card.tsx';
import { useKeyedPage } from '../lib/use-keyed-page.ts';

const PAGE_SIZE = 10;

interface SalesProductsProps {
  args: Omit<Parameters<typeof useSalesProductsQuery>[0] & object, 'page' | 'pageSize'>;
  currency: string;
  /** adds "orders holding this product" to the user's filters */
  onProduct: (product: string) => void;
}

/**
 * Sales by product: the products the period's orders held, most revenue
 * first, each with its share of the products' revenue as a bar, paged. A
 * product's name filters the tracker by it.
 */
export function SalesProducts({ args, currency, onProduct }: SalesProductsProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  // a new period, filter or segment starts at the first page
  const [page, setPage] = useKeyedPage(JSON.stringify(args));
  const products = useSalesProductsQuery({ ...args, page, pageSize: PAGE_SIZE });
  const title = t('reports.sales.byProduct');

  return (
    <PagedTableCard
      title={title}
      query={products}
      page={page}
      onPage={setPage}
      csvHref={salesProductsCsvUrl(args)}
      emptyText={t('reports.sales.noProducts')}
      shownTestId="sales-products-shown"
    >
      {(data) => {
        const top = data.items[0]?.revenue ?? 0;
        return (
          <TableContainer>
            <Table size="small" aria-label={title} data-testid="sales-products">
              <TableHead>
                <TableRow>
                  <TableCell>{t('reports.sales.columns.product')}</TableCell>
                  <TableCell align="right">{t('reports.sales.columns.orders')}</TableCell>
                  <TableCell align="right">{t('reports.sales.columns.quantity')}</TableCell>
                  <TableCell align="right">{t('reports.sales.columns.revenue')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.items.map((p) => (
                  <TableRow key={p.product}>
                    <TableCell sx={{ minWidth: 180 }}>
                      <FilterLink text={p.product} onFilter={() => onProduct(p.product)} />
                      <LinearProgress
                        variant="determinate"
                        value={top > 0 ? (p.revenue / top) * 100 : 0}
                        aria-hidden
                        sx={{ mt: 0.5, height: 4, borderRadius: 2 }}
                      />
                    </TableCell>
                    <TableCell align="right">{formatMetric('orders', p.orders, language)}</TableCell>
                    <TableCell align="right">{formatMetric('quantity', p.quantity, language)}</TableCell>
                    <TableCell align="right">{formatAmount(p.revenue, currency, language)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        );
      }}
    </PagedTableCard>
  );
}
