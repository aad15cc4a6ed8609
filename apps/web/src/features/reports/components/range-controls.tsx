import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { type RangeChoice, type RangePreset, rangeDays, rangePresets } from '../lib/report-range.ts';

interface RangeControlsProps {
  choice: RangeChoice;
  onChoice: (choice: RangeChoice) => void;
  /** without it, a report that does not compare: no switch */
  compare?: boolean;
  onCompare?: (compare: boolean) => void;
  invalid: boolean;
}

/** The period of the report (a preset or custom days) and whether to compare it with the one before. */
export function RangeControls({ choice, onChoice, compare, onCompare, invalid }: RangeControlsProps) {
  const { t } = useTranslation();
  const pick = (preset: RangePreset) =>
    // custom starts from the days shown so far
    onChoice(preset === 'custom' ? { preset, ...rangeDays(choice) } : { ...choice, preset });
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5, alignItems: { sm: 'center' }, flexWrap: 'wrap' }}>
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
      {onCompare && (
        <FormControlLabel
          control={<Switch checked={Boolean(compare)} onChange={(e) => onCompare(e.target.checked)} />}
          label={t('reports.layout.compare')}
        />
      )}
    </Stack>
  );
}
