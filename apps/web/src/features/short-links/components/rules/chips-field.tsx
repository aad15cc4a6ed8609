import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import type { SxProps, Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';

interface ChipsFieldProps {
  label: string;
  value: string[];
  onChange: (value: string[]) => void;
  options: readonly string[];
  optionLabel?: (option: string) => string;
  /** free text allowed (typed values become chips on Enter or when leaving the field) */
  free?: boolean;
  error?: boolean;
  helperText?: string;
  sx?: SxProps<Theme>;
}

/** A list of values as chips. */
export function ChipsField(props: ChipsFieldProps) {
  const label = props.optionLabel ?? ((o: string) => o);
  return (
    <Autocomplete
      multiple
      freeSolo={props.free}
      autoSelect={props.free}
      options={props.options as string[]}
      value={props.value}
      onChange={(_, value) => props.onChange(value.map((v) => v.trim()).filter(Boolean))}
      getOptionLabel={label}
      renderValue={(values, getItemProps) =>
        values.map((v, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} label={label(v)} size="small" {...itemProps} />;
        })
      }
      sx={props.sx}
      renderInput={(params) => (
        <TextField {...params} label={props.label} error={props.error} helperText={props.helperText} />
      )}
    />
  );
}
