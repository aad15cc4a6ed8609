import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { BillingOverview } from '@osm5/shared/schemas/billing';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorKey } from '../../../components/form/error-key.ts';
import { useStartCardSetupMutation } from '../api/card-api.ts';
import type { CardReturn } from './use-card-return.ts';

/** Card networks by Stripe's brand id: proper names, the same in every language. */
const brandNames: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
  cartes_bancaires: 'Cartes Bancaires',
};

/**
 * The billing overview's payment method. With the manual provider: invoices
 * paid by transfer. With Stripe: the saved card (brand, last four, expiry) and
 * "Add card" / "Change card", which opens Stripe Checkout (the card number is
 * entered there only); coming back shows whether it was saved.
 */
export function PaymentMethodCard({
  orgId,
  overview,
  canManage,
  returned,
}: {
  orgId: string;
  overview: BillingOverview;
  canManage: boolean;
  returned: CardReturn;
}) {
  const { t } = useTranslation();
  const [start, starting] = useStartCardSetupMutation();
  const [leaving, setLeaving] = useState(false);
  const card = overview.card;
  const method = overview.paymentMethod;

  const openCheckout = async () => {
    const result = await start({ orgId });
    if ('data' in result && result.data) {
      setLeaving(true);
      window.location.assign(result.data.url);
    }
  };
  const busy = starting.isLoading || leaving || returned.state === 'saving';

  return (
    <Card sx={{ height: '100%' }} data-testid="payment-method">
      <CardContent>
        <Typography variant="overline" color="text.secondary">
          {t('billing.overview.paymentMethod')}
        </Typography>
        <Typography variant="h5" component="p" data-testid="payment-card">
          {card
            ? t('billing.card.number', { brand: brandNames[card.brand] ?? card.brand, last4: card.last4 })
            : method === 'manual'
              ? t('billing.paymentMethods.manual')
              : t('billing.card.none')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {method === 'manual'
            ? t('billing.paymentMethods.manualHelp')
            : card
              ? t('billing.card.expires', { month: String(card.expMonth).padStart(2, '0'), year: card.expYear })
              : t('billing.card.noneHelp')}
        </Typography>
        {method === 'card' && (
          <Stack spacing={1} sx={{ mt: 2 }}>
            {returned.state === 'saved' && <Alert severity="success">{t('billing.card.saved')}</Alert>}
            {returned.state === 'cancelled' && <Alert severity="info">{t('billing.card.cancelled')}</Alert>}
            {returned.state === 'failed' && (
              <Alert severity="error">
                {t('billing.card.failed')} {t(returned.errorKey)}
              </Alert>
            )}
            {starting.isError && (
              <Alert severity="error">
                {t('billing.card.startFailed')} {t(errorKey(starting.error))}
              </Alert>
            )}
            {canManage && (
              <div>
                <Button
                  variant="outlined"
                  size="small"
                  onClick={() => void openCheckout()}
                  disabled={busy}
                  startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
                >
                  {returned.state === 'saving'
                    ? t('billing.card.saving')
                    : busy
                      ? t('billing.card.redirecting')
                      : card
                        ? t('billing.card.change')
                        : t('billing.card.add')}
                </Button>
              </div>
            )}
            <Typography variant="caption" color="text.secondary">
              {t('billing.card.secure')}
            </Typography>
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
