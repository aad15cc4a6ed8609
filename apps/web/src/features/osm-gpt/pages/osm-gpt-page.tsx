import AutoAwesomeIcon from '@mui/icons-material/AutoAwesomeOutlined';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { AreaIntro } from '../../../components/area-intro.tsx';

const TIERS = ['pro', 'lite'] as const;

export function OsmGptPage() {
  const { t } = useTranslation();
  return (
    <AreaIntro
      icon={<AutoAwesomeIcon />}
      title={t('areas.osmGpt.title')}
      lead={t('areas.osmGpt.lead')}
      stepsTitle={t('areas.stepsTitle')}
      steps={[t('areas.osmGpt.step1'), t('areas.osmGpt.step2'), t('areas.osmGpt.step3')]}
      aside={
        <Grid container spacing={3}>
          {TIERS.map((tier) => (
            <Grid key={tier} size={{ xs: 12, md: 6 }}>
              <Card sx={{ height: '100%' }}>
                <CardContent sx={{ p: { xs: 3, md: 4 } }}>
                  <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
                    {t(`areas.osmGpt.${tier}.title`)}
                  </Typography>
                  <Typography color="text.secondary">{t(`areas.osmGpt.${tier}.description`)}</Typography>
                </CardContent>
              </Card>
            </Grid>
          ))}
        </Grid>
      }
    />
  );
}
