import LinkOffIcon from '@mui/icons-material/LinkOffOutlined';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

export interface RecentRowItem {
  name: string;
  icon: ReactNode;
  /** its page */
  to: string;
  /** at the row's end (a status) */
  action?: ReactNode;
}

interface RecentRowProps {
  /** who opened it, and when (ISO) */
  userName: string;
  viewedAt: string;
  /** the i18n key of "opened by {{name}} on {{date}}", in the module's words */
  viewedByKey: string;
  /** the item, once loaded; absent while it loads and once it is gone */
  item?: RecentRowItem;
  loading: boolean;
  /** the row of an item deleted since */
  goneText: string;
}

/** One recently opened item of a module's "recent" list, linking to its page. */
export function RecentRow({ userName, viewedAt, viewedByKey, item, loading, goneText }: RecentRowProps) {
  const { t, i18n } = useTranslation();
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(viewedAt),
  );
  const secondary = t(viewedByKey, { name: userName, date: when });
  if (!item) {
    return (
      <ListItem divider>
        <ListItemIcon>
          <LinkOffIcon />
        </ListItemIcon>
        <ListItemText primary={loading ? t('common.loading') : goneText} secondary={secondary} />
      </ListItem>
    );
  }
  return (
    <ListItem divider disablePadding secondaryAction={item.action}>
      <ListItemButton component={RouterLink} to={item.to}>
        <ListItemIcon>{item.icon}</ListItemIcon>
        <ListItemText primary={<bdi>{item.name}</bdi>} secondary={secondary} />
      </ListItemButton>
    </ListItem>
  );
}
