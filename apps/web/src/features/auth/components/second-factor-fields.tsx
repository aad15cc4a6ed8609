import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { LeanTextField } from './lean-text-field.tsx';

export type SecondFactorMethod = 'totp' | 'recovery';

interface SecondFactorFieldsProps {
  inputRef: Ref<HTMLInputElement>;
  method: SecondFactorMethod;
  value: string;
  error?: string;
  onChange: (value: string) => void;
  onMethodChange: (method: SecondFactorMethod) => void;
}

/** The sign-in's second step: the authenticator's 6-digit code, or one recovery code. */
export function SecondFactorFields(props: SecondFactorFieldsProps) {
  const { t } = useTranslation();
  const totp = props.method === 'totp';
  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">
        {totp ? t('auth.login.twoFactor.description') : t('auth.login.twoFactor.recoveryDescription')}
      </Typography>
      <LeanTextField
        key={props.method}
        inputRef={props.inputRef}
        autoFocus
        label={totp ? t('auth.login.twoFactor.code') : t('auth.login.twoFactor.recoveryCode')}
        name={totp ? 'totp' : 'recoveryCode'}
        autoComplete="one-time-code"
        required
        fullWidth
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        error={Boolean(props.error)}
        helperText={props.error ? t(props.error) : ' '}
        htmlInput={totp ? { inputMode: 'numeric', pattern: '[0-9]*', maxLength: 6, dir: 'ltr' } : { dir: 'ltr' }}
      />
      <Link
        component="button"
        type="button"
        onClick={() => props.onMethodChange(totp ? 'recovery' : 'totp')}
        sx={{ fontWeight: 600, alignSelf: 'flex-start' }}
      >
        {totp ? t('auth.login.twoFactor.useRecovery') : t('auth.login.twoFactor.useCode')}
      </Link>
    </Stack>
  );
}
