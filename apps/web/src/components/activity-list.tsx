import HistoryIcon from '@mui/icons-material/HistoryOutlined';
import Avatar from '@mui/material/Avatar';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import { useTranslation } from 'react-i18next';

export interface ActivityEntry {
  id: string;
  action: string;
  actorName: string | null;
  targetType: string | null;
  createdAt: string;
}

/** Who did what, when: the organisation log, a workspace's activity, an item's history. */
export function ActivityList({ entries }: { entries: ActivityEntry[] }) {
  const { t, i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <List disablePadding>
      {entries.map((entry) => (
        <ListItem key={entry.id} divider disableGutters>
          <ListItemAvatar>
            <Avatar sx={{ bgcolor: 'primary.light', color: 'primary.main' }}>
              <HistoryIcon fontSize="small" />
            </Avatar>
          </ListItemAvatar>
          <ListItemText
            primary={t('ui.activity.line', {
              actor: entry.actorName ?? t('ui.activity.system'),
              action: t(`ui.actions.${entry.action.replace('.', '_')}`, { defaultValue: entry.action }),
            })}
            secondary={format.format(new Date(entry.createdAt))}
          />
        </ListItem>
      ))}
    </List>
  );
}
