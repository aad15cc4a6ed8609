import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { usePageTitle } from './use-page-title.ts';

interface PageHeaderProps {
  title: string;
  subtitle?: string;
  actions?: ReactNode;
  back?: { href: string; label: string };
  /** the browser tab's title when it is not the h1 alone (a report: its name, then its item's) */
  tabTitle?: readonly string[];
}

/** Title row of a page: optional way back, the h1, a line of context and the page's actions. */
export function PageHeader({ title, subtitle, actions, back, tabTitle }: PageHeaderProps) {
  usePageTitle(...(tabTitle ?? [title]));
  return (
    <Box sx={{ mb: 3 }}>
      {back && (
        <Button
          component={RouterLink}
          to={back.href}
          size="small"
          startIcon={<ArrowBackIcon sx={{ '[dir=rtl] &': { transform: 'scaleX(-1)' } }} />}
          sx={{ mb: 1 }}
        >
          {back.label}
        </Button>
      )}
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h3" component="h1" sx={{ overflowWrap: 'anywhere' }}>
            {/* often a name the user gave: "Tina <Tools>" keeps its order in an Arabic page, not "<Tina <Tools" */}
            <bdi>{title}</bdi>
          </Typography>
          {subtitle && (
            <Typography color="text.secondary" sx={{ mt: 0.5 }}>
              {subtitle}
            </Typography>
          )}
        </Box>
        {actions && (
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexShrink: 0, flexWrap: 'wrap' }}>
            {actions}
          </Stack>
        )}
      </Stack>
    </Box>
  );
}
