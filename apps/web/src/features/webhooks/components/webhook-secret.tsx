import ContentCopyIcon from '@mui/icons-material/ContentCopyOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** An endpoint's signing secret, shown once: left-to-right in every language, with a copy button and how to check it. */
export function WebhookSecret({ secret }: { secret: string }) {
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
      <Alert severity="warning">{t('webhooks.secret.warning')}</Alert>
      <Box>
        <Typography id={labelId} variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
          {t('webhooks.secret.label')}
        </Typography>
        <Box
          component="code"
          dir="ltr"
          aria-labelledby={labelId}
          data-testid="webhook-secret"
          sx={{
            display: 'block',
            fontFamily: 'monospace',
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
          {t('webhooks.secret.copy')}
        </Button>
        <Typography variant="body2" color="text.secondary" role="status">
          {copied ? t('webhooks.secret.copied') : ''}
        </Typography>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {t('webhooks.secret.howToVerify')}
      </Typography>
      <Box component="code" dir="ltr" sx={{ display: 'block', fontFamily: 'monospace', fontSize: '0.85rem' }}>
        OSM5-Signature: t=…,v1=HMAC-SHA256(secret, t + "." + body)
      </Box>
    </Stack>
  );
}
