import TableCell from '@mui/material/TableCell';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMetric } from '../../../components/analytics/format-value.ts';

/**
 * The head cells a table of tagged sources and campaigns starts with: source,
 * campaign, visitors (its cell drawn by `visitorsCell` where the table sorts by it).
 */
export function CampaignHeadCells({ visitorsCell }: { visitorsCell?: (label: string) => ReactNode }) {
  const { t } = useTranslation();
  const label = t('reports.goals.columns.visitors');
  return (
    <>
      <TableCell>{t('reports.goals.columns.source')}</TableCell>
      <TableCell>{t('reports.goals.columns.campaign')}</TableCell>
      {visitorsCell ? visitorsCell(label) : <TableCell align="right">{label}</TableCell>}
    </>
  );
}

/** A campaign row's first cells: its source, its campaign (or that it has none) and its visitors. */
export function CampaignCells({ row }: { row: { source: string; campaign: string; visitors: number } }) {
  const { t, i18n } = useTranslation();
  return (
    <>
      <TableCell dir="auto">{row.source}</TableCell>
      <TableCell dir="auto">{row.campaign || t('reports.goals.noSource')}</TableCell>
      <TableCell align="right">{formatMetric('visitors', row.visitors, i18n.language)}</TableCell>
    </>
  );
}
