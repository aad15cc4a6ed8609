import type { SxProps, Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { fieldError } from '../../../../components/form/field-error.ts';
import type { FieldErrors } from '../../../../components/form/field-errors.ts';

interface UrlFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  errors: FieldErrors;
  /** the schema path whose problem this field shows */
  path: string;
  help?: string;
  required?: boolean;
  sx?: SxProps<Theme>;
}

/** An absolute http(s) destination. */
export function UrlField({ label, value, onChange, errors, path, help, required, sx }: UrlFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      type="url"
      placeholder="https://"
      required={required}
      fullWidth
      slotProps={{ htmlInput: { dir: 'ltr', 'data-path': path } }}
      sx={sx}
      {...fieldError(errors, t, path, help)}
    />
  );
}
