import ContentCopyIcon from '@mui/icons-material/ContentCopyOutlined';
import DownloadIcon from '@mui/icons-material/DownloadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { downloadText, recoveryCodesFile } from '../lib/recovery-codes-file.ts';

interface RecoveryCodesProps {
  codes: string[];
  onDone: () => void;
  notify: (text: string) => void;
}

/** Shown once, right after they are made: the user must keep them now. */
export function RecoveryCodes({ codes, onDone, notify }: RecoveryCodesProps) {
  const { t } = useTranslation();
  const file = recoveryCodesFile(t('security.twoFactor.codesFileHeading'), codes);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(file);
      notify(t('security.twoFactor.copied'));
    } catch {
      notify(t('security.twoFactor.copyFailed'));
    }
  };
  return (
    <Stack spacing={2}>
      <Alert severity="warning" variant="outlined">
        {t('security.twoFactor.codesWarning')}
      </Alert>
      <Box
        component="ul"
        aria-label={t('security.twoFactor.codesLabel')}
        data-testid="recovery-codes"
        dir="ltr"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 2,
          borderRadius: 1,
          bgcolor: 'action.hover',
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' },
          gap: 1,
          fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
          fontSize: '1rem',
        }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          onClick={() => downloadText('osm5-recovery-codes.txt', file)}
        >
          {t('security.twoFactor.download')}
        </Button>
        <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={copy}>
          {t('security.twoFactor.copy')}
        </Button>
        <Button variant="contained" onClick={onDone}>
          {t('security.twoFactor.saved')}
        </Button>
      </Stack>
    </Stack>
  );
}
