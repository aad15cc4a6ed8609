import ArchiveIcon from '@mui/icons-material/ArchiveOutlined';
import BlockIcon from '@mui/icons-material/BlockOutlined';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import InsightsIcon from '@mui/icons-material/InsightsOutlined';
import PlayCircleIcon from '@mui/icons-material/PlayCircleOutlined';
import UnarchiveIcon from '@mui/icons-material/UnarchiveOutlined';
import type { Site, SiteStatusAction } from '@osm5/shared/schemas/analytics-sites';
import { useTranslation } from 'react-i18next';
import { RowMenu } from '../../../components/row-menu.tsx';
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
  const paths = sitePaths(workspaceId, site.id);
  return (
    <RowMenu
      label={t('analytics.actions.moreNamed', { name: site.name })}
      items={[
        {
          key: 'view',
          label: t('analytics.actions.view'),
          icon: <InsightsIcon fontSize="small" />,
          to: paths.view,
        },
        rights.canWrite && {
          key: 'edit',
          label: t('analytics.actions.edit'),
          icon: <EditIcon fontSize="small" />,
          to: paths.edit,
        },
        ...statusActionsOf(site.status, rights).map((action) => {
          const Icon = statusIcons[action];
          return {
            key: action,
            label: t(`analytics.actions.${action}`),
            icon: <Icon fontSize="small" />,
            onSelect: () => onStatus(action),
          };
        }),
        rights.canWrite && {
          key: 'delete',
          label: t('analytics.actions.delete'),
          icon: <DeleteIcon fontSize="small" color="error" />,
          onSelect: onDelete,
          danger: true,
          divided: true,
        },
      ]}
    />
  );
}
