import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { LoggedVisitView } from '@osm5/shared/schemas/visit-log';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDuration, formatMetric } from '../../../components/analytics/format-value.ts';
import { columnLabel, valueLabel } from '../../../components/analytics/value-label.ts';
import { formatInstant, shortVisitor } from '../lib/visit-format.ts';
import { VisitTimeline } from './visit-timeline.tsx';

interface VisitCardProps {
  visit: LoggedVisitView;
  /** the zone the times read in (the item's) */
  timeZone: string;
  /** adds "dimension is value" to the report's filters */
  onFilter: (dimension: string, value: string) => void;
  /** a link's pages are its destinations */
  isLink: boolean;
}

/**
 * One visit of the log: when, who (new or returning), how long, what it saw
 * from entry to exit, where from and on what (each a button that filters by
 * it), and its events in order behind a toggle.
 */
export function VisitCard({ visit, timeZone, onFilter, isLink }: VisitCardProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const [open, setOpen] = useState(false);
  const eventsId = useId();
  const page = (path: string) => (isLink && path === '' ? t('reports.visits.linkDefault') : path || '—');
  const source = visit.referrerHost || visit.utmSource;
  const facts: { dimension: string; value: string }[] = [
    { dimension: 'channel', value: visit.channel },
    ...(source ? [{ dimension: visit.referrerHost ? 'referrer_host' : 'utm_source', value: source }] : []),
    ...(visit.utmCampaign ? [{ dimension: 'utm_campaign', value: visit.utmCampaign }] : []),
    { dimension: 'country', value: visit.country },
    ...(visit.city ? [{ dimension: 'city', value: visit.city }] : []),
    { dimension: 'device_type', value: visit.deviceType },
    ...(visit.os ? [{ dimension: 'os', value: visit.os }] : []),
    ...(visit.browser ? [{ dimension: 'browser', value: visit.browser }] : []),
  ].filter((f) => f.value !== '' || f.dimension === 'channel' || f.dimension === 'country');
  const count = (n: number) => new Intl.NumberFormat(language).format(n);
  const hits = isLink ? visit.clicks : visit.pageviews;
  return (
    <Paper
      variant="outlined"
      component="article"
      sx={{ p: 2 }}
      data-testid="visit-card"
      aria-label={t('reports.visits.visitAt', { time: formatInstant(visit.start, language, timeZone) })}
    >
      <Stack spacing={1.5}>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'baseline' }}>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {formatInstant(visit.start, language, timeZone)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {visit.visitorId
              ? t('reports.visits.visitor', { id: shortVisitor(visit.visitorId) })
              : t('reports.visits.anonymous')}
          </Typography>
          {visit.visitorType && (
            <Chip
              size="small"
              label={valueLabel(t, language, 'visitor_type', visit.visitorType)}
              color={visit.visitorType === 'new' ? 'success' : 'primary'}
              variant="outlined"
            />
          )}
        </Stack>
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gap: 1,
            gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(4, minmax(0, 1fr))' },
            '& dt': { color: 'text.secondary', typography: 'caption' },
            '& dd': { m: 0, typography: 'body2', fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' },
          }}
        >
          <div>
            <dt>{t('reports.visits.duration')}</dt>
            <dd>{formatDuration(visit.durationSeconds, language)}</dd>
          </div>
          <div>
            <dt>{columnLabel(t, isLink ? 'clicks' : 'pageviews', 'metric')}</dt>
            <dd>{count(hits)}</dd>
          </div>
          <div>
            <dt>{columnLabel(t, 'events', 'metric')}</dt>
            <dd>{count(visit.events)}</dd>
          </div>
          {visit.revenue > 0 && (
            <div>
              <dt>{columnLabel(t, 'revenue', 'metric')}</dt>
              <dd>{formatMetric('revenue', visit.revenue, language, visit.currency || undefined)}</dd>
            </div>
          )}
          <div>
            <dt>{isLink ? t('reports.visits.firstDestination') : columnLabel(t, 'entry_page', 'dimension')}</dt>
            <dd>
              <bdi>{page(visit.entryPage)}</bdi>
            </dd>
          </div>
          <div>
            <dt>{isLink ? t('reports.visits.lastDestination') : columnLabel(t, 'exit_page', 'dimension')}</dt>
            <dd>
              <bdi>{page(visit.exitPage)}</bdi>
            </dd>
          </div>
        </Box>
        <Stack
          direction="row"
          component="ul"
          aria-label={t('reports.visits.facts')}
          sx={{ flexWrap: 'wrap', gap: 1, m: 0, p: 0, listStyle: 'none' }}
        >
          {facts.map((f) => {
            const text = valueLabel(t, language, f.dimension, f.value);
            return (
              <li key={f.dimension}>
                <Chip
                  size="small"
                  clickable
                  onClick={() => onFilter(f.dimension, f.value)}
                  label={`${columnLabel(t, f.dimension, 'dimension')}: ${text}`}
                  title={t('reports.layout.addFilter', { value: text })}
                />
              </li>
            );
          })}
        </Stack>
        <Box>
          <Button
            size="small"
            onClick={() => setOpen(!open)}
            aria-expanded={open}
            aria-controls={eventsId}
            startIcon={open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
          >
            {open
              ? t('reports.visits.hideEvents')
              : t('reports.visits.showEvents', { n: new Intl.NumberFormat(language).format(visit.events) })}
          </Button>
          <Collapse in={open} id={eventsId} unmountOnExit>
            <VisitTimeline visit={visit} timeZone={timeZone} isLink={isLink} />
          </Collapse>
        </Box>
      </Stack>
    </Paper>
  );
}
