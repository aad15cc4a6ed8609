import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';

/** The row of filters above a list, wrapping on narrow screens. */
export function FilterBar({ children }: { children: ReactNode }) {
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1.5, mb: 2 }}>
      {children}
    </Stack>
  );
}

interface FilterSelectProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly string[];
  optionLabel: (option: string) => string;
  /** the first choice, value "", that filters nothing; a sort has none */
  allLabel?: string;
  minWidth: number;
}

/** One drop-down of a filter bar. */
export function FilterSelect({ label, value, onChange, options, optionLabel, allLabel, minWidth }: FilterSelectProps) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      sx={{ minWidth }}
    >
      {allLabel !== undefined && <MenuItem value="">{allLabel}</MenuItem>}
      {options.map((option) => (
        <MenuItem key={option} value={option}>
          {optionLabel(option)}
        </MenuItem>
      ))}
    </TextField>
  );
}
