import ArchiveIcon from '@mui/icons-material/ArchiveOutlined';
import BlockIcon from '@mui/icons-material/BlockOutlined';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import InsightsIcon from '@mui/icons-material/InsightsOutlined';
import MoreVertIcon from '@mui/icons-material/MoreVertOutlined';
import PlayCircleIcon from '@mui/icons-material/PlayCircleOutlined';
import UnarchiveIcon from '@mui/icons-material/UnarchiveOutlined';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { Site, SiteStatusAction } from '@osm5/shared/schemas/analytics-sites';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { sitePaths } from '../lib/site-paths.ts';
import { type SiteRights, statusActionsOf } from '../lib/site-status.ts';

export const statusIcons: Record<SiteStatusAction, typeof ArchiveIcon> = {
  archive: ArchiveIcon,
  unarchive: UnarchiveIcon,
  disable: BlockIcon,
  enable: PlayCircleIcon,
};

interface SiteRowActionsProps {
  site: Pick<Site, 'id' | 'name' | 'status'>;
  workspaceId: string;
  rights: SiteRights;
  onStatus: (action: SiteStatusAction) => void;
  onDelete: () => void;
}

/** A site's menu: view and edit, the status changes the user may ask, delete. */
export function SiteRowActions({ site, workspaceId, rights, onStatus, onDelete }: SiteRowActionsProps) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const paths = sitePaths(workspaceId, site.id);
  const close = () => setAnchor(null);
  const actions = statusActionsOf(site.status, rights);
  return (
    <>
      <IconButton
        aria-label={t('analytics.actions.moreNamed', { name: site.name })}
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        <MoreVertIcon />
      </IconButton>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        <MenuItem component={RouterLink} to={paths.view} onClick={close}>
          <ListItemIcon>
            <InsightsIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('analytics.actions.view')}</ListItemText>
        </MenuItem>
        {rights.canWrite && (
          <MenuItem component={RouterLink} to={paths.edit} onClick={close}>
            <ListItemIcon>
              <EditIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText>{t('analytics.actions.edit')}</ListItemText>
          </MenuItem>
        )}
        {actions.map((action) => {
          const Icon = statusIcons[action];
          return (
            <MenuItem
              key={action}
              onClick={() => {
                close();
                onStatus(action);
              }}
            >
              <ListItemIcon>
                <Icon fontSize="small" />
              </ListItemIcon>
              <ListItemText>{t(`analytics.actions.${action}`)}</ListItemText>
            </MenuItem>
          );
        })}
        {rights.canWrite && <Divider />}
        {rights.canWrite && (
          <MenuItem
            onClick={() => {
              close();
              onDelete();
            }}
            sx={{ color: 'error.main' }}
          >
            <ListItemIcon>
              <DeleteIcon fontSize="small" color="error" />
            </ListItemIcon>
            <ListItemText>{t('analytics.actions.delete')}</ListItemText>
          </MenuItem>
        )}
      </Menu>
    </>
  );
}
