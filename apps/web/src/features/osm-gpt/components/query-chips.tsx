import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { AiQuery } from '@osm5/shared/ai/plan';
import type { ReportQueryResult } from '@osm5/shared/schemas/reports';
import { useTranslation } from 'react-i18next';
import { columnLabel, valueLabel } from '../../../components/analytics/value-label.ts';
import { breakdownOf } from '../lib/chart-title.ts';
import { rangeText } from '../lib/range-text.ts';

/**
 * What the assistant understood, as chips under its answer: the period, the
 * comparison, each filter and what it measured by what. A follow-up ("and for
 * France only?") corrects any of them.
 */
export function QueryChips({ query, result }: { query: AiQuery; result?: ReportQueryResult }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const compareRange = result?.compare?.range ?? (query.compare?.type === 'range' ? query.compare : undefined);
  // a dimension held to one value by a filter is said by the filter's chip
  const breakdown = breakdownOf(query);
  const chips: { key: string; label: string; strong?: boolean }[] = [
    {
      key: 'range',
      label: t('ai.understood.range', { range: rangeText(query.range, query.timeZone, language) }),
      strong: true,
    },
    ...(query.compare
      ? [
          {
            key: 'compare',
            label: compareRange
              ? t('ai.understood.compare', { range: rangeText(compareRange, query.timeZone, language) })
              : t('ai.understood.comparePrevious'),
          },
        ]
      : []),
    ...query.filters.map((f, i) => ({
      key: `filter-${i}`,
      label: t('reports.layout.filterIs', {
        dimension: columnLabel(t, f.dimension, 'dimension'),
        value: 'value' in f ? valueLabel(t, language, f.dimension, f.value) : f.values.join(', '),
      }),
      strong: true,
    })),
    {
      key: 'metrics',
      label: t('ai.understood.metrics', {
        metrics: query.metrics.map((m) => columnLabel(t, m, 'metric')).join(', '),
      }),
    },
    ...(breakdown.length > 0
      ? [
          {
            key: 'dimensions',
            label: t('ai.understood.dimensions', {
              dimensions: breakdown.map((d) => columnLabel(t, d, 'dimension')).join(', '),
            }),
          },
        ]
      : []),
  ];
  return (
    <Stack
      direction="row"
      sx={{ flexWrap: 'wrap', gap: 0.75 }}
      role="list"
      aria-label={t('ai.understood.title')}
      data-testid="ai-understood"
    >
      {chips.map((c) => (
        <Chip
          key={c.key}
          role="listitem"
          size="small"
          label={<bdi>{c.label}</bdi>}
          color={c.strong ? 'primary' : 'default'}
          variant="outlined"
        />
      ))}
    </Stack>
  );
}
