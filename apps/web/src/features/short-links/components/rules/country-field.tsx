import Autocomplete from '@mui/material/Autocomplete';
import type { SxProps, Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { countryCodes, regionName } from '../../../../components/region-names.ts';

interface CountryFieldProps {
  label: string;
  value: string;
  onChange: (code: string) => void;
  error?: string;
  required?: boolean;
  sx?: SxProps<Theme>;
}

/** One country by its ISO code, searched by its name in the interface language. */
export function CountryField({ label, value, onChange, error, required, sx }: CountryFieldProps) {
  const { t, i18n } = useTranslation();
  const codes = useMemo(() => countryCodes(), []);
  const name = (code: string) => `${regionName(code, i18n.language)} (${code})`;
  return (
    <Autocomplete
      options={codes}
      value={value ? value.toUpperCase() : null}
      onChange={(_, code) => onChange(code ?? '')}
      getOptionLabel={name}
      sx={sx}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          required={required}
          error={Boolean(error)}
          helperText={error ? t(error) : undefined}
        />
      )}
    />
  );
}
