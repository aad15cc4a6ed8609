import StarIcon from '@mui/icons-material/StarOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useGetShortDomainQuery, useMakeShortDomainDefaultMutation } from '../api/domains-api.ts';
import { serverMessage } from '../api/server-message.ts';

interface ShortDomainCardProps {
  orgId: string;
  workspaceId: string;
  canManage: boolean;
  notify: (text: string, severity?: 'success' | 'error' | 'info') => void;
}

/** The product's own short domain: always there, and the default of new links unless a custom domain is. */
export function ShortDomainCard({ orgId, workspaceId, canManage, notify }: ShortDomainCardProps) {
  const { t } = useTranslation();
  const short = useGetShortDomainQuery({ orgId, workspaceId }, { skip: !orgId || !workspaceId });
  const [makeDefault, defaulting] = useMakeShortDomainDefaultMutation();

  const onDefault = async () => {
    try {
      const made = await makeDefault({ orgId, workspaceId }).unwrap();
      notify(t('domains.short.success', { hostname: made.hostname }));
    } catch (failure) {
      notify(serverMessage(t, failure), 'error');
    }
  };

  if (short.isError) return null; // the list below shows the error and its retry
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={1.5}
        sx={{ alignItems: { md: 'center' }, justifyContent: 'space-between' }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="overline" component="p" color="text.secondary">
            {t('domains.short.label')}
          </Typography>
          <Typography variant="subtitle1" component="h3" dir="ltr" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {short.data ? short.data.hostname : <Skeleton width={160} />}
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 0.5, flexWrap: 'wrap', rowGap: 0.5 }}>
            <Chip size="small" variant="outlined" label={t('domains.short.always')} />
            {short.data?.isDefault && (
              <Chip size="small" color="primary" icon={<StarIcon />} label={t('domains.status.default')} />
            )}
          </Stack>
        </Box>
        {canManage && short.data && !short.data.isDefault && (
          <Button size="small" variant="outlined" onClick={onDefault} disabled={defaulting.isLoading}>
            {t('domains.actions.makeDefault')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
