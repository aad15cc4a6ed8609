import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AnalyticsFilter } from '@osm5/shared/analytics/query';
import { useTranslation } from 'react-i18next';
import { columnLabel, valueLabel } from '../../../components/analytics/value-label.ts';

/**
 * The filters added from a report's table, one removable chip each ("Country
 * is France (FR)"); without any, `hint` says how to add one.
 */
export function FilterChips({
  filters,
  onRemove,
  hint,
}: {
  filters: AnalyticsFilter[];
  onRemove: (dimension: string) => void;
  hint: string;
}) {
  const { t, i18n } = useTranslation();
  if (filters.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {hint}
      </Typography>
    );
  }
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }} aria-label={t('reports.layout.filters')} role="list">
      {filters.map((f) => {
        const text = t('reports.layout.filterIs', {
          dimension: columnLabel(t, f.dimension, 'dimension'),
          value: 'value' in f ? valueLabel(t, i18n.language, f.dimension, f.value) : f.values.join(', '),
        });
        return (
          <Chip
            key={f.dimension}
            role="listitem"
            label={text}
            onDelete={() => onRemove(f.dimension)}
            color="primary"
            variant="outlined"
          />
        );
      })}
    </Stack>
  );
}
