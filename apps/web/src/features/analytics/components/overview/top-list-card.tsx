import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { SiteKind, SiteStats } from '@osm5/shared/schemas/analytics-sites';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { RankedBars } from '../../../../components/ranked-bars.tsx';
import { regionName } from '../../../../components/region-names.ts';

export const topLists = ['pages', 'referrers', 'countries', 'devices', 'customEvents', 'types'] as const;
export type TopList = (typeof topLists)[number];

const TOP = 10;

/** How a value reads: a country by name, a device or an event type by its word, no referrer as "Direct". */
const labelOf = (t: TFunction, language: string, list: TopList, value: string): string => {
  if (!value) return list === 'referrers' ? t('analytics.overview.direct') : t('analytics.overview.unknown');
  switch (list) {
    case 'countries':
      return `${regionName(value, language)} (${value})`;
    case 'devices':
      return t(`analytics.devices.${value}`, { defaultValue: value });
    case 'types':
      return t(`analytics.eventTypes.${value}`, { defaultValue: value });
    default:
      return value;
  }
};

/** The top values of one list, ranked, with bars; a line when the period has none. */
export function TopListCard({ list, rows, kind }: { list: TopList; rows: SiteStats['pages']; kind: SiteKind }) {
  const { t, i18n } = useTranslation();
  // an app's "pages" are its screens
  const title = t(list === 'pages' && kind === 'mobile' ? 'analytics.overview.screens' : `analytics.overview.${list}`);
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="h6" component="h3" sx={{ mb: 2 }}>
          {title}
        </Typography>
        {rows.length === 0 ? (
          <Typography color="text.secondary">{t('analytics.overview.noData')}</Typography>
        ) : (
          <RankedBars
            label={title}
            items={rows.slice(0, TOP).map((r) => ({
              key: r.value || '∅',
              value: r.count,
              label:
                (list === 'pages' || list === 'referrers') && r.value ? (
                  <bdi dir="ltr">{labelOf(t, i18n.language, list, r.value)}</bdi>
                ) : (
                  labelOf(t, i18n.language, list, r.value)
                ),
            }))}
          />
        )}
      </CardContent>
    </Card>
  );
}
