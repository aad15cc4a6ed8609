import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { Contact } from '@osm5/shared/schemas/contacts';
import { useMemo } from 'react';

interface ContactEmailFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** the address book; those with an e-mail address are offered */
  contacts: readonly Contact[];
  error?: string;
  required?: boolean;
  autoFocus?: boolean;
}

const nameOf = (c: Contact) => [c.firstname, c.lastname].filter(Boolean).join(' ');

/** An e-mail address typed freely, with the user's contacts offered as they type (name or address). */
export function ContactEmailField({
  label,
  value,
  onChange,
  contacts,
  error,
  required,
  autoFocus,
}: ContactEmailFieldProps) {
  const options = useMemo(() => contacts.filter((c) => c.email), [contacts]);
  return (
    <Autocomplete
      freeSolo
      options={options}
      inputValue={value}
      onInputChange={(_, next, reason) => {
        if (reason !== 'reset' || next) onChange(next);
      }}
      onChange={(_, picked) => {
        if (picked && typeof picked !== 'string' && picked.email) onChange(picked.email);
      }}
      getOptionLabel={(option) => (typeof option === 'string' ? option : (option.email ?? ''))}
      filterOptions={(list, state) => {
        const needle = state.inputValue.trim().toLowerCase();
        if (!needle) return list.slice(0, 8);
        return list
          .filter((c) => `${nameOf(c)} ${c.email} ${c.company ?? ''}`.toLowerCase().includes(needle))
          .slice(0, 8);
      }}
      renderOption={({ key, ...props }, option) => (
        <li key={key} {...props}>
          {nameOf(option)} &lt;{option.email}&gt;
        </li>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          type="email"
          required={required}
          autoFocus={autoFocus}
          error={Boolean(error)}
          helperText={error}
        />
      )}
    />
  );
}
