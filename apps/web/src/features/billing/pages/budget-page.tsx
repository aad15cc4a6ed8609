import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type Budget, budgetBodySchema } from '@osm5/shared/schemas/billing';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentOrg } from '../../../app/tenancy/use-current-org.ts';
import { DataState } from '../../../components/data-state.tsx';
import { errorKey } from '../../../components/form/error-key.ts';
import { useToast } from '../../../components/use-toast.tsx';
import { useGetBudgetQuery, useSaveBudgetMutation } from '../api/billing-api.ts';
import { BillingPage } from '../components/billing-page.tsx';
import { formatMoney } from '../lib/money.ts';

interface Draft {
  cap: string;
  thresholds: string;
  atCap: 'block' | 'allow';
}

const draftOf = (b: Budget): Draft => ({
  cap: b.monthlyCap === null ? '' : String(b.monthlyCap / 100),
  thresholds: b.thresholds.join(', '),
  atCap: b.atCap,
});

/** The form's text as the API's body: the cap in major units (blank: no cap), thresholds as a list. */
function bodyOf(d: Draft) {
  const cap = d.cap.trim() === '' ? null : Math.round(Number(d.cap.replace(',', '.')) * 100);
  const thresholds = d.thresholds
    .split(/[,;\s]+/)
    .filter(Boolean)
    .map((s) => Number(s.replace('%', '')));
  return budgetBodySchema.safeParse({ monthlyCap: Number.isNaN(cap) ? -1 : cap, thresholds, atCap: d.atCap });
}

/** /settings/budget: a monthly spend cap, alert thresholds mailed once a month, and what happens at the cap. */
export function BudgetPage() {
  const { t, i18n } = useTranslation();
  const current = useCurrentOrg();
  const orgId = current.orgId ?? '';
  const canManage = current.privileges.has('billing:manage');
  const query = useGetBudgetQuery({ orgId }, { skip: !orgId });
  const [save, saveState] = useSaveBudgetMutation();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [tried, setTried] = useState(false);
  const { toast, show } = useToast();
  const b = query.data;
  useEffect(() => {
    if (b && draft === null) setDraft(draftOf(b));
  }, [b, draft]);

  const parsed = draft ? bodyOf(draft) : null;
  const issue = (path: string) => {
    if (!tried || !parsed || parsed.success) return undefined;
    const found = parsed.error.issues.find((i) => i.path[0] === path);
    return found ? t(found.message) : undefined;
  };

  const submit = async () => {
    setTried(true);
    if (!parsed?.success) return;
    const result = await save({ orgId, body: parsed.data });
    if ('error' in result) show(t(errorKey(result.error)), 'error');
    else {
      setDraft(draftOf(result.data));
      setTried(false);
      show(t('billing.toast.budgetSaved'), 'success');
    }
  };

  const money = (n: number) => (b ? formatMoney(n, b.currency, i18n.language) : '');
  const percent = b?.monthlyCap ? Math.round((b.spent / b.monthlyCap) * 100) : null;

  return (
    <BillingPage tab="budget">
      <DataState
        isLoading={current.isLoading || query.isLoading}
        isError={query.isError}
        errorKey={errorKey(query.error)}
        onRetry={query.refetch}
      >
        {b && draft && (
          <Stack spacing={2} sx={{ maxWidth: 720 }}>
            <Card>
              <CardContent>
                <Typography variant="overline" color="text.secondary">
                  {t('billing.budgetPage.spent', { period: b.period })}
                </Typography>
                <Typography variant="h4" component="p" data-testid="budget-spent">
                  {b.monthlyCap === null
                    ? money(b.spent)
                    : t('billing.budgetPage.spentOf', { spent: money(b.spent), cap: money(b.monthlyCap) })}
                </Typography>
                {percent !== null && (
                  <LinearProgress
                    variant="determinate"
                    value={Math.min(100, percent)}
                    color={percent >= 100 ? 'error' : percent >= 80 ? 'warning' : 'primary'}
                    aria-label={t('billing.budgetPage.percent', { percent })}
                    sx={{ mt: 1 }}
                  />
                )}
                {b.alerted.length > 0 && (
                  <Alert severity="warning" sx={{ mt: 2 }}>
                    {t('billing.budgetPage.alerted', { thresholds: b.alerted.map((x) => `${x} %`).join(', ') })}
                  </Alert>
                )}
              </CardContent>
            </Card>
            <Card>
              <CardContent>
                <Stack
                  component="form"
                  spacing={2}
                  noValidate
                  onSubmit={(e) => {
                    e.preventDefault();
                    void submit();
                  }}
                >
                  <TextField
                    label={t('billing.budgetPage.cap', { currency: b.currency })}
                    value={draft.cap}
                    onChange={(e) => setDraft({ ...draft, cap: e.target.value })}
                    error={!!issue('monthlyCap')}
                    helperText={issue('monthlyCap') ?? t('billing.budgetPage.capHelp')}
                    disabled={!canManage}
                    slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                  />
                  <TextField
                    label={t('billing.budgetPage.thresholds')}
                    value={draft.thresholds}
                    onChange={(e) => setDraft({ ...draft, thresholds: e.target.value })}
                    error={!!issue('thresholds')}
                    helperText={issue('thresholds') ?? t('billing.budgetPage.thresholdsHelp')}
                    disabled={!canManage}
                  />
                  <FormControl disabled={!canManage}>
                    <FormLabel id="budget-at-cap">{t('billing.budgetPage.atCap')}</FormLabel>
                    <RadioGroup
                      aria-labelledby="budget-at-cap"
                      value={draft.atCap}
                      onChange={(e) => setDraft({ ...draft, atCap: e.target.value as Draft['atCap'] })}
                    >
                      <FormControlLabel value="allow" control={<Radio />} label={t('billing.budgetPage.allow')} />
                      <FormControlLabel value="block" control={<Radio />} label={t('billing.budgetPage.block')} />
                    </RadioGroup>
                  </FormControl>
                  {canManage && (
                    <div>
                      <Button type="submit" variant="contained" disabled={saveState.isLoading}>
                        {t('ui.save')}
                      </Button>
                    </div>
                  )}
                </Stack>
              </CardContent>
            </Card>
          </Stack>
        )}
      </DataState>
      {toast}
    </BillingPage>
  );
}
