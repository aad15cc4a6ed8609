import AddIcon from '@mui/icons-material/Add';
import CampaignIcon from '@mui/icons-material/CampaignOutlined';
import DnsIcon from '@mui/icons-material/DnsOutlined';
import PersonPinIcon from '@mui/icons-material/PersonPinOutlined';
import UploadFileIcon from '@mui/icons-material/UploadFileOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

/** Create, and the tools around links (UTM builder, profile pages, domains, bulk import). */
export function ModuleTools({ workspaceId, canWrite }: { workspaceId: string; canWrite: boolean }) {
  const { t } = useTranslation();
  const base = `/d/sbox/${workspaceId}`;
  const tools = [
    { key: 'utm', icon: <CampaignIcon />, to: `${base}/surl/utm` },
    { key: 'profiles', icon: <PersonPinIcon />, to: `${base}/surl/profiles` },
    { key: 'domains', icon: <DnsIcon />, to: `${base}/surl/domains` },
    // importing makes links: offered to who may write them
    ...(canWrite ? [{ key: 'import', icon: <UploadFileIcon />, to: '/settings/bulk_import' }] : []),
  ];
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mb: 2 }}>
      {canWrite && (
        <Button component={RouterLink} to={`${base}/new/surl`} variant="contained" startIcon={<AddIcon />}>
          {t('links.list.create')}
        </Button>
      )}
      {tools.map((tool) => (
        <Button key={tool.key} component={RouterLink} to={tool.to} variant="outlined" startIcon={tool.icon}>
          {t(`links.tools.${tool.key}`)}
        </Button>
      ))}
    </Stack>
  );
}
