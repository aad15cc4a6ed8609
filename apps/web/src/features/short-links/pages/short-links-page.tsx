import LinkIcon from '@mui/icons-material/LinkOutlined';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { AreaIntro } from '../../../components/area-intro.tsx';

/** The link kinds of spec §1, in the order the interface names them. */
const LINK_KINDS = [
  'public',
  'password',
  'appDownload',
  'language',
  'location',
  'device',
  'browser',
  'source',
  'os',
  'ip',
  'rules',
  'campaign',
] as const;

export function ShortLinksPage() {
  const { t } = useTranslation();
  return (
    <AreaIntro
      icon={<LinkIcon />}
      title={t('areas.shortLinks.title')}
      lead={t('areas.shortLinks.lead')}
      stepsTitle={t('areas.stepsTitle')}
      steps={[t('areas.shortLinks.step1'), t('areas.shortLinks.step2'), t('areas.shortLinks.step3')]}
      aside={
        <Card>
          <CardContent sx={{ p: { xs: 3, md: 4 } }}>
            <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
              {t('areas.shortLinks.kindsTitle')}
            </Typography>
            <Stack direction="row" component="ul" sx={{ flexWrap: 'wrap', gap: 1, p: 0, m: 0, listStyle: 'none' }}>
              {LINK_KINDS.map((kind) => (
                <li key={kind}>
                  <Chip label={t(`areas.shortLinks.kinds.${kind}`)} color="primary" variant="outlined" />
                </li>
              ))}
            </Stack>
          </CardContent>
        </Card>
      }
    />
  );
}
