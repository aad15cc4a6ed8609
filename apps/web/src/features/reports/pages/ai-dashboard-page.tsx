import { Outlet } from 'react-router';
import { ReportLayout } from '../components/report-layout.tsx';
import { useReportContext } from '../lib/use-report-context.ts';

/**
 * ai_dashboard: the charts saved from OSM5GPT Pro conversations about this
 * item, inside the report layout. The charts themselves (re-run, removed,
 * or the empty state saying how to add one) are OSM5GPT's, which the router
 * places in this outlet with the item they are about.
 */
export function AiDashboardPage() {
  const ctx = useReportContext();
  if (!ctx) return null;
  return (
    <ReportLayout ctx={ctx} controls="none">
      <Outlet context={{ app: ctx.type, itemId: ctx.id }} />
    </ReportLayout>
  );
}
