import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { type RangeChoice, type RangePreset, rangeDays, rangePresets } from '../lib/report-range.ts';

/** The period of a report that has no comparison: a preset or custom days (the range picker without its switch). */
export function PeriodControls(props: { choice: RangeChoice; onChoice: (c: RangeChoice) => void; invalid: boolean }) {
  const { t } = useTranslation();
  const { choice, onChoice, invalid } = props;
  const pick = (preset: RangePreset) =>
    onChoice(preset === 'custom' ? { preset, ...rangeDays(choice) } : { ...choice, preset });
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5, flexWrap: 'wrap' }}>
      <TextField
        select
        size="small"
        label={t('reports.layout.range')}
        value={choice.preset}
        onChange={(e) => pick(e.target.value as RangePreset)}
        sx={{ minWidth: 180 }}
      >
        {rangePresets.map((p) => (
          <MenuItem key={p} value={p}>
            {t(`reports.layout.presets.${p}`)}
          </MenuItem>
        ))}
      </TextField>
      {choice.preset === 'custom' &&
        (['from', 'to'] as const).map((key) => (
          <TextField
            key={key}
            type="date"
            size="small"
            label={t(`reports.layout.${key}`)}
            value={choice[key]}
            onChange={(e) => onChoice({ ...choice, [key]: e.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
            error={invalid}
            helperText={invalid && key === 'to' ? t('reports.layout.badRange') : undefined}
          />
        ))}
    </Stack>
  );
}
