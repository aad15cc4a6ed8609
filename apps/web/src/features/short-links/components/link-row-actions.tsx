import BarChartIcon from '@mui/icons-material/BarChartOutlined';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import HistoryIcon from '@mui/icons-material/HistoryOutlined';
import PauseCircleIcon from '@mui/icons-material/PauseCircleOutlined';
import PlayCircleIcon from '@mui/icons-material/PlayCircleOutlined';
import QrCodeIcon from '@mui/icons-material/QrCode2Outlined';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import type { Link } from '@osm5/shared/schemas/links';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { RowMenu } from '../../../components/row-menu.tsx';

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
  const paths = linkPaths(workspaceId, link);
  const name = link.title || link.slug;
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
      <RowMenu
        label={t('links.actions.moreNamed', { name })}
        items={[
          {
            key: 'history',
            label: t('links.actions.history'),
            icon: <HistoryIcon fontSize="small" />,
            to: paths.history,
          },
          { key: 'qr', label: t('links.actions.qr'), icon: <QrCodeIcon fontSize="small" />, to: paths.qr },
          canWrite && {
            key: 'status',
            label: link.status === 'active' ? t('links.actions.deactivate') : t('links.actions.activate'),
            icon: link.status === 'active' ? <PauseCircleIcon fontSize="small" /> : <PlayCircleIcon fontSize="small" />,
            onSelect: onToggleStatus,
          },
          canWrite && {
            key: 'delete',
            label: t('links.actions.delete'),
            icon: <DeleteIcon fontSize="small" color="error" />,
            onSelect: onDelete,
            danger: true,
          },
        ]}
      />
    </Stack>
  );
}
