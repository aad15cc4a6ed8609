import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useCurrentOrg } from '../../../app/tenancy/use-current-org.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DataState } from '../../../components/data-state.tsx';
import { errorKey } from '../../../components/form/error-key.ts';
import { useToast } from '../../../components/use-toast.tsx';
import { useBillingOverviewQuery, useSetCancelMutation } from '../api/billing-api.ts';
import { BillingPage } from '../components/billing-page.tsx';
import { formatDay } from '../lib/money.ts';

/** /settings/subscriptions: the current subscription, its renewal, cancel at the period end and resume. */
export function SubscriptionsPage() {
  const { t, i18n } = useTranslation();
  const current = useCurrentOrg();
  const orgId = current.orgId ?? '';
  const canManage = current.privileges.has('billing:manage');
  const query = useBillingOverviewQuery({ orgId }, { skip: !orgId });
  const [setCancel, cancelState] = useSetCancelMutation();
  const [asking, setAsking] = useState<'cancel' | 'resume' | null>(null);
  const { toast, show } = useToast();
  const s = query.data?.subscription;
  const day = (iso: string) => formatDay(iso, i18n.language);

  const confirm = async () => {
    if (!asking) return;
    const result = await setCancel({ orgId, cancel: asking === 'cancel' });
    setAsking(null);
    show(
      'error' in result ? t(errorKey(result.error)) : t(`billing.toast.${asking}`),
      'error' in result ? 'error' : 'success',
    );
  };

  return (
    <BillingPage tab="subscriptions">
      <DataState
        isLoading={current.isLoading || query.isLoading}
        isError={query.isError}
        errorKey={errorKey(query.error)}
        onRetry={query.refetch}
        isEmpty={!!query.data && !s}
        emptyText={t('billing.subscriptionsPage.none', { plan: t(`billing.plans.${query.data?.plan ?? 'free'}.name`) })}
        emptyAction={
          <Button component={RouterLink} to="/settings/plans" variant="outlined">
            {t('billing.overview.changePlan')}
          </Button>
        }
      >
        {s && (
          <Card>
            <CardContent>
              {s.cancelAtPeriodEnd && (
                <Alert severity="warning" sx={{ mb: 2 }}>
                  {t('billing.subscriptionsPage.ending', { date: day(s.currentPeriodEnd) })}
                </Alert>
              )}
              {s.scheduledPlan && !s.cancelAtPeriodEnd && (
                <Alert severity="info" sx={{ mb: 2 }}>
                  {t('billing.subscriptionsPage.scheduled', {
                    plan: t(`billing.plans.${s.scheduledPlan}.name`),
                    date: day(s.currentPeriodEnd),
                  })}
                </Alert>
              )}
              <Table size="small" aria-label={t('billing.pages.subscriptions.title')}>
                <TableBody>
                  {[
                    ['plan', t(`billing.plans.${s.plan}.name`)],
                    [
                      'status',
                      t(
                        s.cancelAtPeriodEnd
                          ? 'billing.subscriptionsPage.canceling'
                          : 'billing.subscriptionsPage.active',
                      ),
                    ],
                    [
                      'period',
                      t('billing.subscriptionsPage.periodRange', {
                        from: day(s.currentPeriodStart),
                        to: day(s.currentPeriodEnd),
                      }),
                    ],
                    [s.cancelAtPeriodEnd ? 'endsOn' : 'renewsOn', day(s.currentPeriodEnd)],
                    ['provider', t(`billing.providers.${s.provider}`)],
                    ['currency', s.currency],
                  ].map(([k, v]) => (
                    <TableRow key={k}>
                      <TableCell component="th" scope="row" sx={{ width: 220, color: 'text.secondary' }}>
                        {t(`billing.subscriptionsPage.fields.${k}`)}
                      </TableCell>
                      <TableCell data-testid={`subscription-${k}`}>{v}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
              {canManage && (
                <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
                  {s.cancelAtPeriodEnd ? (
                    <Button variant="contained" onClick={() => setAsking('resume')}>
                      {t('billing.subscriptionsPage.resume')}
                    </Button>
                  ) : (
                    <Button color="error" variant="outlined" onClick={() => setAsking('cancel')}>
                      {t('billing.subscriptionsPage.cancel')}
                    </Button>
                  )}
                </Stack>
              )}
            </CardContent>
          </Card>
        )}
      </DataState>
      <ConfirmDialog
        open={asking !== null}
        title={asking ? t(`billing.subscriptionsPage.${asking}Title`) : ''}
        text={asking && s ? t(`billing.subscriptionsPage.${asking}Text`, { date: day(s.currentPeriodEnd) }) : ''}
        confirmLabel={asking ? t(`billing.subscriptionsPage.${asking}`) : ''}
        danger={asking === 'cancel'}
        busy={cancelState.isLoading}
        onConfirm={() => void confirm()}
        onClose={() => setAsking(null)}
      />
      {toast}
    </BillingPage>
  );
}
