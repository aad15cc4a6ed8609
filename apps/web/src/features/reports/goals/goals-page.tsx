import { useMatches } from 'react-router';
import type { ReportHandle } from '../lib/use-report-context.ts';
import { GoalsAddPage } from './goals-add-page.tsx';
import { GoalsKpiPage } from './goals-kpi-page.tsx';
import { GoalsOverviewPage } from './goals-overview-page.tsx';

/** The catalogue's `goals` kind: goals/overview, goals/add and goals/kpi. */
export function GoalsPage() {
  const handle = useMatches().at(-1)?.handle as ReportHandle;
  if (handle.report === 'goals/add') return <GoalsAddPage />;
  if (handle.report === 'goals/kpi') return <GoalsKpiPage />;
  return <GoalsOverviewPage />;
}
