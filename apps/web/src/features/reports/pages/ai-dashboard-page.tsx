import AutoAwesomeIcon from '@mui/icons-material/AutoAwesomeOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ReportLayout } from '../components/report-layout.tsx';
import { useReportContext } from '../lib/use-report-context.ts';

/**
 * ai_dashboard: the charts saved from OSM5GPT Pro conversations about this
 * item. Until a chart is added it says how to add one, step by step, and
 * leads to a new conversation.
 */
export function AiDashboardPage() {
  const { t } = useTranslation();
  const ctx = useReportContext();
  if (!ctx) return null;
  const steps = ['ask', 'answer', 'add'] as const;
  return (
    <ReportLayout ctx={ctx} controls="none">
      <Card>
        <CardContent sx={{ p: { xs: 3, md: 4 } }}>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={4} sx={{ alignItems: { md: 'center' } }}>
            <Box
              aria-hidden="true"
              sx={{
                width: 72,
                height: 72,
                flexShrink: 0,
                borderRadius: 3,
                display: 'grid',
                placeItems: 'center',
                bgcolor: 'primary.light',
                color: 'primary.main',
                '& svg': { fontSize: 36 },
              }}
            >
              <AutoAwesomeIcon />
            </Box>
            <Stack spacing={1.5}>
              <Typography variant="h6" component="h2">
                {t('reports.aiDashboard.emptyTitle')}
              </Typography>
              <Typography color="text.secondary">{t('reports.aiDashboard.emptyText')}</Typography>
              <Box component="ol" sx={{ m: 0, ps: 3, '& li': { mb: 0.5 } }}>
                {steps.map((step) => (
                  <li key={step}>
                    <Typography>{t(`reports.aiDashboard.steps.${step}`)}</Typography>
                  </li>
                ))}
              </Box>
              <Box>
                <Button component={RouterLink} to={`/d/${ctx.sBoxID}/app_osm_ai/new`} variant="contained">
                  {t('reports.aiDashboard.start')}
                </Button>
              </Box>
            </Stack>
          </Stack>
        </CardContent>
      </Card>
    </ReportLayout>
  );
}
