import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type AddonId, addonIds, addons } from '@osm5/shared/billing/plans';
import type { AddonBody } from '@osm5/shared/schemas/billing';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentOrg } from '../../../app/tenancy/use-current-org.ts';
import { DataState } from '../../../components/data-state.tsx';
import { errorKey } from '../../../components/form/error-key.ts';
import { useToast } from '../../../components/use-toast.tsx';
import { useBillingOverviewQuery, usePreviewAddonMutation, useSetAddonMutation } from '../api/billing-api.ts';
import { BillingPage } from '../components/billing-page.tsx';
import { ChangePreviewDialog } from '../components/change-preview-dialog.tsx';
import { useChangeFlow } from '../components/use-change-flow.ts';
import { formatMoney } from '../lib/money.ts';

/** /settings/addons: extra events, members, custom domains and OSM5GPT Pro; buy, change the quantity, remove. */
export function AddonsPage() {
  const { t, i18n } = useTranslation();
  const current = useCurrentOrg();
  const orgId = current.orgId ?? '';
  const canManage = current.privileges.has('billing:manage');
  const query = useBillingOverviewQuery({ orgId }, { skip: !orgId });
  const [previewAddon] = usePreviewAddonMutation();
  const [setAddon] = useSetAddonMutation();
  const [wanted, setWanted] = useState<Partial<Record<AddonId, string>>>({});
  const { toast, show } = useToast();
  const flow = useChangeFlow<AddonBody>(
    (body) => previewAddon({ orgId, body }),
    (body) => setAddon({ orgId, body }),
    (result) => {
      if (result.ok) {
        setWanted({});
        show(t(result.target.quantity === 0 ? 'billing.toast.addonRemoved' : 'billing.toast.addonSet'), 'success');
      } else show(t(errorKey(result.error)), 'error');
    },
  );
  const o = query.data;

  return (
    <BillingPage tab="addons">
      <DataState
        isLoading={current.isLoading || query.isLoading}
        isError={query.isError}
        errorKey={errorKey(query.error)}
        onRetry={query.refetch}
      >
        {o && (
          <Grid container spacing={2}>
            {addonIds.map((id) => {
              const addon = addons[id];
              const held = o.addons.find((a) => a.addon === id)?.quantity ?? 0;
              const single = addon.maxQuantity === 1;
              const raw = wanted[id] ?? String(held || 1);
              const quantity = Number(raw);
              const valid = Number.isInteger(quantity) && quantity >= 1 && quantity <= addon.maxQuantity;
              return (
                <Grid key={id} size={{ xs: 12, md: 6 }}>
                  <Card variant="outlined" data-testid={`addon-${id}`} sx={{ height: '100%' }}>
                    <CardContent>
                      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
                        <Typography variant="h6" component="h2">
                          {t(`billing.items.${id}`)}
                        </Typography>
                        {held > 0 && (
                          <Chip size="small" color="primary" label={t('billing.addonsPage.held', { count: held })} />
                        )}
                      </Stack>
                      <Typography variant="body2" color="text.secondary">
                        {t(`billing.addonsPage.describe.${id}`)}
                      </Typography>
                      <Typography variant="subtitle1" sx={{ my: 1 }}>
                        {t('billing.addonsPage.price', {
                          price: formatMoney(addon.price[o.currency], o.currency, i18n.language),
                        })}
                      </Typography>
                      {canManage && (
                        <Stack
                          direction="row"
                          spacing={1}
                          useFlexGap
                          sx={{ alignItems: 'flex-start', flexWrap: 'wrap' }}
                        >
                          {!single && (
                            <TextField
                              size="small"
                              type="number"
                              label={t('billing.addonsPage.quantity')}
                              value={raw}
                              onChange={(e) => setWanted((w) => ({ ...w, [id]: e.target.value }))}
                              error={!valid}
                              helperText={
                                valid ? ' ' : t('billing.addonsPage.quantityHelp', { max: addon.maxQuantity })
                              }
                              slotProps={{ htmlInput: { min: 1, max: addon.maxQuantity } }}
                              sx={{ width: 140 }}
                            />
                          )}
                          {(held === 0 || (!single && quantity !== held)) && (
                            <Button
                              variant="contained"
                              disabled={!valid}
                              onClick={() => void flow.open({ addon: id, quantity: single ? 1 : quantity })}
                            >
                              {held === 0 ? t('billing.addonsPage.buy') : t('billing.addonsPage.update')}
                            </Button>
                          )}
                          {held > 0 && (
                            <Button color="error" onClick={() => void flow.open({ addon: id, quantity: 0 })}>
                              {t('billing.addonsPage.remove')}
                            </Button>
                          )}
                        </Stack>
                      )}
                    </CardContent>
                  </Card>
                </Grid>
              );
            })}
          </Grid>
        )}
      </DataState>
      <ChangePreviewDialog
        open={flow.target !== null}
        title={
          flow.target
            ? flow.target.quantity === 0
              ? t('billing.addonsPage.confirmRemove', { addon: t(`billing.items.${flow.target.addon}`) })
              : t('billing.addonsPage.confirmSet', {
                  addon: t(`billing.items.${flow.target.addon}`),
                  quantity: flow.target.quantity,
                })
            : ''
        }
        preview={flow.preview}
        busy={flow.busy}
        onConfirm={() => void flow.confirm()}
        onClose={flow.close}
      />
      {toast}
    </BillingPage>
  );
}
