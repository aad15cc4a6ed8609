import Chip from '@mui/material/Chip';
import type { SiteStatus } from '@osm5/shared/schemas/analytics-sites';
import { useTranslation } from 'react-i18next';

const colours: Record<SiteStatus, 'success' | 'warning' | 'default' | 'error'> = {
  active: 'success',
  not_verified: 'warning',
  archived: 'default',
  disabled: 'error',
};

/** The spec's status texts: "Not verified (tracking inactive)", "Archived (paused)", "Disabled (paused)". */
export function SiteStatusChip({ status, size = 'small' }: { status: SiteStatus; size?: 'small' | 'medium' }) {
  const { t } = useTranslation();
  return (
    <Chip
      size={size}
      label={t(`analytics.status.${status}`)}
      color={colours[status]}
      variant={status === 'active' ? 'filled' : 'outlined'}
      data-testid="site-status"
    />
  );
}
