import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';

export interface Option<T extends string> {
  value: T;
  label: string;
  icon: ReactNode;
}

interface OptionGroupProps<T extends string> {
  title: string;
  value: T;
  options: Option<T>[];
  onChange: (value: T) => void;
}

/** A titled two-way choice in the customizer (mode, direction, layout, …). */
export function OptionGroup<T extends string>({ title, value, options, onChange }: OptionGroupProps<T>) {
  const titleId = useId();
  return (
    <Stack spacing={1.25}>
      <Typography id={titleId} variant="h6" component="h3">
        {title}
      </Typography>
      <ToggleButtonGroup
        exclusive
        fullWidth
        value={value}
        aria-labelledby={titleId}
        onChange={(_, next: T | null) => next && onChange(next)}
        sx={{
          gap: 1.5,
          '& .MuiToggleButtonGroup-grouped': { border: 1, borderColor: 'divider', borderRadius: '7px !important' },
        }}
      >
        {options.map((option) => (
          <ToggleButton
            key={option.value}
            value={option.value}
            sx={{
              py: 1.5,
              gap: 1,
              textTransform: 'none',
              fontWeight: 600,
              '&.Mui-selected': {
                // the light tint under primary.main is below 4.5:1 in light mode; the dark tone is not
                color: (theme) =>
                  theme.palette.mode === 'light' ? theme.palette.primary.dark : theme.palette.primary.main,
                borderColor: 'primary.main !important',
                bgcolor: 'primary.light',
              },
            }}
          >
            {option.icon}
            {option.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Stack>
  );
}
