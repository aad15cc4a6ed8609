import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useCurrentOrg } from '../../../app/tenancy/use-current-org.ts';
import { DataState } from '../../../components/data-state.tsx';
import { errorKey } from '../../../components/form/error-key.ts';
import { PaginationBar } from '../../../components/pagination-bar.tsx';
import { TableContainer } from '../../../components/table-container.tsx';
import { INVOICES_PAGE_SIZE, useListPaymentsQuery } from '../api/billing-api.ts';
import { BillingPage } from '../components/billing-page.tsx';
import { formatMoney } from '../lib/money.ts';

/** /settings/payment_history: payments received, newest first, each with its invoice. */
export function PaymentHistoryPage() {
  const { t, i18n } = useTranslation();
  const current = useCurrentOrg();
  const orgId = current.orgId ?? '';
  const [page, setPage] = useState(1);
  const query = useListPaymentsQuery({ orgId, page }, { skip: !orgId });
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  return (
    <BillingPage tab="payment_history">
      <Card>
        <CardContent>
          <DataState
            isLoading={current.isLoading || query.isLoading}
            isError={query.isError}
            errorKey={errorKey(query.error)}
            onRetry={query.refetch}
            isEmpty={query.data?.total === 0}
            emptyText={t('billing.paymentsPage.empty')}
          >
            <TableContainer>
              <Table aria-label={t('billing.pages.payment_history.title')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('billing.paymentsPage.columns.date')}</TableCell>
                    <TableCell>{t('billing.paymentsPage.columns.invoice')}</TableCell>
                    <TableCell>{t('billing.paymentsPage.columns.method')}</TableCell>
                    <TableCell>{t('billing.paymentsPage.columns.recordedBy')}</TableCell>
                    <TableCell align="right">{t('billing.paymentsPage.columns.amount')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {query.data?.items.map((p) => (
                    <TableRow key={p.id} data-testid={`payment-${p.invoiceNumber}`}>
                      <TableCell>{when.format(new Date(p.createdAt))}</TableCell>
                      <TableCell>
                        <Link component={RouterLink} to={`/settings/invoices/${p.invoiceId}`}>
                          {t('billing.invoice.numbered', { number: p.invoiceNumber })}
                        </Link>
                      </TableCell>
                      <TableCell>{t(`billing.paymentMethods.${p.method}`)}</TableCell>
                      <TableCell>{p.recordedBy ?? t('billing.paymentsPage.automatic')}</TableCell>
                      <TableCell align="right">{formatMoney(p.amount, p.currency, i18n.language)}</TableCell>
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
