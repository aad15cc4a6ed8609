import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { RankedCard } from '../../../components/ranked-card.tsx';
import { languageName, regionName } from '../../../components/region-names.ts';
import type { Breakdown, RankedRow } from '../lib/link-stats.ts';

/** How a breakdown's value reads: a country by name with its flag, a device by its word… */
const labelOf = (t: TFunction, language: string, breakdown: Breakdown, key: string): string => {
  if (!key) return breakdown === 'referrers' ? t('links.report.direct') : t('links.report.unknown');
  switch (breakdown) {
    case 'countries':
      return `${regionName(key, language)} (${key})`;
    case 'devices':
      return t(`links.devices.${key}`, { defaultValue: key });
    case 'os':
      return t(`links.osFamilies.${key}`, { defaultValue: key });
    case 'languages':
      return languageName(key, language);
    case 'triggers':
      return t(`links.report.triggerNames.${key}`, { defaultValue: key });
    case 'browsers':
      // families arrive lower-case (chrome, mobile safari)
      return key.replace(/\b\w/g, (c) => c.toUpperCase());
    default:
      return key;
  }
};

/** The top values of one dimension, ranked, with bars. */
export function BreakdownCard({ breakdown, rows }: { breakdown: Breakdown; rows: RankedRow[] }) {
  const { t, i18n } = useTranslation();
  return (
    <RankedCard
      title={t(`links.report.${breakdown}`)}
      heading="h2"
      emptyText={t('links.report.noData')}
      items={rows.map((r) => ({
        key: r.value || '∅',
        value: r.clicks,
        label: labelOf(t, i18n.language, breakdown, r.value),
      }))}
      footer={
        breakdown === 'countries' && (
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 2 }}>
            <Link href="https://db-ip.com" target="_blank" rel="noopener">
              {t('links.report.dbip')}
            </Link>
          </Typography>
        )
      }
    />
  );
}
