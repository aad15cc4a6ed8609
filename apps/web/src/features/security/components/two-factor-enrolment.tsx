import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../../lib/error-message.ts';
import { isHttpError } from '../../../lib/http.ts';
import { useConfirmTwoFactorMutation } from '../api/confirm-two-factor.ts';
import type { Enrolment } from '../api/enrol-two-factor.ts';

interface TwoFactorEnrolmentProps {
  enrolment: Enrolment;
  onConfirmed: (recoveryCodes: string[]) => void;
  onCancel: () => void;
}

/** Scan the QR code (or type the key), then prove it works with a first code. */
export function TwoFactorEnrolment({ enrolment, onConfirmed, onCancel }: TwoFactorEnrolmentProps) {
  const { t } = useTranslation();
  const [confirm, { isLoading }] = useConfirmTwoFactorMutation();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(code.trim())) return setError('validation.totp_format');
    setError(null);
    try {
      const { data } = await confirm({ code: code.trim() }).unwrap();
      onConfirmed(data.recoveryCodes);
    } catch (caught) {
      const http = isHttpError(caught) ? caught : null;
      setError(http?.code === 'VALIDATION_ERROR' ? 'validation.totp_invalid' : errorMessageKey(http));
    }
  };

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={4} sx={{ alignItems: { md: 'flex-start' } }}>
      <Box
        component="img"
        src={enrolment.qrDataUrl}
        alt={t('security.twoFactor.qrAlt')}
        sx={{ width: 200, height: 200, bgcolor: '#fff', p: 1, borderRadius: 1, border: 1, borderColor: 'divider' }}
      />
      <Box component="form" noValidate onSubmit={submit} sx={{ flex: 1, minWidth: 0 }}>
        <Stack spacing={2}>
          <Typography>{t('security.twoFactor.scan')}</Typography>
          <div>
            <Typography variant="body2" color="text.secondary">
              {t('security.twoFactor.manualKey')}
            </Typography>
            <Typography
              sx={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', overflowWrap: 'anywhere' }}
            >
              {/* a Latin key inside a right-to-left page keeps its own order */}
              <bdi data-testid="totp-secret">{enrolment.secret}</bdi>
            </Typography>
          </div>
          <TextField
            name="code"
            label={t('security.twoFactor.code')}
            autoComplete="one-time-code"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            error={Boolean(error)}
            helperText={error ? t(error) : t('security.twoFactor.codeHint')}
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6, dir: 'ltr' } }}
            sx={{ maxWidth: 280 }}
            required
          />
          <Stack direction="row" spacing={1}>
            <Button
              type="submit"
              variant="contained"
              disabled={isLoading}
              startIcon={isLoading ? <CircularProgress size={16} color="inherit" aria-hidden="true" /> : undefined}
            >
              {t('security.twoFactor.confirm')}
            </Button>
            <Button onClick={onCancel} disabled={isLoading}>
              {t('security.cancel')}
            </Button>
          </Stack>
        </Stack>
      </Box>
    </Stack>
  );
}
