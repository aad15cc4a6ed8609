import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorderOutlined';
import Button from '@mui/material/Button';
import type { Site, SiteStatusAction } from '@osm5/shared/schemas/analytics-sites';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { sitePaths } from '../lib/site-paths.ts';
import { type SiteRights, statusActionsOf } from '../lib/site-status.ts';
import { statusIcons } from './site-row-actions.tsx';

interface SiteHeaderActionsProps {
  site: Site;
  workspaceId: string;
  rights: SiteRights;
  busy: boolean;
  onStar: () => void;
  onStatus: (action: SiteStatusAction) => void;
  onDelete: () => void;
}

/** The view page's actions: star, edit, the status changes the user may ask, delete. */
export function SiteHeaderActions({
  site,
  workspaceId,
  rights,
  busy,
  onStar,
  onStatus,
  onDelete,
}: SiteHeaderActionsProps) {
  const { t } = useTranslation();
  return (
    <>
      <Button
        variant="outlined"
        onClick={onStar}
        aria-pressed={site.starred}
        startIcon={site.starred ? <StarIcon sx={{ color: 'warning.main' }} /> : <StarBorderIcon />}
      >
        {t(site.starred ? 'analytics.actions.starred' : 'analytics.actions.star')}
      </Button>
      {rights.canWrite && (
        <Button
          component={RouterLink}
          to={sitePaths(workspaceId, site.id).edit}
          variant="outlined"
          startIcon={<EditIcon />}
        >
          {t('analytics.actions.edit')}
        </Button>
      )}
      {statusActionsOf(site.status, rights).map((action) => {
        const Icon = statusIcons[action];
        return (
          <Button key={action} variant="outlined" disabled={busy} onClick={() => onStatus(action)} startIcon={<Icon />}>
            {t(`analytics.actions.${action}`)}
          </Button>
        );
      })}
      {rights.canWrite && (
        <Button variant="outlined" color="error" onClick={onDelete} startIcon={<DeleteIcon />}>
          {t('analytics.actions.delete')}
        </Button>
      )}
    </>
  );
}
