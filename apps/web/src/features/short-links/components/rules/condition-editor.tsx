import CloseIcon from '@mui/icons-material/Close';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { deviceTypes, osFamilies } from '@osm5/shared/links/rule-condition';
import { knownNetworks } from '@osm5/shared/links/traffic-source';
import { weekdays } from '@osm5/shared/links/zoned-time';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { errorUnder } from '../../../../components/form/field-error.ts';
import type { FieldErrors } from '../../../../components/form/field-errors.ts';
import { countryCodes, languageName, regionName } from '../../../../components/region-names.ts';
import type { ConditionsForm, ConditionType, ListCondition } from '../../lib/rule-conditions-form.ts';
import { ChipsField } from './chips-field.tsx';
import { commonBrowsers, commonLanguages } from './pair-rules.tsx';

interface ConditionEditorProps {
  type: ConditionType;
  conditions: ConditionsForm;
  onChange: (next: ConditionsForm) => void;
  onRemove: () => void;
  errors: FieldErrors;
  /** rules.rules.N.conditions */
  path: string;
}

/** The control of one condition of a rule, with a button to drop it. */
export function ConditionEditor({ type, conditions, onChange, onRemove, errors, path }: ConditionEditorProps) {
  const { t, i18n } = useTranslation();
  const countries = useMemo(() => countryCodes(), []);
  const label = t(`links.conditions.${type}`);
  const problem = (sub: string) => errorUnder(errors, `${path}.${sub}`);
  const shown = (sub: string, help?: string) => {
    const key = problem(sub);
    return { error: Boolean(key), helperText: key ? t(key) : help };
  };

  const list = (key: ListCondition, options: readonly string[], free: boolean, optionLabel?: (o: string) => string) => (
    <ChipsField
      label={label}
      value={conditions[key] ?? []}
      onChange={(value) => onChange({ ...conditions, [key]: value })}
      options={options}
      optionLabel={optionLabel}
      free={free}
      sx={{ flex: 1 }}
      {...shown(key, free ? t('links.editor.chipsHelp') : undefined)}
    />
  );

  let control: React.ReactNode;
  switch (type) {
    case 'country':
      control = list('country', countries, false, (c) => `${regionName(c, i18n.language)} (${c})`);
      break;
    case 'language':
      control = list('language', commonLanguages, true, (l) => `${l} · ${languageName(l, i18n.language)}`);
      break;
    case 'device':
      control = list('device', deviceTypes, false, (d) => t(`links.devices.${d}`));
      break;
    case 'os':
      control = list('os', osFamilies, false, (o) => t(`links.osFamilies.${o}`));
      break;
    case 'browser':
      control = list('browser', commonBrowsers, true);
      break;
    case 'source':
      control = list('source', knownNetworks, true, (s) => t(`links.networks.${s}`, { defaultValue: s }));
      break;
    case 'weekdays':
      control = list('weekdays', weekdays, false, (d) => t(`links.weekdays.${d}`));
      break;
    case 'region':
    case 'city':
    case 'ip':
      control = list(type, [], true);
      break;
    case 'dateWindow': {
      const w = conditions.dateWindow ?? { from: '', to: '' };
      control = (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ flex: 1 }}>
          <TextField
            label={t('links.conditions.dateFrom')}
            type="datetime-local"
            value={w.from}
            onChange={(e) => onChange({ ...conditions, dateWindow: { ...w, from: e.target.value } })}
            slotProps={{ inputLabel: { shrink: true } }}
            sx={{ flex: 1 }}
            {...shown('dateFrom')}
          />
          <TextField
            label={t('links.conditions.dateTo')}
            type="datetime-local"
            value={w.to}
            onChange={(e) => onChange({ ...conditions, dateWindow: { ...w, to: e.target.value } })}
            slotProps={{ inputLabel: { shrink: true } }}
            sx={{ flex: 1 }}
            {...shown('dateTo')}
          />
        </Stack>
      );
      break;
    }
    case 'hours': {
      const h = conditions.hours ?? { from: '', to: '' };
      const hourProps = { type: 'number', slotProps: { htmlInput: { min: 0, max: 24 } }, sx: { flex: 1 } } as const;
      control = (
        <Stack direction="row" spacing={1.5} sx={{ flex: 1 }}>
          <TextField
            label={t('links.conditions.hoursFrom')}
            value={h.from}
            onChange={(e) => onChange({ ...conditions, hours: { ...h, from: e.target.value } })}
            {...hourProps}
            {...shown('hours', t('links.conditions.hoursHelp'))}
          />
          <TextField
            label={t('links.conditions.hoursTo')}
            value={h.to}
            onChange={(e) => onChange({ ...conditions, hours: { ...h, to: e.target.value } })}
            {...hourProps}
          />
        </Stack>
      );
      break;
    }
    case 'query': {
      const rows = conditions.query ?? [];
      const setRows = (query: { name: string; value: string }[]) => onChange({ ...conditions, query });
      control = (
        <Stack spacing={1} sx={{ flex: 1 }}>
          {rows.map((q, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity beyond their place
            <Stack key={i} direction="row" spacing={1}>
              <TextField
                label={t('links.conditions.queryName')}
                value={q.name}
                onChange={(e) => setRows(rows.map((r, j) => (j === i ? { ...r, name: e.target.value } : r)))}
                sx={{ flex: 1 }}
                slotProps={{ htmlInput: { dir: 'ltr' } }}
                {...shown(`query.${i}.name`)}
              />
              <TextField
                label={t('links.conditions.queryValue')}
                value={q.value}
                onChange={(e) => setRows(rows.map((r, j) => (j === i ? { ...r, value: e.target.value } : r)))}
                sx={{ flex: 1 }}
                slotProps={{ htmlInput: { dir: 'ltr' } }}
              />
            </Stack>
          ))}
          <div>
            <Button size="small" onClick={() => setRows([...rows, { name: '', value: '' }])}>
              {t('links.conditions.addQuery')}
            </Button>
          </div>
        </Stack>
      );
      break;
    }
  }

  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
      {control}
      <IconButton aria-label={t('links.conditions.remove', { condition: label })} onClick={onRemove} sx={{ mt: 1 }}>
        <CloseIcon />
      </IconButton>
    </Stack>
  );
}
