import Autocomplete from '@mui/material/Autocomplete';
import type { SxProps, Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';

interface SuggestFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly string[];
  /** how an option reads in the list ("fr · français") */
  optionLabel?: (option: string) => string;
  error?: boolean;
  helperText?: string;
  required?: boolean;
  sx?: SxProps<Theme>;
}

/** Free text with suggestions: a value outside the list is allowed (a host, a rare language tag). */
export function SuggestField(props: SuggestFieldProps) {
  return (
    <Autocomplete
      freeSolo
      options={props.options as string[]}
      inputValue={props.value}
      onInputChange={(_, value) => props.onChange(value)}
      getOptionLabel={(option) => option}
      renderOption={({ key, ...optionProps }, option) => (
        <li key={key} {...optionProps}>
          {props.optionLabel ? props.optionLabel(option) : option}
        </li>
      )}
      sx={props.sx}
      renderInput={(params) => (
        <TextField
          {...params}
          label={props.label}
          required={props.required}
          error={props.error}
          helperText={props.helperText}
        />
      )}
    />
  );
}
