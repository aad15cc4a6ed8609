import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ChangePreview } from '@osm5/shared/schemas/billing';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay, formatMoney } from '../lib/money.ts';
import { InvoiceLineLabel } from './invoice-line-label.tsx';

interface ChangePreviewDialogProps {
  open: boolean;
  title: string;
  preview: ChangePreview | undefined;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** What a change invoices now (the prorated lines and total) or when it takes effect, before confirming. */
export function ChangePreviewDialog({ open, title, preview, busy, onConfirm, onClose }: ChangePreviewDialogProps) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const money = (n: number) => (preview ? formatMoney(n, preview.currency, i18n.language) : '');
  const text = !preview
    ? t('billing.preview.loading')
    : preview.effective === 'period_end'
      ? t('billing.preview.atPeriodEnd', { date: formatDay(preview.effectiveAt, i18n.language) })
      : preview.total > 0
        ? t('billing.preview.chargedNow', { amount: money(preview.total) })
        : t('billing.preview.nothingNow');
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText data-testid="preview-text">{text}</DialogContentText>
        {preview?.blockedByBudget && (
          <Alert severity="warning" sx={{ mt: 2 }}>
            {t('billing.errors.budget_cap')}
          </Alert>
        )}
        {preview && preview.lines.length > 0 && (
          <Table size="small" sx={{ mt: 2 }} aria-label={t('billing.preview.lines')} data-testid="preview-lines">
            <TableBody>
              {preview.lines.map((line, i) => (
                // lines have no id: the same item can be credited and charged
                // biome-ignore lint/suspicious/noArrayIndexKey: a line's place is its identity here
                <TableRow key={i}>
                  <TableCell sx={{ ps: 0 }}>
                    <InvoiceLineLabel line={line} />
                  </TableCell>
                  <TableCell align="right">{money(line.amount)}</TableCell>
                </TableRow>
              ))}
              <TableRow>
                <TableCell sx={{ fontWeight: 600 }}>{t('billing.invoice.total')}</TableCell>
                <TableCell align="right" sx={{ fontWeight: 600 }} data-testid="preview-total">
                  {money(preview.total)}
                </TableCell>
              </TableRow>
            </TableBody>
          </Table>
        )}
        {preview && preview.effective === 'now' && preview.lines.some((l) => l.kind.startsWith('proration')) && (
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
            {t('billing.preview.prorationNote')}
          </Typography>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={busy}>
          {t('ui.cancel')}
        </Button>
        <Button
          variant="contained"
          onClick={onConfirm}
          disabled={busy || !preview || preview.blockedByBudget}
          startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {t('billing.preview.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
