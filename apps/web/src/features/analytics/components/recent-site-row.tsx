import LinkOffIcon from '@mui/icons-material/LinkOffOutlined';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useGetSiteQuery } from '../api/get-site.ts';
import type { RecentItem } from '../api/list-site-feed.ts';
import type { WorkspaceArgs } from '../api/sites-api.ts';
import { sitePaths } from '../lib/site-paths.ts';
import { KindIcon } from './kind-icon.tsx';
import { SiteStatusChip } from './site-status-chip.tsx';

/** One recently viewed site, named by its name (or "deleted" when it is gone). */
export function RecentSiteRow({ ws, item }: { ws: WorkspaceArgs; item: RecentItem }) {
  const { t, i18n } = useTranslation();
  const site = useGetSiteQuery({ ...ws, siteId: item.itemId });
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(item.viewedAt),
  );
  const secondary = t('analytics.recent.viewedBy', { name: item.userName, date: when });
  if (!site.data) {
    return (
      <ListItem divider>
        <ListItemIcon>
          <LinkOffIcon />
        </ListItemIcon>
        <ListItemText
          primary={site.isLoading ? t('common.loading') : t('analytics.recent.gone')}
          secondary={secondary}
        />
      </ListItem>
    );
  }
  return (
    <ListItem divider disablePadding secondaryAction={<SiteStatusChip status={site.data.status} />}>
      <ListItemButton component={RouterLink} to={sitePaths(ws.workspaceId, site.data.id).view}>
        <ListItemIcon>
          <KindIcon kind={site.data.kind} />
        </ListItemIcon>
        <ListItemText primary={site.data.name} secondary={secondary} />
      </ListItemButton>
    </ListItem>
  );
}
