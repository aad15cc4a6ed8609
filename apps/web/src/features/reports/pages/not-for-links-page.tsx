import LinkIcon from '@mui/icons-material/LinkOutlined';
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
 * A site's report opened for a short link (every route of spec §2 exists for
 * both): it says why a link has nothing to show there and where to go instead,
 * rather than an empty chart.
 */
export function NotForLinksPage() {
  const { t } = useTranslation();
  const ctx = useReportContext();
  if (!ctx) return null;
  const reason = ctx.entry.notForLinks ?? 'pages';
  return (
    <ReportLayout ctx={ctx} controls="none">
      <Card>
        <CardContent sx={{ p: { xs: 3, md: 4 } }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: { sm: 'center' } }}>
            <Box aria-hidden="true" sx={{ color: 'text.disabled', '& svg': { fontSize: 48 } }}>
              <LinkIcon />
            </Box>
            <Stack spacing={1.5}>
              <Typography variant="h6" component="h2">
                {t('reports.notForLinks.title')}
              </Typography>
              <Typography color="text.secondary">{t(`reports.notForLinks.${reason}`)}</Typography>
              <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                <Button component={RouterLink} to={ctx.hrefOf('v1')} variant="contained">
                  {t('reports.notForLinks.overview')}
                </Button>
                <Button component={RouterLink} to={`/d/sbox/${ctx.sBoxID}/analytics`} variant="outlined">
                  {t('reports.notForLinks.sites')}
                </Button>
              </Stack>
            </Stack>
          </Stack>
        </CardContent>
      </Card>
    </ReportLayout>
  );
}
