import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { type ChangeEvent, type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react';

export interface LeanTextFieldProps {
  name: string;
  label: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  inputRef?: Ref<HTMLInputElement>;
  type?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  required?: boolean;
  fullWidth?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  endAdornment?: ReactNode;
  /** attributes of the <input> itself (inputMode, maxLength, dir…) */
  htmlInput?: InputHTMLAttributes<HTMLInputElement>;
}

/**
 * MUI's TextField, assembled from its parts: looks and behaves the same
 * (label, outline, helper text, aria wiring) without importing Select, which
 * TextField always pulls in. Used on the sign-in page to keep it in budget.
 */
export function LeanTextField(props: LeanTextFieldProps) {
  const id = useId();
  const helperId = `${id}-helper`;
  return (
    <FormControl variant="outlined" fullWidth={props.fullWidth} required={props.required} error={props.error}>
      <InputLabel htmlFor={id}>{props.label}</InputLabel>
      <OutlinedInput
        id={id}
        name={props.name}
        label={props.required ? `${props.label} *` : props.label}
        type={props.type ?? 'text'}
        value={props.value}
        onChange={props.onChange}
        inputRef={props.inputRef}
        autoComplete={props.autoComplete}
        autoFocus={props.autoFocus}
        endAdornment={props.endAdornment}
        inputProps={props.htmlInput}
        aria-describedby={props.helperText ? helperId : undefined}
      />
      {props.helperText && <FormHelperText id={helperId}>{props.helperText}</FormHelperText>}
    </FormControl>
  );
}
