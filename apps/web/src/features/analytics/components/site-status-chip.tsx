import Chip from '@mui/material/Chip';
import { darken, lighten, type Theme } from '@mui/material/styles';
import type { SiteStatus } from '@osm5/shared/schemas/analytics-sites';
import { useTranslation } from 'react-i18next';

/**
 * An outlined chip's text in its palette's tone, darker (light mode) or
 * lighter (dark mode) than `main`: MUI's warning and error mains are below
 * 4.5:1 as text on the page's background.
 */
const tone = (pick: (theme: Theme) => string) => (theme: Theme) => {
  const colour = theme.palette.mode === 'light' ? darken(pick(theme), 0.35) : lighten(pick(theme), 0.3);
  return { color: colour, borderColor: colour };
};

const looks: Record<
  SiteStatus,
  { color: 'success' | 'default'; variant: 'filled' | 'outlined'; sx?: (theme: Theme) => object }
> = {
  active: { color: 'success', variant: 'filled' },
  not_verified: { color: 'default', variant: 'outlined', sx: tone((theme) => theme.palette.warning.main) },
  archived: { color: 'default', variant: 'outlined' },
  disabled: { color: 'default', variant: 'outlined', sx: tone((theme) => theme.palette.error.main) },
};

/** The spec's status texts: "Not verified (tracking inactive)", "Archived (paused)", "Disabled (paused)". */
export function SiteStatusChip({ status, size = 'small' }: { status: SiteStatus; size?: 'small' | 'medium' }) {
  const { t } = useTranslation();
  const look = looks[status];
  return (
    <Chip
      size={size}
      label={t(`analytics.status.${status}`)}
      color={look.color}
      variant={look.variant}
      sx={look.sx}
      data-testid="site-status"
    />
  );
}
