import LinkOffIcon from '@mui/icons-material/LinkOffOutlined';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useGetLinkQuery } from '../api/get-link.ts';
import type { WorkspaceArgs } from '../api/links-api.ts';
import type { RecentItem } from '../api/list-link-feed.ts';
import { kindIcons } from './kind-icons.ts';
import { linkPaths } from './link-row-actions.tsx';

/** One recently viewed link, named by its title (or "deleted" when it is gone). */
export function RecentLinkRow({ ws, item }: { ws: WorkspaceArgs; item: RecentItem }) {
  const { t, i18n } = useTranslation();
  const link = useGetLinkQuery({ ...ws, linkId: item.itemId });
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(item.viewedAt),
  );
  const secondary = t('links.recent.viewedBy', { name: item.userName, date: when });
  if (!link.data) {
    return (
      <ListItem divider>
        <ListItemIcon>
          <LinkOffIcon />
        </ListItemIcon>
        <ListItemText primary={link.isLoading ? t('common.loading') : t('links.recent.gone')} secondary={secondary} />
      </ListItem>
    );
  }
  const Icon = kindIcons[link.data.kind];
  return (
    <ListItem divider disablePadding>
      <ListItemButton component={RouterLink} to={linkPaths(ws.workspaceId, link.data).report}>
        <ListItemIcon>
          <Icon />
        </ListItemIcon>
        <ListItemText primary={link.data.title || link.data.shortUrl} secondary={secondary} />
      </ListItemButton>
    </ListItem>
  );
}
