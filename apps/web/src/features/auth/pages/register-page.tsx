import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { registerFormSchema } from '@osm5/shared/schemas/auth';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { type FieldErrors, validate } from '../../../components/form/field-errors.ts';
import { errorMessageKey } from '../../../lib/error-message.ts';
import { isHttpError } from '../../../lib/http.ts';
import { useRegisterMutation } from '../api/register.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { FooterLink } from '../components/footer-link.tsx';
import { PasswordField } from '../components/password-field.tsx';
import { SubmitButton } from '../components/submit-button.tsx';
import { focusFirstError } from '../lib/focus-first-error.ts';

const FIELDS = ['name', 'email', 'password', 'confirmPassword'] as const;
type Field = (typeof FIELDS)[number];

export function RegisterPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [register, { isLoading }] = useRegisterMutation();
  const [values, setValues] = useState<Record<Field, string>>({
    name: '',
    email: '',
    password: '',
    confirmPassword: '',
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);

  const set = (field: Field) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: event.target.value }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setServerError(null);
    const form = event.currentTarget;
    const checked = validate(registerFormSchema, values);
    if (!checked.ok) {
      setErrors(checked.errors);
      return focusFirstError(form, FIELDS, checked.errors);
    }
    setErrors({});
    try {
      const { data } = await register({ ...values, name: values.name.trim(), locale: i18n.language }).unwrap();
      navigate(`/auth/verify_email_info?email=${encodeURIComponent(data.email)}`);
    } catch (error) {
      setServerError(t(errorMessageKey(isHttpError(error) ? error : null)));
    }
  };

  const fieldProps = (field: Field) => ({
    name: field,
    value: values[field],
    onChange: set(field),
    error: Boolean(errors[field]),
    helperText: errors[field] ? t(errors[field]) : ' ',
    required: true,
    fullWidth: true,
  });

  return (
    <AuthCard
      title={t('auth.register.title')}
      subtitle={t('auth.register.subtitle')}
      footer={<FooterLink lead={t('auth.register.haveAccount')} to="/auth/login" label={t('auth.register.signIn')} />}
    >
      <Box component="form" noValidate onSubmit={submit}>
        <Stack spacing={2}>
          {serverError && (
            <Alert severity="error" role="alert" variant="outlined">
              {serverError}
            </Alert>
          )}
          <TextField {...fieldProps('name')} label={t('auth.register.name')} autoComplete="name" />
          <TextField {...fieldProps('email')} label={t('auth.register.email')} type="email" autoComplete="email" />
          <PasswordField
            {...fieldProps('password')}
            label={t('auth.register.password')}
            autoComplete="new-password"
            helperText={errors.password ? t(errors.password) : t('auth.register.passwordHint')}
          />
          <PasswordField
            {...fieldProps('confirmPassword')}
            label={t('auth.register.confirmPassword')}
            autoComplete="new-password"
          />
          <SubmitButton busy={isLoading} label={t('auth.register.submit')} busyLabel={t('auth.register.submitting')} />
        </Stack>
      </Box>
    </AuthCard>
  );
}
