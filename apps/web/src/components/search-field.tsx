import type { SxProps, Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';

interface SearchFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** the list's page setter: a new search starts again on page 1 */
  setPage: (page: number) => void;
  label?: string;
  sx?: SxProps<Theme>;
}

/** The search box above a paginated list. */
export function SearchField({ value, onChange, setPage, label, sx }: SearchFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      type="search"
      size="small"
      label={label ?? t('ui.search')}
      value={value}
      onChange={(e) => {
        onChange(e.target.value);
        setPage(1);
      }}
      sx={[{ minWidth: 280 }, ...(Array.isArray(sx) ? sx : [sx])]}
    />
  );
}
