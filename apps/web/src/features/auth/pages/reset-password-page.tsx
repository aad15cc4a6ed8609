import LinkOffIcon from '@mui/icons-material/LinkOffOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { resetPasswordFormSchema } from '@osm5/shared/schemas/auth';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { type FieldErrors, validate } from '../../../components/form/field-errors.ts';
import { errorMessageKey } from '../../../lib/error-message.ts';
import { isHttpError } from '../../../lib/http.ts';
import { useResetPasswordMutation } from '../api/reset-password.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { FooterLink } from '../components/footer-link.tsx';
import { PasswordField } from '../components/password-field.tsx';
import { SubmitButton } from '../components/submit-button.tsx';
import { focusFirstError } from '../lib/focus-first-error.ts';

const FIELDS = ['password', 'confirmPassword'] as const;
/** The link itself is no good: ask for a new one rather than retry. */
const DEAD_LINK = new Set(['RESET_LINK_EXPIRED', 'TOKEN_INVALID']);

export function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { token = '' } = useParams();
  const [reset, { isLoading }] = useResetPasswordMutation();
  const [values, setValues] = useState({ password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [expired, setExpired] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setServerError(null);
    const checked = validate(resetPasswordFormSchema, { token, ...values });
    if (!checked.ok) {
      setErrors(checked.errors);
      return focusFirstError(event.currentTarget, FIELDS, checked.errors);
    }
    setErrors({});
    try {
      await reset({ token, ...values }).unwrap();
      navigate('/auth/login', { replace: true, state: { notice: 'passwordReset' } });
    } catch (error) {
      const http = isHttpError(error) ? error : null;
      if (http?.code && DEAD_LINK.has(http.code)) setExpired(true);
      else setServerError(t(errorMessageKey(http)));
    }
  };

  if (expired) {
    return (
      <AuthCard icon={<LinkOffIcon />} title={t('auth.reset.expiredTitle')} subtitle={t('errors.RESET_LINK_EXPIRED')}>
        <Button component={RouterLink} to="/auth/forgot_password" variant="contained" size="large" fullWidth>
          {t('auth.reset.requestNew')}
        </Button>
      </AuthCard>
    );
  }

  const field = (name: (typeof FIELDS)[number], label: string) => (
    <PasswordField
      name={name}
      label={label}
      autoComplete="new-password"
      value={values[name]}
      onChange={(event) => setValues((v) => ({ ...v, [name]: event.target.value }))}
      error={Boolean(errors[name])}
      helperText={errors[name] ? t(errors[name]) : ' '}
      required
      fullWidth
    />
  );

  return (
    <AuthCard
      title={t('auth.reset.title')}
      subtitle={t('auth.reset.subtitle')}
      footer={<FooterLink to="/auth/login" label={t('auth.forgot.back')} />}
    >
      <Box component="form" noValidate onSubmit={submit}>
        <Stack spacing={2}>
          {serverError && (
            <Alert severity="error" role="alert" variant="outlined">
              {serverError}
            </Alert>
          )}
          {field('password', t('auth.reset.password'))}
          {field('confirmPassword', t('auth.reset.confirmPassword'))}
          <SubmitButton busy={isLoading} label={t('auth.reset.submit')} busyLabel={t('auth.reset.submitting')} />
        </Stack>
      </Box>
    </AuthCard>
  );
}
