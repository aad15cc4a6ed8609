import DownloadIcon from '@mui/icons-material/DownloadOutlined';
import PrintIcon from '@mui/icons-material/PrintOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useCurrentOrg } from '../../../app/tenancy/use-current-org.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DataState } from '../../../components/data-state.tsx';
import { errorKey } from '../../../components/form/error-key.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { useToast } from '../../../components/use-toast.tsx';
import { invoicePdfUrl, useGetInvoiceQuery, useMarkInvoicePaidMutation } from '../api/billing-api.ts';
import { InvoiceLineLabel } from '../components/invoice-line-label.tsx';
import { InvoiceStatusChip } from '../components/invoice-status-chip.tsx';
import { formatDay, formatMoney } from '../lib/money.ts';

/** Hides the app's frame and buttons when printed: the invoice alone on the page. */
const printOnly = {
  '@media print': {
    'header, nav, .MuiDrawer-root, [data-print="hide"]': { display: 'none !important' },
  },
};

/**
 * /settings/invoices/:invoiceId: the printable invoice (seller, the
 * organisation's company profile and logo, lines, totals), its PDF, and, for
 * an owner, recording its payment.
 */
export function InvoicePage() {
  const { t, i18n } = useTranslation();
  const { invoiceId = '' } = useParams();
  const current = useCurrentOrg();
  const orgId = current.orgId ?? '';
  const canManage = current.privileges.has('billing:manage');
  const query = useGetInvoiceQuery({ orgId, invoiceId }, { skip: !orgId });
  const [markPaid, paidState] = useMarkInvoicePaidMutation();
  const [asking, setAsking] = useState(false);
  const { toast, show } = useToast();
  const inv = query.data;
  const money = (n: number) => (inv ? formatMoney(n, inv.currency, i18n.language) : '');
  const day = (iso: string) => formatDay(iso, i18n.language);

  const confirmPaid = async () => {
    const result = await markPaid({ orgId, invoiceId });
    setAsking(false);
    show(
      'error' in result ? t(errorKey(result.error)) : t('billing.toast.paid'),
      'error' in result ? 'error' : 'success',
    );
  };

  return (
    <Box sx={printOnly}>
      <Box data-print="hide">
        <PageHeader
          title={inv ? t('billing.invoice.numbered', { number: inv.number }) : t('billing.pages.invoices.title')}
          back={{ href: '/settings/invoices', label: t('billing.invoicePage.back') }}
          actions={
            inv && (
              <Stack direction="row" spacing={1}>
                <Button startIcon={<PrintIcon />} onClick={() => window.print()}>
                  {t('billing.invoicePage.print')}
                </Button>
                <Button
                  startIcon={<DownloadIcon />}
                  href={invoicePdfUrl(orgId, inv.id, i18n.resolvedLanguage ?? 'en')}
                  download
                  data-testid="invoice-pdf"
                >
                  {t('billing.invoice.pdf')}
                </Button>
                {canManage && inv.status === 'open' && (
                  <Button variant="contained" onClick={() => setAsking(true)}>
                    {t('billing.invoicePage.markPaid')}
                  </Button>
                )}
              </Stack>
            )
          }
        />
      </Box>
      <DataState
        isLoading={current.isLoading || query.isLoading}
        isError={query.isError}
        errorKey={errorKey(query.error)}
        onRetry={query.refetch}
      >
        {inv && (
          <Card sx={{ maxWidth: 900 }} data-testid="invoice-document">
            <CardContent sx={{ p: { xs: 2, md: 4 } }}>
              <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', mb: 3 }}>
                {inv.customer.logoUrl ? (
                  <Box
                    component="img"
                    src={inv.customer.logoUrl}
                    alt={inv.customer.name}
                    sx={{ maxHeight: 56, maxWidth: 160 }}
                  />
                ) : (
                  <Box />
                )}
                <Box sx={{ textAlign: 'end' }}>
                  <Typography variant="h4" component="p">
                    {t('billing.invoice.title')}
                  </Typography>
                  <Typography variant="body2">{t('billing.invoice.numbered', { number: inv.number })}</Typography>
                  <InvoiceStatusChip status={inv.status} />
                </Box>
              </Stack>
              <Grid container spacing={2} sx={{ mb: 3 }}>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <Typography variant="overline" color="text.secondary">
                    {t('billing.invoice.from')}
                  </Typography>
                  <Typography>{inv.seller.name}</Typography>
                </Grid>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <Typography variant="overline" color="text.secondary">
                    {t('billing.invoice.billTo')}
                  </Typography>
                  <Typography data-testid="invoice-customer">{inv.customer.name}</Typography>
                  {[inv.customer.legalName, inv.customer.address, inv.customer.country, inv.customer.email]
                    .filter(Boolean)
                    .map((line) => (
                      <Typography key={line} variant="body2" sx={{ whiteSpace: 'pre-line' }}>
                        {line}
                      </Typography>
                    ))}
                  {inv.customer.vatNumber && (
                    <Typography variant="body2">
                      {t('billing.invoice.vat', { number: inv.customer.vatNumber })}
                    </Typography>
                  )}
                </Grid>
              </Grid>
              <Typography variant="body2" color="text.secondary">
                {t('billing.invoice.dates', { issued: day(inv.issuedAt), due: day(inv.dueAt) })}
                {inv.paidAt && ` · ${t('billing.invoice.paidOn', { date: day(inv.paidAt) })}`}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                {t('billing.invoice.period', { from: day(inv.periodStart), to: day(inv.periodEnd) })}
              </Typography>
              <Table size="small" aria-label={t('billing.invoice.lines')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('billing.invoice.description')}</TableCell>
                    <TableCell align="right">{t('billing.invoice.quantity')}</TableCell>
                    <TableCell align="right">{t('billing.invoice.unit')}</TableCell>
                    <TableCell align="right">{t('billing.invoice.amount')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {inv.lines.map((line, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: invoice lines are fixed once issued
                    <TableRow key={i}>
                      <TableCell>
                        <InvoiceLineLabel line={{ ...line, quantity: 1 }} />
                      </TableCell>
                      <TableCell align="right">{line.quantity}</TableCell>
                      <TableCell align="right">{money(line.unitAmount)}</TableCell>
                      <TableCell align="right">{money(line.amount)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
              <Divider sx={{ my: 2 }} />
              <Stack spacing={0.5} sx={{ alignItems: 'flex-end' }}>
                <Typography variant="body2">
                  {t('billing.invoice.subtotalIs', { amount: money(inv.subtotal) })}
                </Typography>
                <Typography variant="body2">{t('billing.invoice.taxIs', { amount: money(inv.tax) })}</Typography>
                <Typography variant="h6" component="p" data-testid="invoice-total">
                  {t('billing.invoice.totalIs', { amount: money(inv.total) })}
                </Typography>
              </Stack>
              <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 3 }}>
                {t('billing.invoice.footer', { currency: inv.currency, number: inv.number })}
              </Typography>
            </CardContent>
          </Card>
        )}
      </DataState>
      <ConfirmDialog
        open={asking}
        title={t('billing.invoicePage.markPaidTitle')}
        text={inv ? t('billing.invoicePage.markPaidText', { number: inv.number, amount: money(inv.total) }) : ''}
        confirmLabel={t('billing.invoicePage.markPaid')}
        busy={paidState.isLoading}
        onConfirm={() => void confirmPaid()}
        onClose={() => setAsking(false)}
      />
      {toast}
    </Box>
  );
}
