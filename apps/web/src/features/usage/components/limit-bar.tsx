import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UsageLimit } from '@osm5/shared/schemas/usage';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** One limit: its name, what is used of it, and a bar that turns amber at 80 % and red at the limit. */
export function LimitBar({ limit }: { limit: UsageLimit }) {
  const { t, i18n } = useTranslation();
  const labelId = useId();
  const n = new Intl.NumberFormat(i18n.language);
  const share = limit.limit === null ? 0 : limit.limit === 0 ? (limit.used > 0 ? 1 : 0) : limit.used / limit.limit;
  const colour = limit.limit === null ? 'primary' : share >= 1 ? 'error' : share >= 0.8 ? 'warning' : 'primary';
  return (
    <Box data-testid={`usage-limit-${limit.key}`}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', mb: 0.5, gap: 2 }}>
        <Typography id={labelId} variant="body2" sx={{ fontWeight: 500 }}>
          {t(`usage.limits.${limit.key}`)}
        </Typography>
        <Typography variant="body2" color={colour === 'primary' ? 'text.secondary' : `${colour}.main`}>
          {limit.limit === null
            ? t('usage.usedUnlimited', { used: n.format(limit.used) })
            : t('usage.usedOf', { used: n.format(limit.used), limit: n.format(limit.limit) })}
        </Typography>
      </Stack>
      {/* an unlimited limit has nothing to fill */}
      {limit.limit !== null && (
        <LinearProgress
          variant="determinate"
          value={Math.min(100, share * 100)}
          color={colour}
          aria-labelledby={labelId}
          aria-valuetext={t('usage.usedOf', { used: n.format(limit.used), limit: n.format(limit.limit) })}
          sx={{ height: 8, borderRadius: 4 }}
        />
      )}
      <Typography variant="caption" color="text.secondary">
        {limit.counts === 'period' ? t('usage.countsPeriod') : t('usage.countsNow')}
      </Typography>
    </Box>
  );
}
