import type { SiteKind, SiteStats } from '@osm5/shared/schemas/analytics-sites';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { RankedCard } from '../../../../components/ranked-card.tsx';
import { regionName } from '../../../../components/region-names.ts';

export const topLists = ['pages', 'referrers', 'countries', 'devices', 'customEvents', 'types'] as const;
export type TopList = (typeof topLists)[number];

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
    <RankedCard
      title={title}
      heading="h3"
      emptyText={t('analytics.overview.noData')}
      items={rows.map((r) => ({
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
  );
}
