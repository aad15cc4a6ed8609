import ContentCopyIcon from '@mui/icons-material/ContentCopyOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The new key's secret, shown once: left-to-right in every language, with a copy button and the warning. */
export function SecretReveal({ secret }: { secret: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const labelId = useId();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <Stack spacing={2}>
      <Alert severity="warning">{t('apiKeys.secret.warning')}</Alert>
      <Box>
        <Typography id={labelId} variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
          {t('apiKeys.secret.label')}
        </Typography>
        <Box
          component="code"
          dir="ltr"
          aria-labelledby={labelId}
          data-testid="api-key-secret"
          sx={{
            display: 'block',
            fontFamily: 'monospace',
            fontSize: '0.9rem',
            bgcolor: 'action.hover',
            borderRadius: 1,
            px: 1.5,
            py: 1,
            overflowWrap: 'anywhere',
            userSelect: 'all',
          }}
        >
          {secret}
        </Box>
      </Box>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={copy}>
          {t('apiKeys.secret.copy')}
        </Button>
        <Typography variant="body2" color="text.secondary" role="status">
          {copied ? t('apiKeys.secret.copied') : ''}
        </Typography>
      </Stack>
      <Box>
        <Typography variant="body2" color="text.secondary">
          {t('apiKeys.secret.usage')}
        </Typography>
        <Box
          component="code"
          dir="ltr"
          sx={{ display: 'block', fontFamily: 'monospace', fontSize: '0.85rem', mt: 0.5 }}
        >
          Authorization: Bearer osm5_…
        </Box>
      </Box>
    </Stack>
  );
}
