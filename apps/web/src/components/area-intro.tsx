import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { usePageTitle } from './use-page-title.ts';

interface AreaIntroProps {
  icon: ReactNode;
  title: string;
  lead: string;
  /** What the user can do here, in order; rendered as numbered steps. */
  steps: string[];
  stepsTitle: string;
  actions?: ReactNode;
  aside?: ReactNode;
}

/** The empty state of an area: what it is for and how to start, never a placeholder. */
export function AreaIntro({ icon, title, lead, steps, stepsTitle, actions, aside }: AreaIntroProps) {
  usePageTitle(title);
  return (
    <Stack spacing={3}>
      <Card>
        <CardContent sx={{ p: { xs: 3, md: 5 } }}>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={4} sx={{ alignItems: { md: 'center' } }}>
            <Box
              aria-hidden="true"
              sx={{
                width: 88,
                height: 88,
                flexShrink: 0,
                borderRadius: 3,
                display: 'grid',
                placeItems: 'center',
                bgcolor: 'primary.light',
                color: 'primary.main',
                '& svg': { fontSize: 44 },
              }}
            >
              {icon}
            </Box>
            <Box sx={{ flex: 1 }}>
              <Typography variant="h2" component="h1" gutterBottom>
                {title}
              </Typography>
              <Typography color="text.secondary" sx={{ maxWidth: 680 }}>
                {lead}
              </Typography>
              {actions && (
                <Stack direction="row" spacing={1.5} useFlexGap sx={{ mt: 3, flexWrap: 'wrap' }}>
                  {actions}
                </Stack>
              )}
            </Box>
          </Stack>
        </CardContent>
      </Card>
      <Card>
        <CardContent sx={{ p: { xs: 3, md: 4 } }}>
          <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
            {stepsTitle}
          </Typography>
          <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 2 }}>
            {steps.map((step, index) => (
              <Box component="li" key={step} sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
                <Box
                  aria-hidden="true"
                  sx={{
                    width: 28,
                    height: 28,
                    flexShrink: 0,
                    borderRadius: '50%',
                    display: 'grid',
                    placeItems: 'center',
                    fontSize: '0.8125rem',
                    fontWeight: 700,
                    bgcolor: 'primary.main',
                    color: 'primary.contrastText',
                  }}
                >
                  {index + 1}
                </Box>
                <Typography sx={{ pt: 0.25 }}>{step}</Typography>
              </Box>
            ))}
          </Box>
        </CardContent>
      </Card>
      {aside}
    </Stack>
  );
}
