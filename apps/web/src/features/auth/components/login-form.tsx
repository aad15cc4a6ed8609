import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { errorMessageKey } from '../../../lib/error-message.ts';
import { type HttpError, isHttpError } from '../../../lib/http.ts';
import { type LoginRequest, type LoginResponse, login } from '../api/login.ts';
import { waitOf } from '../lib/after-sign-in.ts';
import { LeanTextField } from './lean-text-field.tsx';
import { PasswordField } from './password-field.tsx';
import { SecondFactorFields, type SecondFactorMethod } from './second-factor-fields.tsx';
import { type LoginErrors, validateLogin, validateSecondFactor } from './validate-login.ts';

interface LoginFormProps {
  initialEmail?: string;
  onSignedIn: (response: LoginResponse) => Promise<void> | void;
  /** the password was right but the address is not verified yet */
  onUnverified: (email: string) => void;
  /** the form switched between the password step and the second-factor step */
  onStepChange?: (step: 'password' | 'secondFactor') => void;
}

export function LoginForm({ initialEmail = '', onSignedIn, onUnverified, onStepChange }: LoginFormProps) {
  const { t } = useTranslation();
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(true);
  const [step, setStep] = useState<'password' | 'secondFactor'>('password');
  const [method, setMethod] = useState<SecondFactorMethod>('totp');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<LoginErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [blockedUntil, setBlockedUntil] = useState(0);
  /** from sending the form until the signed-in app takes over, or an error comes back */
  const [busy, setBusy] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);

  // A rate limit disables the button until Retry-After has passed.
  useEffect(() => {
    if (blockedUntil <= Date.now()) return;
    const timer = setTimeout(() => setBlockedUntil(0), blockedUntil - Date.now());
    return () => clearTimeout(timer);
  }, [blockedUntil]);

  const goTo = (next: 'password' | 'secondFactor') => {
    setStep(next);
    setCode('');
    setErrors({});
    onStepChange?.(next);
  };

  const explain = (error: HttpError | null) => {
    if (error?.code === 'RATE_LIMITED' && error.retryAfterSeconds) {
      const wait = waitOf(error.retryAfterSeconds);
      setBlockedUntil(Date.now() + error.retryAfterSeconds * 1000);
      return t(`auth.login.rateLimited.${wait.unit}`, { count: wait.count });
    }
    if (step === 'secondFactor' && error?.code === 'INVALID_CREDENTIALS') return t('auth.login.twoFactor.invalidCode');
    return t(errorMessageKey(error));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setServerError(null);
    const found = step === 'password' ? validateLogin({ email, password }) : validateSecondFactor(method, code);
    setErrors(found);
    // Focus the first invalid field so keyboard and screen-reader users land on the problem.
    if (found.email) return emailRef.current?.focus();
    if (found.password) return passwordRef.current?.focus();
    if (found.code) return codeRef.current?.focus();
    const request: LoginRequest = { email: email.trim(), password, remember };
    if (step === 'secondFactor') request[method === 'totp' ? 'totp' : 'recoveryCode'] = code.trim();
    setBusy(true);
    try {
      await onSignedIn(await login(request));
    } catch (caught) {
      setBusy(false);
      const error = isHttpError(caught) ? caught : null;
      if (error?.code === 'EMAIL_NOT_VERIFIED') return onUnverified(email.trim());
      if (error?.code === 'TWO_FACTOR_REQUIRED') {
        goTo('secondFactor');
        return;
      }
      setServerError(explain(error));
    }
  };

  const blocked = blockedUntil > Date.now();

  return (
    <Box component="form" noValidate onSubmit={submit} aria-describedby={serverError ? 'login-error' : undefined}>
      <Stack spacing={2.5}>
        {serverError && (
          <Alert id="login-error" severity="error" role="alert" variant="outlined">
            {serverError}
          </Alert>
        )}
        {step === 'password' ? (
          <>
            <LeanTextField
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
          </>
        ) : (
          <SecondFactorFields
            inputRef={codeRef}
            method={method}
            value={code}
            error={errors.code}
            onChange={setCode}
            onMethodChange={(next) => {
              setMethod(next);
              setCode('');
              setErrors({});
            }}
          />
        )}
        <Button
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          disabled={busy || blocked}
          sx={{ py: 1.4 }}
          startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : undefined}
        >
          {busy
            ? t('auth.login.submitting')
            : step === 'password'
              ? t('auth.login.submit')
              : t('auth.login.twoFactor.submit')}
        </Button>
        {step === 'secondFactor' && (
          <Button variant="text" onClick={() => goTo('password')}>
            {t('auth.login.twoFactor.back')}
          </Button>
        )}
      </Stack>
    </Box>
  );
}
