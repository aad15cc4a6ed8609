import AutoAwesomeIcon from '@mui/icons-material/AutoAwesomeOutlined';
import BusinessIcon from '@mui/icons-material/BusinessOutlined';
import InsightsIcon from '@mui/icons-material/InsightsOutlined';
import LinkIcon from '@mui/icons-material/LinkOutlined';
import SettingsIcon from '@mui/icons-material/SettingsOutlined';
import WorkspacesIcon from '@mui/icons-material/WorkspacesOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../../app/store/hooks.ts';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { AreaCard } from '../components/area-card.tsx';

export function AppsHomePage() {
  const { t } = useTranslation();
  const name = useAppSelector((state) => state.auth.profile?.userInfo.name);
  const sBoxID = useAppSelector((state) => state.context.sBox?.id) ?? 'default';
  usePageTitle(t('layout.nav.items.apps'));

  const areas = [
    { key: 'enterprise', icon: <BusinessIcon />, to: '/d/enterprise' },
    { key: 'workspaces', icon: <WorkspacesIcon />, to: '/d/sba/mysboxs' },
    { key: 'shortLinks', icon: <LinkIcon />, to: `/d/sbox/${sBoxID}/surl` },
    { key: 'analytics', icon: <InsightsIcon />, to: `/d/sbox/${sBoxID}/analytics` },
    { key: 'osmGpt', icon: <AutoAwesomeIcon />, to: `/d/${sBoxID}/app_osm_ai` },
    { key: 'settings', icon: <SettingsIcon />, to: '/settings/profile' },
  ];

  return (
    <Stack spacing={4}>
      <Card
        sx={(theme) =>
          // Dark mode's primary is a bright tone; a full-bleed banner of it glares, so the
          // banner uses the tinted surface there and the saturated colour only in light mode.
          theme.palette.mode === 'dark'
            ? {
                color: 'text.primary',
                background: `linear-gradient(120deg, ${theme.palette.primary.light} 0%, ${theme.palette.background.paper} 100%)`,
                border: `1px solid ${theme.palette.divider}`,
              }
            : {
                color: 'primary.contrastText',
                background: `linear-gradient(120deg, ${theme.palette.primary.main} 0%, ${theme.palette.primary.dark} 100%)`,
              }
        }
      >
        <CardContent sx={{ p: { xs: 3, md: 5 } }}>
          <Typography variant="h1" sx={{ mb: 1 }}>
            {name ? t('areas.home.greetingNamed', { name }) : t('areas.home.greeting')}
          </Typography>
          <Typography sx={{ maxWidth: 640, opacity: 0.92 }}>{t('areas.home.lead')}</Typography>
        </CardContent>
      </Card>
      <Box component="section" aria-labelledby="areas-title">
        <Typography id="areas-title" variant="h4" component="h2" sx={{ mb: 2 }}>
          {t('areas.home.areasTitle')}
        </Typography>
        <Grid container spacing={3}>
          {areas.map((area) => (
            <Grid key={area.key} size={{ xs: 12, sm: 6, lg: 4 }}>
              <AreaCard
                icon={area.icon}
                to={area.to}
                title={t(`areas.home.cards.${area.key}.title`)}
                description={t(`areas.home.cards.${area.key}.description`)}
              />
            </Grid>
          ))}
        </Grid>
      </Box>
    </Stack>
  );
}
