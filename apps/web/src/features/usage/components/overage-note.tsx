import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { UsageOverage } from '@osm5/shared/schemas/usage';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

/**
 * Tracked events past the plan's limit: what the month billed for them as
 * extra-events packs, and what happens past the limit (the budget's choice
 * at the cap: allow, billed by pack; otherwise refused), with the way to the
 * budget page.
 */
export function OverageNote({
  overage,
  current,
  unlimited,
}: {
  overage: UsageOverage;
  current: boolean;
  /** the plan counts tracked events without a limit: nothing to say */
  unlimited: boolean;
}) {
  const { t, i18n } = useTranslation();
  const n = new Intl.NumberFormat(i18n.language);
  const money = new Intl.NumberFormat(i18n.language, { style: 'currency', currency: overage.currency });
  const billed = overage.events > 0 || overage.packs > 0;
  if (!billed && (!current || unlimited)) return null;
  return (
    <Alert
      severity={billed ? 'warning' : 'info'}
      sx={{ mt: 3 }}
      data-testid="usage-overage"
      action={
        current ? (
          <Button component={RouterLink} to="/settings/budget" color="inherit" size="small">
            {t('usage.overage.budget')}
          </Button>
        ) : undefined
      }
    >
      {billed &&
        `${t('usage.overage.billed', {
          events: n.format(overage.events),
          packs: n.format(overage.packs),
          pack: n.format(overage.packEvents),
          amount: money.format(overage.amount / 100),
        })} `}
      {current &&
        (overage.allowed
          ? t('usage.overage.allowed', { pack: n.format(overage.packEvents) })
          : t('usage.overage.blocked'))}
    </Alert>
  );
}
