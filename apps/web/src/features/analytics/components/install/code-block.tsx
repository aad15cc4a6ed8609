import CheckIcon from '@mui/icons-material/Check';
import ContentCopyIcon from '@mui/icons-material/ContentCopyOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface CodeBlockProps {
  code: string;
  /** what the code is, for the copy button and screen readers ("HTML snippet") */
  label: string;
  /** the page's snackbar, told when the clipboard refuses */
  notify: (text: string, severity?: 'success' | 'error') => void;
}

/**
 * Code to paste, left to right in every language, with a copy button that says
 * "Copied" for a moment. The block takes focus so a keyboard can scroll it.
 */
export function CodeBlock({ code, label, notify }: CodeBlockProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setCopied(true);
    } catch {
      notify(t('analytics.install.copyFailed'), 'error');
    }
  };

  return (
    <Box
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: (theme) => (theme.palette.mode === 'dark' ? 'grey.900' : 'grey.50'),
        overflow: 'hidden',
      }}
    >
      <Stack
        direction="row"
        sx={{
          alignItems: 'center',
          justifyContent: 'space-between',
          px: 2,
          py: 0.5,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Typography id={labelId} variant="caption" color="text.secondary">
          {label}
        </Typography>
        <Button
          size="small"
          onClick={copy}
          startIcon={copied ? <CheckIcon /> : <ContentCopyIcon />}
          aria-label={t('analytics.install.copyNamed', { name: label })}
        >
          <span aria-live="polite">{copied ? t('analytics.install.copied') : t('analytics.install.copy')}</span>
        </Button>
      </Stack>
      <Box
        component="pre"
        // code reads left to right in every language (and no text-align: the RTL plugin would flip it)
        dir="ltr"
        // a scrollable region must be reachable by keyboard
        tabIndex={0}
        aria-labelledby={labelId}
        sx={{
          m: 0,
          p: 2,
          overflow: 'auto',
          maxHeight: 420,
          fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
          fontSize: 13,
          lineHeight: 1.6,
          '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
        }}
      >
        <code>{code}</code>
      </Box>
    </Box>
  );
}
