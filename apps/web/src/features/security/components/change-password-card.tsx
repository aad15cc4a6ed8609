import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { changePasswordFormSchema } from '@osm5/shared/schemas/security';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type FieldErrors, serverFieldErrors, validate } from '../../../components/form/field-errors.ts';
import { errorMessageKey } from '../../../lib/error-message.ts';
import { isHttpError } from '../../../lib/http.ts';
import { useChangePasswordMutation } from '../api/change-password.ts';
import { SectionCard } from './section-card.tsx';

const FIELDS = ['currentPassword', 'password', 'confirmPassword'] as const;
type Field = (typeof FIELDS)[number];
const EMPTY: Record<Field, string> = { currentPassword: '', password: '', confirmPassword: '' };

/** The server's own mismatch codes belong to a field, like the client-side checks. */
const FIELD_OF_CODE: Record<string, Field> = {
  CURRENT_PASSWORD_MISMATCH: 'currentPassword',
  PASSWORD_MISMATCH: 'confirmPassword',
};

export function ChangePasswordCard({ onChanged }: { onChanged: (revoked: number) => void }) {
  const { t } = useTranslation();
  const [change, { isLoading }] = useChangePasswordMutation();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const form = event.currentTarget;
    const focus = (found: FieldErrors) => {
      const first = FIELDS.find((f) => found[f]);
      if (first) (form.elements.namedItem(first) as HTMLInputElement | null)?.focus();
    };
    const checked = validate(changePasswordFormSchema, values);
    if (!checked.ok) {
      setErrors(checked.errors);
      return focus(checked.errors);
    }
    setErrors({});
    try {
      const { data } = await change(values).unwrap();
      setValues(EMPTY);
      onChanged(data.revoked);
    } catch (error) {
      const http = isHttpError(error) ? error : null;
      const field = http?.code ? FIELD_OF_CODE[http.code] : undefined;
      const found = field ? { [field]: `errors.${http?.code}` } : serverFieldErrors(http ?? undefined);
      setErrors(found);
      if (Object.keys(found).length > 0) focus(found);
      else setFormError(t(errorMessageKey(http)));
    }
  };

  const field = (name: Field, label: string, autoComplete: string): TextFieldProps => ({
    name,
    label,
    autoComplete,
    type: 'password',
    required: true,
    fullWidth: true,
    value: values[name],
    onChange: (event) => setValues((v) => ({ ...v, [name]: event.target.value })),
    error: Boolean(errors[name]),
    helperText: errors[name] ? t(errors[name]) : name === 'password' ? t('security.password.hint') : ' ',
  });

  return (
    <SectionCard title={t('security.password.title')} description={t('security.password.description')}>
      <Box component="form" noValidate onSubmit={submit}>
        {formError && (
          <Alert severity="error" role="alert" variant="outlined" sx={{ mb: 2 }}>
            {formError}
          </Alert>
        )}
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 4 }}>
            <TextField {...field('currentPassword', t('security.password.current'), 'current-password')} />
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <TextField {...field('password', t('security.password.new'), 'new-password')} />
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <TextField {...field('confirmPassword', t('security.password.confirm'), 'new-password')} />
          </Grid>
        </Grid>
        <Button
          type="submit"
          variant="contained"
          disabled={isLoading}
          sx={{ mt: 1 }}
          startIcon={isLoading ? <CircularProgress size={16} color="inherit" aria-hidden="true" /> : undefined}
        >
          {isLoading ? t('security.password.saving') : t('security.password.submit')}
        </Button>
      </Box>
    </SectionCard>
  );
}
