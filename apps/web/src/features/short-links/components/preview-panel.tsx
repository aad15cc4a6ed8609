import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { deviceTypes, osFamilies } from '@osm5/shared/links/rule-condition';
import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LinkFormValues } from '../lib/link-form.ts';
import { previewOutcome } from '../lib/preview-outcome.ts';
import { emptyVisitor, type VisitorForm } from '../lib/visitor-form.ts';
import { reasonText } from './outcome-text.ts';
import { CountryField } from './rules/country-field.tsx';

interface PreviewPanelProps {
  values: LinkFormValues;
  saved?: { id: string; clicks: number };
}

/** "Preview as visitor": the editor's current values through the redirect server's own `evaluateLink`. */
export function PreviewPanel({ values, saved }: PreviewPanelProps) {
  const { t } = useTranslation();
  const [visitor, setVisitor] = useState<VisitorForm>(emptyVisitor);
  const deferredValues = useDeferredValue(values);
  const outcome = useMemo(() => previewOutcome(deferredValues, visitor, saved), [deferredValues, visitor, saved]);
  const set = (patch: Partial<VisitorForm>) => setVisitor({ ...visitor, ...patch });
  const text = (key: keyof VisitorForm, extra: Record<string, unknown> = {}) => ({
    label: t(`links.preview.${key}`),
    value: visitor[key],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => set({ [key]: e.target.value }),
    size: 'small' as const,
    fullWidth: true,
    ...extra,
  });

  let result: React.ReactNode;
  switch (outcome.outcome) {
    case 'redirect':
      result = (
        <Alert severity="success" data-testid="preview-outcome">
          <AlertTitle>{t('links.preview.redirect')}</AlertTitle>
          <Typography variant="body2" dir="ltr" sx={{ overflowWrap: 'anywhere', fontWeight: 600 }}>
            {outcome.url}
          </Typography>
          <Typography variant="body2">{reasonText(t, outcome.reason)}</Typography>
        </Alert>
      );
      break;
    case 'blocked':
      result = (
        <Alert severity="error" data-testid="preview-outcome">
          <AlertTitle>{t('links.preview.blocked')}</AlertTitle>
          {reasonText(t, outcome.reason)}
        </Alert>
      );
      break;
    case 'expired':
      result = (
        <Alert severity="warning" data-testid="preview-outcome">
          <AlertTitle>{t('links.preview.expired')}</AlertTitle>
          {outcome.url ? (
            <Typography variant="body2" dir="ltr" sx={{ overflowWrap: 'anywhere' }}>
              {outcome.url}
            </Typography>
          ) : (
            t('links.preview.expiredPage')
          )}
        </Alert>
      );
      break;
    case 'password':
      result = (
        <Alert severity="info" data-testid="preview-outcome">
          <AlertTitle>{t('links.preview.password')}</AlertTitle>
          {t('links.preview.passwordText')}
        </Alert>
      );
      break;
    case 'inactive':
      result = (
        <Alert severity="warning" data-testid="preview-outcome">
          <AlertTitle>{t('links.preview.inactive')}</AlertTitle>
          {t('links.preview.inactiveText')}
        </Alert>
      );
      break;
    default:
      result = (
        <Alert severity="info" data-testid="preview-outcome">
          {t('links.preview.incomplete')}
        </Alert>
      );
  }

  return (
    <Card component="aside" aria-labelledby="preview-title">
      <CardContent>
        <Typography id="preview-title" variant="h5" component="h2">
          {t('links.preview.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('links.preview.lead')}
        </Typography>
        <div aria-live="polite">{result}</div>
        <Stack spacing={1.5} sx={{ mt: 2 }}>
          <CountryField
            label={t('links.preview.country')}
            value={visitor.country}
            onChange={(country) => set({ country })}
          />
          <Stack direction="row" spacing={1.5}>
            <TextField {...text('region')} />
            <TextField {...text('city')} />
          </Stack>
          <TextField
            {...text('acceptLanguage', {
              placeholder: 'fr-FR,fr;q=0.9,en;q=0.8',
              slotProps: { htmlInput: { dir: 'ltr' } },
            })}
          />
          <Stack direction="row" spacing={1.5}>
            <TextField {...text('deviceType', { select: true })}>
              <MenuItem value="">{t('links.preview.any')}</MenuItem>
              {deviceTypes.map((d) => (
                <MenuItem key={d} value={d}>
                  {t(`links.devices.${d}`)}
                </MenuItem>
              ))}
            </TextField>
            <TextField {...text('os', { select: true })}>
              <MenuItem value="">{t('links.preview.any')}</MenuItem>
              {osFamilies.map((o) => (
                <MenuItem key={o} value={o}>
                  {t(`links.osFamilies.${o}`)}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
          <TextField {...text('browser', { placeholder: 'chrome' })} />
          <TextField
            {...text('referrer', {
              placeholder: 'https://www.facebook.com/',
              slotProps: { htmlInput: { dir: 'ltr' } },
            })}
          />
          <TextField {...text('ip', { placeholder: '203.0.113.7', slotProps: { htmlInput: { dir: 'ltr' } } })} />
          <TextField
            {...text('query', { placeholder: 'utm_source=newsletter', slotProps: { htmlInput: { dir: 'ltr' } } })}
          />
          <TextField
            {...text('at', { type: 'datetime-local', slotProps: { inputLabel: { shrink: true } } })}
            helperText={t('links.preview.atHelp')}
          />
          {values.kind === 'rlsurl' && (
            <TextField {...text('visitorId')} helperText={t('links.preview.visitorIdHelp')} />
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
