import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { limitKeys } from '@osm5/shared/billing/plans';
import type { BillingAlert } from '@osm5/shared/schemas/billing';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useCurrentOrg } from '../../../app/tenancy/use-current-org.ts';
import { DataState } from '../../../components/data-state.tsx';
import { errorKey } from '../../../components/form/error-key.ts';
import { useBillingOverviewQuery } from '../api/billing-api.ts';
import { BillingPage } from '../components/billing-page.tsx';
import { PaymentMethodCard } from '../components/payment-method-card.tsx';
import { useCardReturn } from '../components/use-card-return.ts';
import { formatDay, formatLimit, formatMoney } from '../lib/money.ts';

const alertSeverity = {
  invoice_open: 'info',
  invoice_overdue: 'error',
  budget_threshold: 'warning',
  limit_reached: 'warning',
  cancel_scheduled: 'info',
} as const;

/** /settings/billing_overview: the plan, the next invoice, the payment method, alerts and each limit's use. */
export function BillingOverviewPage() {
  const { t, i18n } = useTranslation();
  const current = useCurrentOrg();
  const orgId = current.orgId ?? '';
  const query = useBillingOverviewQuery({ orgId }, { skip: !orgId });
  const returned = useCardReturn(orgId);
  const o = query.data;
  const unlimited = t('billing.unlimited');

  const alertText = (a: BillingAlert) => {
    if (a.kind === 'limit_reached') return t('billing.alerts.limit_reached', { limit: t(`billing.limits.${a.value}`) });
    if (a.kind === 'cancel_scheduled')
      return t('billing.alerts.cancel_scheduled', { date: formatDay(a.value ?? '', i18n.language) });
    return t(`billing.alerts.${a.kind}`, { value: a.value });
  };

  return (
    <BillingPage tab="billing_overview">
      <DataState
        isLoading={current.isLoading || query.isLoading}
        isError={query.isError}
        errorKey={errorKey(query.error)}
        onRetry={query.refetch}
      >
        {o && (
          <Stack spacing={3}>
            {o.alerts.length > 0 && (
              <Stack spacing={1} data-testid="billing-alerts">
                {o.alerts.map((a) => (
                  <Alert key={`${a.kind}-${a.value}`} severity={alertSeverity[a.kind]}>
                    {alertText(a)}
                  </Alert>
                ))}
              </Stack>
            )}
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, md: 4 }}>
                <Card sx={{ height: '100%' }}>
                  <CardContent>
                    <Typography variant="overline" color="text.secondary">
                      {t('billing.overview.plan')}
                    </Typography>
                    <Typography variant="h4" component="p" data-testid="current-plan">
                      {t(`billing.plans.${o.plan}.name`)}
                    </Typography>
                    <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                      {o.subscription
                        ? t('billing.overview.renews', {
                            date: formatDay(o.subscription.currentPeriodEnd, i18n.language),
                          })
                        : t('billing.overview.noSubscription')}
                    </Typography>
                    <Button component={RouterLink} to="/settings/plans" variant="outlined" size="small">
                      {t('billing.overview.changePlan')}
                    </Button>
                  </CardContent>
                </Card>
              </Grid>
              <Grid size={{ xs: 12, md: 4 }}>
                <Card sx={{ height: '100%' }}>
                  <CardContent>
                    <Typography variant="overline" color="text.secondary">
                      {t('billing.overview.nextInvoice')}
                    </Typography>
                    <Typography variant="h4" component="p" data-testid="next-invoice">
                      {o.nextInvoice
                        ? formatMoney(o.nextInvoice.amount, o.currency, i18n.language)
                        : t('billing.overview.none')}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {o.nextInvoice
                        ? t('billing.overview.on', { date: formatDay(o.nextInvoice.date, i18n.language) })
                        : t('billing.overview.nothingDue')}
                    </Typography>
                  </CardContent>
                </Card>
              </Grid>
              <Grid size={{ xs: 12, md: 4 }}>
                <PaymentMethodCard
                  orgId={orgId}
                  overview={o}
                  canManage={current.privileges.has('billing:manage')}
                  returned={returned}
                />
              </Grid>
            </Grid>
            <Card>
              <CardContent>
                <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', mb: 2, flexWrap: 'wrap' }}>
                  <Typography variant="h6" component="h2">
                    {t('billing.overview.limits')}
                  </Typography>
                  <Chip size="small" label={t(`billing.ai.${o.ai}`)} />
                  <Chip
                    size="small"
                    label={
                      o.retentionMonths === null
                        ? t('billing.retentionUnlimited')
                        : t('billing.retention', { count: o.retentionMonths })
                    }
                  />
                </Stack>
                <Grid container spacing={2}>
                  {limitKeys.map((key) => {
                    const max = o.limits[key];
                    const used = o.usage[key];
                    const shown = (n: number | null) => formatLimit(n, i18n.language, unlimited);
                    // "0 of Unlimited" read oddly: without a limit, the use and that there is none
                    const line =
                      used === null
                        ? shown(max)
                        : max === null
                          ? t('billing.overview.usedUnlimited', { used: shown(used) })
                          : t('billing.overview.usedOf', { used: shown(used), max: shown(max) });
                    return (
                      <Grid key={key} size={{ xs: 12, sm: 6, md: 4 }} data-testid={`limit-${key}`}>
                        <Typography variant="body2">{t(`billing.limits.${key}`)}</Typography>
                        <Typography variant="body2" color="text.secondary">
                          {line}
                        </Typography>
                        {max !== null && used !== null && (
                          <LinearProgress
                            variant="determinate"
                            value={max === 0 ? 100 : Math.min(100, (used / max) * 100)}
                            color={used >= max ? 'warning' : 'primary'}
                            aria-label={t(`billing.limits.${key}`)}
                            sx={{ mt: 0.5 }}
                          />
                        )}
                      </Grid>
                    );
                  })}
                </Grid>
              </CardContent>
            </Card>
          </Stack>
        )}
      </DataState>
    </BillingPage>
  );
}
