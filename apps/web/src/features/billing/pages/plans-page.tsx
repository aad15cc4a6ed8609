import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { limitKeys, type PlanFeature, type PlanId, planIds, planRank, plans } from '@osm5/shared/billing/plans';
import { useTranslation } from 'react-i18next';
import { useCurrentOrg } from '../../../app/tenancy/use-current-org.ts';
import { DataState } from '../../../components/data-state.tsx';
import { errorKey } from '../../../components/form/error-key.ts';
import { useToast } from '../../../components/use-toast.tsx';
import { useBillingOverviewQuery, useChangePlanMutation, usePreviewPlanMutation } from '../api/billing-api.ts';
import { BillingPage } from '../components/billing-page.tsx';
import { ChangePreviewDialog } from '../components/change-preview-dialog.tsx';
import { useChangeFlow } from '../components/use-change-flow.ts';
import { formatLimit, formatMoney } from '../lib/money.ts';

/** What the comparison names besides the quantities (domain.md's link kinds row, the API, OSM5GPT Pro). */
const highlights: { key: string; feature: PlanFeature }[] = [
  { key: 'targeting', feature: 'device_based' },
  { key: 'password', feature: 'password_protected' },
  { key: 'expiry', feature: 'link_expiry' },
  { key: 'rotating', feature: 'rlsurl' },
  { key: 'ruleBased', feature: 'rule_based' },
  { key: 'apiWrites', feature: 'api_writes' },
];

/** /settings/plans: the four plans side by side, priced in the organisation's currency; change with a preview. */
export function PlansPage() {
  const { t, i18n } = useTranslation();
  const current = useCurrentOrg();
  const orgId = current.orgId ?? '';
  const canManage = current.privileges.has('billing:manage');
  const query = useBillingOverviewQuery({ orgId }, { skip: !orgId });
  const [previewPlan] = usePreviewPlanMutation();
  const [changePlan] = useChangePlanMutation();
  const { toast, show } = useToast();
  const flow = useChangeFlow<PlanId>(
    (plan) => previewPlan({ orgId, plan }),
    (plan) => changePlan({ orgId, plan }),
    (result) =>
      result.ok
        ? show(t('billing.toast.planChanged', { plan: t(`billing.plans.${result.target}.name`) }), 'success')
        : show(t(errorKey(result.error)), 'error'),
  );
  const o = query.data;
  const unlimited = t('billing.unlimited');

  return (
    <BillingPage tab="plans">
      <DataState
        isLoading={current.isLoading || query.isLoading}
        isError={query.isError}
        errorKey={errorKey(query.error)}
        onRetry={query.refetch}
      >
        {o && (
          <Grid container spacing={2}>
            {planIds.map((id) => {
              const plan = plans[id];
              const isCurrent = o.plan === id;
              const scheduled = o.subscription?.scheduledPlan === id;
              const action = planRank(id) > planRank(o.plan) ? 'upgrade' : 'downgrade';
              return (
                <Grid key={id} size={{ xs: 12, sm: 6, lg: 3 }}>
                  <Card
                    variant="outlined"
                    data-testid={`plan-${id}`}
                    sx={{
                      height: '100%',
                      display: 'flex',
                      flexDirection: 'column',
                      borderColor: isCurrent ? 'primary.main' : undefined,
                      borderWidth: isCurrent ? 2 : 1,
                    }}
                  >
                    <CardContent sx={{ flexGrow: 1 }}>
                      <Typography variant="h5" component="h2">
                        {t(`billing.plans.${id}.name`)}{' '}
                        {isCurrent && <Chip size="small" color="primary" label={t('billing.plansPage.current')} />}
                        {scheduled && <Chip size="small" label={t('billing.plansPage.scheduled')} />}
                      </Typography>
                      <Typography variant="body2" color="text.secondary" sx={{ minHeight: 40 }}>
                        {t(`billing.plans.${id}.tagline`)}
                      </Typography>
                      <Typography variant="h4" component="p" sx={{ my: 1 }}>
                        {formatMoney(plan.price[o.currency], o.currency, i18n.language)}
                        <Typography component="span" variant="body2" color="text.secondary">
                          {' '}
                          {t('billing.perMonth')}
                        </Typography>
                      </Typography>
                      <List dense disablePadding>
                        {limitKeys.map((key) => (
                          <ListItem key={key} disableGutters>
                            <ListItemText
                              primary={formatLimit(plan.limits[key], i18n.language, unlimited)}
                              secondary={t(`billing.limits.${key}`)}
                            />
                          </ListItem>
                        ))}
                        {highlights.map(({ key, feature }) => {
                          const has = plan.features.includes(feature);
                          return (
                            <ListItem key={key} disableGutters>
                              <ListItemIcon sx={{ minWidth: 32 }}>
                                {has ? (
                                  <CheckIcon fontSize="small" color="success" aria-label={t('billing.included')} />
                                ) : (
                                  <CloseIcon fontSize="small" color="disabled" aria-label={t('billing.notIncluded')} />
                                )}
                              </ListItemIcon>
                              <ListItemText primary={t(`billing.features.${key}`)} />
                            </ListItem>
                          );
                        })}
                        <ListItem disableGutters>
                          <ListItemText
                            primary={t(`billing.ai.${plan.ai}`)}
                            secondary={
                              plan.retentionMonths === null
                                ? t('billing.retentionUnlimited')
                                : t('billing.retention', { count: plan.retentionMonths })
                            }
                          />
                        </ListItem>
                      </List>
                    </CardContent>
                    {canManage && !isCurrent && (
                      <CardActions sx={{ px: 2, pb: 2 }}>
                        <Button
                          fullWidth
                          variant={action === 'upgrade' ? 'contained' : 'outlined'}
                          onClick={() => void flow.open(id)}
                        >
                          {t(`billing.plansPage.${action}`, { plan: t(`billing.plans.${id}.name`) })}
                        </Button>
                      </CardActions>
                    )}
                  </Card>
                </Grid>
              );
            })}
          </Grid>
        )}
      </DataState>
      <ChangePreviewDialog
        open={flow.target !== null}
        title={flow.target ? t('billing.plansPage.confirmTitle', { plan: t(`billing.plans.${flow.target}.name`) }) : ''}
        preview={flow.preview}
        busy={flow.busy}
        onConfirm={() => void flow.confirm()}
        onClose={flow.close}
      />
      {toast}
    </BillingPage>
  );
}
