import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { linkKinds } from '@osm5/shared/links/link-rules';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { kindIcons } from '../components/kind-icons.ts';

/** /new/surl: every kind as a card with what it does; the chosen card opens its editor. */
export function NewLinkWizard({ workspaceId }: { workspaceId: string }) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const suffix = search.get('url') ? `?${new URLSearchParams({ url: search.get('url') ?? '' })}` : '';
  return (
    <>
      <PageHeader
        title={t('links.wizard.title')}
        subtitle={t('links.wizard.lead')}
        back={{ href: `/d/sbox/${workspaceId}/surl`, label: t('links.list.title') }}
      />
      <Box
        component="ul"
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
          listStyle: 'none',
          p: 0,
          m: 0,
        }}
      >
        {linkKinds.map((kind) => {
          const Icon = kindIcons[kind];
          return (
            <li key={kind}>
              <Card sx={{ height: '100%' }}>
                <CardActionArea
                  component={RouterLink}
                  to={`/d/sbox/${workspaceId}/new/${kind}${suffix}`}
                  sx={{ height: '100%', alignItems: 'flex-start' }}
                >
                  <CardContent>
                    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1 }}>
                      <Box
                        aria-hidden="true"
                        sx={{
                          display: 'grid',
                          placeItems: 'center',
                          width: 40,
                          height: 40,
                          borderRadius: 2,
                          bgcolor: 'primary.light',
                          color: 'primary.main',
                        }}
                      >
                        <Icon />
                      </Box>
                      <Typography variant="h6" component="h2">
                        {t(`links.kinds.${kind}.name`)}
                      </Typography>
                    </Stack>
                    <Typography variant="body2" color="text.secondary">
                      {t(`links.kinds.${kind}.text`)}
                    </Typography>
                  </CardContent>
                </CardActionArea>
              </Card>
            </li>
          );
        })}
      </Box>
    </>
  );
}
