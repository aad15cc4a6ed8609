import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { forgotPasswordBodySchema } from '@osm5/shared/schemas/auth';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { type FieldErrors, validate } from '../../../components/form/field-errors.ts';
import { errorMessageKey } from '../../../lib/error-message.ts';
import { isHttpError } from '../../../lib/http.ts';
import { useForgotPasswordMutation } from '../api/forgot-password.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { FooterLink } from '../components/footer-link.tsx';
import { SubmitButton } from '../components/submit-button.tsx';

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [forgot, { isLoading }] = useForgotPasswordMutation();
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setServerError(null);
    const checked = validate(forgotPasswordBodySchema, { email });
    if (!checked.ok) {
      setErrors(checked.errors);
      (event.currentTarget.elements.namedItem('email') as HTMLInputElement | null)?.focus();
      return;
    }
    setErrors({});
    try {
      await forgot(checked.data).unwrap();
      navigate('/auth/forgot_password_success', { state: { email: checked.data.email } });
    } catch (error) {
      setServerError(t(errorMessageKey(isHttpError(error) ? error : null)));
    }
  };

  return (
    <AuthCard
      title={t('auth.forgot.title')}
      subtitle={t('auth.forgot.subtitle')}
      footer={<FooterLink to="/auth/login" label={t('auth.forgot.back')} />}
    >
      <Box component="form" noValidate onSubmit={submit}>
        <Stack spacing={2}>
          {serverError && (
            <Alert severity="error" role="alert" variant="outlined">
              {serverError}
            </Alert>
          )}
          <TextField
            name="email"
            type="email"
            autoComplete="email"
            label={t('auth.forgot.email')}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={Boolean(errors.email)}
            helperText={errors.email ? t(errors.email) : ' '}
            required
            fullWidth
          />
          <SubmitButton busy={isLoading} label={t('auth.forgot.submit')} busyLabel={t('auth.forgot.submitting')} />
        </Stack>
      </Box>
    </AuthCard>
  );
}
