import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { errorMessageKey } from '../../../lib/error-message.ts';
import { isHttpError } from '../../../lib/http.ts';
import { type LoginResponse, useLoginMutation } from '../api/login.ts';
import { PasswordField } from './password-field.tsx';
import { type LoginErrors, validateLogin } from './validate-login.ts';

interface LoginFormProps {
  onSignedIn: (response: LoginResponse) => void;
}

export function LoginForm({ onSignedIn }: LoginFormProps) {
  const { t } = useTranslation();
  const [login, { isLoading }] = useLoginMutation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(true);
  const [errors, setErrors] = useState<LoginErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setServerError(null);
    const found = validateLogin({ email, password });
    setErrors(found);
    // Focus the first invalid field so keyboard and screen-reader users land on the problem.
    if (found.email) return emailRef.current?.focus();
    if (found.password) return passwordRef.current?.focus();
    try {
      onSignedIn(await login({ email: email.trim(), password, remember }).unwrap());
    } catch (error) {
      setServerError(errorMessageKey(isHttpError(error) ? error : null));
    }
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-describedby={serverError ? 'login-error' : undefined}>
      <Stack spacing={2.5}>
        {serverError && (
          <Alert id="login-error" severity="error" role="alert" variant="outlined">
            {t(serverError)}
          </Alert>
        )}
        <TextField
          inputRef={emailRef}
          label={t('auth.login.email')}
          type="email"
          name="email"
          autoComplete="email"
          required
          fullWidth
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={Boolean(errors.email)}
          helperText={errors.email ? t(errors.email) : ' '}
        />
        <PasswordField
          inputRef={passwordRef}
          label={t('auth.login.password')}
          name="password"
          autoComplete="current-password"
          required
          fullWidth
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={Boolean(errors.password)}
          helperText={errors.password ? t(errors.password) : ' '}
        />
        <Stack
          direction="row"
          sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', mt: '-4px !important' }}
        >
          <FormControlLabel
            control={<Checkbox checked={remember} onChange={(event) => setRemember(event.target.checked)} />}
            label={t('auth.login.remember')}
          />
          <Link component={RouterLink} to="/auth/forgot_password" sx={{ fontWeight: 600 }}>
            {t('auth.login.forgot')}
          </Link>
        </Stack>
        <Button
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          disabled={isLoading}
          sx={{ py: 1.4 }}
          startIcon={isLoading ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : undefined}
        >
          {isLoading ? t('auth.login.submitting') : t('auth.login.submit')}
        </Button>
      </Stack>
    </Box>
  );
}
