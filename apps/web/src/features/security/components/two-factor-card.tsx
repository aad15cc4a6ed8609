import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataState } from '../../../components/data-state.tsx';
import { errorMessageKey } from '../../../lib/error-message.ts';
import { type HttpError, isHttpError } from '../../../lib/http.ts';
import { useDisableTwoFactorMutation } from '../api/disable-two-factor.ts';
import { type Enrolment, useEnrolTwoFactorMutation } from '../api/enrol-two-factor.ts';
import { useRegenerateRecoveryCodesMutation } from '../api/regenerate-recovery-codes.ts';
import { useTwoFactorStatusQuery } from '../api/two-factor-status.ts';
import { ProofDialog } from './proof-dialog.tsx';
import { RecoveryCodes } from './recovery-codes.tsx';
import { SectionCard } from './section-card.tsx';
import { TwoFactorEnrolment } from './two-factor-enrolment.tsx';

type Asking = 'disable' | 'regenerate' | null;

const proofErrorKey = (error: HttpError | null) =>
  error?.code === 'CURRENT_PASSWORD_MISMATCH' ? 'errors.CURRENT_PASSWORD_MISMATCH' : errorMessageKey(error);

export function TwoFactorCard({ notify }: { notify: (text: string, severity?: 'success' | 'error') => void }) {
  const { t } = useTranslation();
  const status = useTwoFactorStatusQuery();
  const [enrol, enrolling] = useEnrolTwoFactorMutation();
  const [disable, disabling] = useDisableTwoFactorMutation();
  const [regenerate, regenerating] = useRegenerateRecoveryCodesMutation();
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [asking, setAsking] = useState<Asking>(null);
  const [proofError, setProofError] = useState<string | null>(null);
  const enabled = status.data?.data.enabled ?? false;

  const start = async () => {
    try {
      const { data } = await enrol().unwrap();
      setEnrolment(data);
    } catch (error) {
      notify(t(errorMessageKey(isHttpError(error) ? error : null)), 'error');
    }
  };

  const prove = async (password: string) => {
    setProofError(null);
    try {
      if (asking === 'disable') {
        await disable({ password }).unwrap();
        notify(t('security.twoFactor.disabled'));
      } else {
        const { data } = await regenerate({ password }).unwrap();
        setCodes(data.recoveryCodes);
      }
      setAsking(null);
    } catch (error) {
      setProofError(proofErrorKey(isHttpError(error) ? error : null));
    }
  };

  const body = () => {
    if (codes) return <RecoveryCodes codes={codes} onDone={() => setCodes(null)} notify={notify} />;
    if (enrolment) {
      return (
        <TwoFactorEnrolment
          enrolment={enrolment}
          onCancel={() => setEnrolment(null)}
          onConfirmed={(recoveryCodes) => {
            setEnrolment(null);
            setCodes(recoveryCodes);
            notify(t('security.twoFactor.enabled'));
          }}
        />
      );
    }
    if (!enabled) {
      return (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Typography color="text.secondary">{t('security.twoFactor.offText')}</Typography>
          <Button
            variant="contained"
            onClick={start}
            disabled={enrolling.isLoading}
            startIcon={
              enrolling.isLoading ? <CircularProgress size={16} color="inherit" aria-hidden="true" /> : undefined
            }
          >
            {t('security.twoFactor.enable')}
          </Button>
        </Stack>
      );
    }
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography color="text.secondary">
          {t('security.twoFactor.codesLeft', { count: status.data?.data.recoveryCodesLeft ?? 0 })}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <Button variant="outlined" onClick={() => setAsking('regenerate')}>
            {t('security.twoFactor.regenerate')}
          </Button>
          <Button variant="outlined" color="error" onClick={() => setAsking('disable')}>
            {t('security.twoFactor.disable')}
          </Button>
        </Stack>
      </Stack>
    );
  };

  return (
    <SectionCard
      title={t('security.twoFactor.title')}
      description={t('security.twoFactor.description')}
      action={
        status.data && (
          <Chip
            color={enabled ? 'success' : 'default'}
            variant={enabled ? 'filled' : 'outlined'}
            label={enabled ? t('security.twoFactor.on') : t('security.twoFactor.off')}
          />
        )
      }
    >
      <DataState
        isLoading={status.isLoading}
        isError={status.isError}
        errorKey={errorMessageKey(status.error && 'statusCode' in status.error ? status.error : null)}
        onRetry={status.refetch}
        rows={2}
      >
        {body()}
      </DataState>
      <ProofDialog
        open={asking !== null}
        danger={asking === 'disable'}
        busy={disabling.isLoading || regenerating.isLoading}
        error={proofError}
        title={asking === 'disable' ? t('security.twoFactor.disableTitle') : t('security.twoFactor.regenerateTitle')}
        text={asking === 'disable' ? t('security.twoFactor.disableText') : t('security.twoFactor.regenerateText')}
        confirmLabel={asking === 'disable' ? t('security.twoFactor.disable') : t('security.twoFactor.regenerate')}
        onConfirm={prove}
        onClose={() => {
          setAsking(null);
          setProofError(null);
        }}
      />
    </SectionCard>
  );
}
