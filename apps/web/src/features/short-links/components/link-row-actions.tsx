import BarChartIcon from '@mui/icons-material/BarChartOutlined';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import HistoryIcon from '@mui/icons-material/HistoryOutlined';
import MoreVertIcon from '@mui/icons-material/MoreVertOutlined';
import PauseCircleIcon from '@mui/icons-material/PauseCircleOutlined';
import PlayCircleIcon from '@mui/icons-material/PlayCircleOutlined';
import QrCodeIcon from '@mui/icons-material/QrCode2Outlined';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import type { Link } from '@osm5/shared/schemas/links';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

interface LinkRowActionsProps {
  link: Link;
  workspaceId: string;
  canWrite: boolean;
  onToggleStatus: () => void;
  onDelete: () => void;
}

/** Paths of one link's pages. */
export const linkPaths = (workspaceId: string, link: Pick<Link, 'id' | 'kind'>) => ({
  edit: `/d/sbox/${workspaceId}/edit/${link.kind}/${link.id}`,
  report: `/d/${workspaceId}/surl/${link.id}/v1`,
  history: `/d/sbox/${workspaceId}/history/${link.kind}/${link.id}`,
  qr: `/d/sbox/${workspaceId}/surl/${link.id}/qr`,
});

/** Edit and report at hand; history, QR, (de)activate and delete in the row's menu. */
export function LinkRowActions({ link, workspaceId, canWrite, onToggleStatus, onDelete }: LinkRowActionsProps) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const paths = linkPaths(workspaceId, link);
  const name = link.title || link.slug;
  const close = () => setAnchor(null);
  return (
    <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
      {canWrite && (
        <Tooltip title={t('links.actions.edit')}>
          <IconButton component={RouterLink} to={paths.edit} aria-label={t('links.actions.editNamed', { name })}>
            <EditIcon />
          </IconButton>
        </Tooltip>
      )}
      <Tooltip title={t('links.actions.report')}>
        <IconButton component={RouterLink} to={paths.report} aria-label={t('links.actions.reportNamed', { name })}>
          <BarChartIcon />
        </IconButton>
      </Tooltip>
      <IconButton
        aria-label={t('links.actions.moreNamed', { name })}
        aria-haspopup="menu"
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        <MoreVertIcon />
      </IconButton>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        <MenuItem component={RouterLink} to={paths.history} onClick={close}>
          <ListItemIcon>
            <HistoryIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('links.actions.history')}</ListItemText>
        </MenuItem>
        <MenuItem component={RouterLink} to={paths.qr} onClick={close}>
          <ListItemIcon>
            <QrCodeIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('links.actions.qr')}</ListItemText>
        </MenuItem>
        {canWrite && (
          <MenuItem
            onClick={() => {
              close();
              onToggleStatus();
            }}
          >
            <ListItemIcon>
              {link.status === 'active' ? <PauseCircleIcon fontSize="small" /> : <PlayCircleIcon fontSize="small" />}
            </ListItemIcon>
            <ListItemText>
              {link.status === 'active' ? t('links.actions.deactivate') : t('links.actions.activate')}
            </ListItemText>
          </MenuItem>
        )}
        {canWrite && (
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
            <ListItemText>{t('links.actions.delete')}</ListItemText>
          </MenuItem>
        )}
      </Menu>
    </Stack>
  );
}
