import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { useState } from 'react';

interface ChipsFieldProps {
  label: string;
  values: string[];
  onChange: (values: string[]) => void;
  /** the first problem of the list or of one of its values (already translated) */
  error?: string;
  helperText?: string;
  placeholder?: string;
  /** values the schema rejected, by index: their chips turn red */
  invalid?: (index: number) => boolean;
  /** hosts, addresses and paths read left to right in every language */
  ltr?: boolean;
  disabled?: boolean;
}

const SEPARATORS = /[\s,;]+/;
const unique = (values: string[]) => [...new Set(values.map((v) => v.trim()).filter(Boolean))];

/**
 * A list typed as chips: Enter, a comma, a space or leaving the field adds
 * what was typed; a pasted list is split; Backspace on an empty field takes
 * the last chip back. Each chip has a delete button.
 */
export function ChipsField(props: ChipsFieldProps) {
  const [input, setInput] = useState('');
  return (
    <Autocomplete
      multiple
      freeSolo
      autoSelect
      disabled={props.disabled}
      options={[]}
      value={props.values}
      inputValue={input}
      onInputChange={(_, text, reason) => {
        if (reason === 'input' && SEPARATORS.test(text)) {
          const parts = text.split(SEPARATORS);
          const rest = parts.pop() ?? '';
          props.onChange(unique([...props.values, ...parts]));
          setInput(rest);
          return;
        }
        setInput(reason === 'reset' ? '' : text);
      }}
      onChange={(_, values) => props.onChange(unique(values))}
      renderValue={(values, getItemProps) =>
        values.map((value, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return (
            <Chip
              key={key}
              label={<bdi dir={props.ltr ? 'ltr' : undefined}>{value}</bdi>}
              size="small"
              color={props.invalid?.(index) ? 'error' : 'default'}
              variant={props.invalid?.(index) ? 'outlined' : 'filled'}
              {...itemProps}
            />
          );
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label={props.label}
          placeholder={props.values.length === 0 ? props.placeholder : undefined}
          error={Boolean(props.error)}
          helperText={props.error ?? props.helperText}
          slotProps={{
            ...params.slotProps,
            htmlInput: {
              ...params.slotProps.htmlInput,
              dir: props.ltr ? 'ltr' : undefined,
              autoCapitalize: 'off',
              spellCheck: false,
            },
          }}
        />
      )}
    />
  );
}
