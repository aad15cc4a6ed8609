import ContentCopyIcon from '@mui/icons-material/ContentCopyOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A label, a value in monospace (left-to-right even in Arabic), and a button that copies it. */
export function CopyValue({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      setCopied(false);
    }
  };
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
      <Typography variant="body2" color="text.secondary" sx={{ minWidth: 72, flexShrink: 0 }}>
        {label}
      </Typography>
      <Box
        component="code"
        dir="ltr"
        sx={{
          fontFamily: 'monospace',
          fontSize: '0.85rem',
          bgcolor: 'action.hover',
          borderRadius: 1,
          px: 1,
          py: 0.5,
          overflowWrap: 'anywhere',
          minWidth: 0,
        }}
      >
        {value}
      </Box>
      <Tooltip title={copied ? t('domains.copied') : t('domains.copy')}>
        <IconButton size="small" onClick={copy} aria-label={`${t('domains.copy')}: ${label}`}>
          <ContentCopyIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}
