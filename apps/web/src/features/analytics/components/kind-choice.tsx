import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { type SiteKind, siteKinds } from '@osm5/shared/schemas/analytics-sites';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { KindIcon } from './kind-icon.tsx';

/** The first step of adding: a website (the script tag) or a mobile app (the batch API and SDKs). */
export function KindChoice({ pathOf }: { pathOf: (kind: SiteKind) => string }) {
  const { t } = useTranslation();
  return (
    <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {siteKinds.map((kind) => (
        <Grid key={kind} size={{ xs: 12, md: 6 }} component="li">
          <Card sx={{ height: '100%' }}>
            <CardActionArea component={RouterLink} to={pathOf(kind)} sx={{ height: '100%' }}>
              <CardContent sx={{ p: 3 }}>
                <KindIcon kind={kind} decorative color="primary" sx={{ fontSize: 40, mb: 1 }} />
                <Typography variant="h5" component="h2">
                  {t(`analytics.choose.${kind}.title`)}
                </Typography>
                <Typography color="text.secondary" sx={{ mt: 0.5 }}>
                  {t(`analytics.choose.${kind}.text`)}
                </Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
