import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useCurrentOrg } from '../../../app/tenancy/use-current-org.ts';
import { DataState } from '../../../components/data-state.tsx';
import { errorKey } from '../../../components/form/error-key.ts';
import { PaginationBar } from '../../../components/pagination-bar.tsx';
import { TableContainer } from '../../../components/table-container.tsx';
import { INVOICES_PAGE_SIZE, invoicePdfUrl, useListInvoicesQuery } from '../api/billing-api.ts';
import { BillingPage } from '../components/billing-page.tsx';
import { InvoiceStatusChip } from '../components/invoice-status-chip.tsx';
import { formatDay, formatMoney } from '../lib/money.ts';

const filters = ['all', 'open', 'paid'] as const;

/** /settings/invoices: every invoice, newest first, by page; each opens its printable page or downloads its PDF. */
export function InvoicesPage() {
  const { t, i18n } = useTranslation();
  const current = useCurrentOrg();
  const orgId = current.orgId ?? '';
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<(typeof filters)[number]>('all');
  const query = useListInvoicesQuery({ orgId, page, status }, { skip: !orgId });

  return (
    <BillingPage tab="invoices">
      <Card>
        <CardContent>
          <Tabs
            value={status}
            onChange={(_, value: (typeof filters)[number]) => {
              setStatus(value);
              setPage(1);
            }}
            aria-label={t('billing.invoicesPage.filter')}
            sx={{ mb: 2 }}
          >
            {filters.map((f) => (
              <Tab key={f} value={f} label={t(`billing.invoicesPage.filters.${f}`)} />
            ))}
          </Tabs>
          <DataState
            isLoading={current.isLoading || query.isLoading}
            isError={query.isError}
            errorKey={errorKey(query.error)}
            onRetry={query.refetch}
            isEmpty={query.data?.total === 0}
            emptyText={t('billing.invoicesPage.empty')}
          >
            <TableContainer>
              <Table aria-label={t('billing.pages.invoices.title')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('billing.invoicesPage.columns.number')}</TableCell>
                    <TableCell>{t('billing.invoicesPage.columns.issued')}</TableCell>
                    <TableCell>{t('billing.invoicesPage.columns.reason')}</TableCell>
                    <TableCell>{t('billing.invoicesPage.columns.due')}</TableCell>
                    <TableCell>{t('billing.invoicesPage.columns.status')}</TableCell>
                    <TableCell align="right">{t('billing.invoicesPage.columns.total')}</TableCell>
                    <TableCell align="right">{t('billing.invoicesPage.columns.pdf')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {query.data?.items.map((invoice) => (
                    <TableRow key={invoice.id} hover data-testid={`invoice-${invoice.number}`}>
                      <TableCell>
                        <Link component={RouterLink} to={`/settings/invoices/${invoice.id}`}>
                          {t('billing.invoice.numbered', { number: invoice.number })}
                        </Link>
                      </TableCell>
                      <TableCell>{formatDay(invoice.issuedAt, i18n.language)}</TableCell>
                      <TableCell>{t(`billing.reasons.${invoice.reason}`)}</TableCell>
                      <TableCell>{formatDay(invoice.dueAt, i18n.language)}</TableCell>
                      <TableCell>
                        <InvoiceStatusChip status={invoice.status} />
                      </TableCell>
                      <TableCell align="right">{formatMoney(invoice.total, invoice.currency, i18n.language)}</TableCell>
                      <TableCell align="right">
                        <Link href={invoicePdfUrl(orgId, invoice.id, i18n.resolvedLanguage ?? 'en')} download>
                          {t('billing.invoice.pdf')}
                        </Link>
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
            {query.data && (
              <PaginationBar page={page} pageSize={INVOICES_PAGE_SIZE} total={query.data.total} onChange={setPage} />
            )}
          </DataState>
        </CardContent>
      </Card>
    </BillingPage>
  );
}
