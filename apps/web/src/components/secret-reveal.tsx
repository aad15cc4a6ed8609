import ContentCopyIcon from '@mui/icons-material/ContentCopyOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface SecretRevealProps {
  secret: string;
  /** the i18n namespace holding `secret.warning`, `secret.label`, `secret.copy`, `secret.copied` and `secret.usage` */
  texts: 'apiKeys' | 'webhooks';
  /** how the secret is used, as code (left to right in every language) */
  usage: string;
  testId: string;
}

/** A secret shown once (an API key, a webhook's signing secret): left to right in every language, with a copy button, the warning and how to use it. */
export function SecretReveal({ secret, texts, usage, testId }: SecretRevealProps) {
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
      <Alert severity="warning">{t(`${texts}.secret.warning`)}</Alert>
      <Box>
        <Typography id={labelId} variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
          {t(`${texts}.secret.label`)}
        </Typography>
        <Box
          component="code"
          dir="ltr"
          aria-labelledby={labelId}
          data-testid={testId}
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
          {t(`${texts}.secret.copy`)}
        </Button>
        <Typography variant="body2" color="text.secondary" role="status">
          {copied ? t(`${texts}.secret.copied`) : ''}
        </Typography>
      </Stack>
      <Box>
        <Typography variant="body2" color="text.secondary">
          {t(`${texts}.secret.usage`)}
        </Typography>
        <Box
          component="code"
          dir="ltr"
          sx={{ display: 'block', fontFamily: 'monospace', fontSize: '0.85rem', mt: 0.5 }}
        >
          {usage}
        </Box>
      </Box>
    </Stack>
  );
}
