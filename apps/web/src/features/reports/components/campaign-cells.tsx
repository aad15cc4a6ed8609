import TableCell from '@mui/material/TableCell';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMetric } from '../../../components/analytics/format-value.ts';

/**
 * The head cells a table of tagged sources and campaigns starts with: source,
 * campaign, visitors (its label wrapped by `visitors`, a sort button say).
 */
export function CampaignHeadCells({
  visitors,
  visitorsSort = false,
}: {
  visitors?: (label: string) => ReactNode;
  /** the table's order by visitors, when it is sorted by them */
  visitorsSort?: 'asc' | 'desc' | false;
}) {
  const { t } = useTranslation();
  const label = t('reports.goals.columns.visitors');
  return (
    <>
      <TableCell>{t('reports.goals.columns.source')}</TableCell>
      <TableCell>{t('reports.goals.columns.campaign')}</TableCell>
      <TableCell align="right" sortDirection={visitorsSort}>
        {visitors ? visitors(label) : label}
      </TableCell>
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
