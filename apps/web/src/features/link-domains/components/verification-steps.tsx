import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { LinkDomainView, VerificationCheckState } from '@osm5/shared/schemas/link-domains';
import { useTranslation } from 'react-i18next';
import { CopyValue } from './copy-value.tsx';

interface VerificationStepsProps {
  domain: LinkDomainView;
  /** the outcome of the last check, when there was one */
  result?: { verified: boolean; dns: VerificationCheckState; http: VerificationCheckState } | undefined;
}

const severity = (state: VerificationCheckState) => (state === 'verified' ? 'success' : 'warning');

/** The two ways to prove control of a host name, with the values to copy and the last check's outcome. */
export function VerificationSteps({ domain, result }: VerificationStepsProps) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2} sx={{ pt: 1 }}>
      {result && !result.verified && (
        <Alert severity="warning" role="status">
          {t('domains.verify.failed')}
        </Alert>
      )}
      <Typography variant="body2">{t('domains.instructions.lead')}</Typography>
      <Stack spacing={1}>
        <Typography variant="subtitle2" component="h4">
          {t('domains.instructions.dnsTitle')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('domains.instructions.dnsText')}
        </Typography>
        <CopyValue label={t('domains.instructions.type')} value="TXT" />
        <CopyValue label={t('domains.instructions.name')} value={domain.txtRecordName} />
        <CopyValue label={t('domains.instructions.value')} value={domain.verificationToken} />
        {result && (
          <Alert severity={severity(result.dns)} variant="outlined">
            {t(`domains.check.${result.dns}`)}
          </Alert>
        )}
      </Stack>
      <Stack spacing={1}>
        <Typography variant="subtitle2" component="h4">
          {t('domains.instructions.fileTitle')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('domains.instructions.fileText')}
        </Typography>
        <CopyValue label={t('domains.instructions.url')} value={domain.verificationUrl} />
        <CopyValue label={t('domains.instructions.content')} value={domain.verificationToken} />
        {result && (
          <Alert severity={severity(result.http)} variant="outlined">
            {t(`domains.check.${result.http}`)}
          </Alert>
        )}
      </Stack>
    </Stack>
  );
}
