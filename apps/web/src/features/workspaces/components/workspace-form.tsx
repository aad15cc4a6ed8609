import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { createWorkspaceSchema } from '@osm5/shared/schemas/workspaces';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type FieldErrors, validate } from '../../../components/form/field-errors.ts';
import { FormActions } from '../../../components/form/form-actions.tsx';

export interface WorkspaceFormValues {
  name: string;
  description: string;
  visibility: 'private' | 'public';
}

interface WorkspaceFormProps {
  initial: WorkspaceFormValues;
  submitLabel: string;
  busy: boolean;
  serverErrors: FieldErrors;
  onSubmit: (values: WorkspaceFormValues) => void;
  onCancel: () => void;
}

/** Name (the shared 4–30 rule), description and visibility: create and edit. */
export function WorkspaceForm(props: WorkspaceFormProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState(props.initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const shown = { ...props.serverErrors, ...errors };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validate(createWorkspaceSchema, values);
    if (!result.ok) return setErrors(result.errors);
    setErrors({});
    props.onSubmit({ ...values, name: result.data.name, description: result.data.description });
  };

  return (
    <Stack component="form" noValidate spacing={3} onSubmit={submit} sx={{ maxWidth: 560 }}>
      <TextField
        label={t('workspaces.form.name')}
        value={values.name}
        onChange={(e) => setValues({ ...values, name: e.target.value })}
        required
        autoFocus
        error={Boolean(shown.name)}
        helperText={shown.name ? t(shown.name) : t('workspaces.form.nameHelp')}
        slotProps={{ htmlInput: { maxLength: 60 } }}
      />
      <TextField
        label={t('workspaces.form.description')}
        value={values.description}
        onChange={(e) => setValues({ ...values, description: e.target.value })}
        multiline
        minRows={3}
        error={Boolean(shown.description)}
        helperText={shown.description ? t(shown.description) : undefined}
      />
      <FormControl>
        <FormLabel id="visibility-label">{t('workspaces.form.visibility')}</FormLabel>
        <RadioGroup
          aria-labelledby="visibility-label"
          value={values.visibility}
          onChange={(e) => setValues({ ...values, visibility: e.target.value === 'private' ? 'private' : 'public' })}
        >
          <FormControlLabel value="public" control={<Radio />} label={t('workspaces.form.public')} />
          <FormControlLabel value="private" control={<Radio />} label={t('workspaces.form.private')} />
        </RadioGroup>
      </FormControl>
      <FormActions submitLabel={props.submitLabel} busy={props.busy} onCancel={props.onCancel} />
    </Stack>
  );
}
