import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface ColourFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** an error key, shown translated */
  error?: string | undefined;
}

const isHex = (v: string) => /^#[0-9a-fA-F]{6}$/.test(v);

/** A #RRGGBB field with the system colour picker beside it; typing an incomplete colour keeps the last good one. */
export function ColourField({ label, value, onChange, error }: ColourFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  const invalid = !isHex(text);
  return (
    <TextField
      id={id}
      fullWidth
      label={label}
      size="small"
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        if (isHex(e.target.value)) onChange(e.target.value.toLowerCase());
      }}
      error={invalid || !!error}
      helperText={invalid ? t('validation.invalid_colour') : error ? t(error) : undefined}
      slotProps={{
        htmlInput: { spellCheck: false, maxLength: 7, dir: 'ltr' },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <Box
                component="input"
                type="color"
                aria-label={t('linkTools.pickColour', { name: label })}
                value={isHex(value) ? value : '#000000'}
                onChange={(e: React.ChangeEvent<HTMLInputElement>) => onChange(e.target.value.toLowerCase())}
                sx={{
                  width: 28,
                  height: 28,
                  p: 0,
                  border: 1,
                  borderColor: 'divider',
                  borderRadius: 1,
                  bgcolor: 'transparent',
                  cursor: 'pointer',
                }}
              />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
