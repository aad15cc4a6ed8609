import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { BrandLogo } from './brand-logo.tsx';
import { usePageTitle } from './use-page-title.ts';

interface StatusLayoutProps {
  /** Big faded status number, e.g. "404"; empty for states without one. */
  code?: string;
  icon?: ReactNode;
  title: string;
  description: string;
  actions?: ReactNode;
  backHref: string;
  backLabel: string;
  /** Standalone (outside any layout), e.g. as a route errorElement. */
  fullPage?: boolean;
}

/** The one design for every status screen: 404, 500, access denied, session expired, chunk errors. */
export function StatusLayout(props: StatusLayoutProps) {
  usePageTitle(props.title);
  const card = (
    <Paper
      component="section"
      aria-labelledby="status-title"
      elevation={4}
      sx={{ width: '100%', maxWidth: 520, mx: 'auto', p: { xs: 4, sm: 6 }, textAlign: 'center', borderRadius: 3 }}
    >
      {props.code ? (
        <Typography
          aria-hidden="true"
          sx={{
            fontSize: { xs: '4.5rem', sm: '6rem' },
            fontWeight: 700,
            lineHeight: 1,
            letterSpacing: '-0.04em',
            background: (theme) =>
              `linear-gradient(135deg, ${theme.palette.primary.main}, ${theme.palette.secondary.main})`,
            backgroundClip: 'text',
            WebkitTextFillColor: 'transparent',
            mb: 2,
          }}
        >
          {props.code}
        </Typography>
      ) : (
        props.icon && (
          <Box
            aria-hidden="true"
            sx={{
              mx: 'auto',
              mb: 3,
              width: 72,
              height: 72,
              borderRadius: '50%',
              display: 'grid',
              placeItems: 'center',
              bgcolor: 'primary.light',
              color: 'primary.main',
              '& svg': { fontSize: 36 },
            }}
          >
            {props.icon}
          </Box>
        )
      )}
      <Typography id="status-title" variant="h3" component="h1" gutterBottom>
        {props.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        {props.description}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'center' }}>
        {props.actions}
        <Button
          component={RouterLink}
          to={props.backHref}
          variant={props.actions ? 'outlined' : 'contained'}
          size="large"
          startIcon={<ArrowBackIcon sx={{ '[dir=rtl] &': { transform: 'scaleX(-1)' } }} />}
        >
          {props.backLabel}
        </Button>
      </Stack>
    </Paper>
  );

  if (!props.fullPage) return card;
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 4,
        p: 3,
        bgcolor: 'background.default',
      }}
    >
      <BrandLogo />
      {card}
    </Box>
  );
}
