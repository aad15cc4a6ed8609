import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { LoggedVisitView } from '@osm5/shared/schemas/visit-log';
import { useTranslation } from 'react-i18next';
import { formatMetric } from '../../../components/analytics/format-value.ts';
import { valueLabel } from '../../../components/analytics/value-label.ts';
import { formatInstant } from '../lib/visit-format.ts';

type LoggedEvent = LoggedVisitView['timeline'][number];

/** What an event was about: a page (its title beside), a link's destination, an event's name, an order's amount. */
function subject(e: LoggedEvent, language: string, currency: string, linkDefault: string): string {
  if (e.type === 'click') return e.destination || linkDefault;
  if (e.type === 'custom') return e.eventName || e.path;
  if (e.type === 'ecommerce') return formatMetric('revenue', e.revenue, language, currency || undefined);
  return e.title && e.path ? `${e.path} — ${e.title}` : e.path || e.title || e.eventName;
}

/** A visit's events in order, each at its time (a vertical line ties them, on the reading side). */
export function VisitTimeline({
  visit,
  timeZone,
  isLink,
}: {
  visit: LoggedVisitView;
  timeZone: string;
  isLink: boolean;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const hidden = visit.events - visit.timeline.length;
  return (
    <Box sx={{ pt: 1 }}>
      <Box
        component="ol"
        aria-label={t('reports.visits.timeline')}
        sx={{ listStyle: 'none', m: 0, p: 0, borderInlineStart: 2, borderColor: 'divider', ps: 2 }}
        data-testid="visit-timeline"
      >
        {visit.timeline.map((e, i) => (
          <Box
            component="li"
            // biome-ignore lint/suspicious/noArrayIndexKey: an event is its place in the visit
            key={i}
            sx={{ py: 0.5, display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'baseline' }}
          >
            <Typography
              component="time"
              dateTime={e.time}
              variant="caption"
              color="text.secondary"
              sx={{ fontVariantNumeric: 'tabular-nums', minWidth: 72 }}
            >
              {formatInstant(e.time, language, timeZone, false)}
            </Typography>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {valueLabel(t, language, 'type', e.type)}
            </Typography>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              <bdi>{subject(e, language, visit.currency, isLink ? t('reports.visits.linkDefault') : '')}</bdi>
            </Typography>
          </Box>
        ))}
      </Box>
      {hidden > 0 && (
        <Typography variant="caption" color="text.secondary">
          {t('reports.visits.moreEvents', { n: new Intl.NumberFormat(language).format(hidden), count: hidden })}
        </Typography>
      )}
    </Box>
  );
}
