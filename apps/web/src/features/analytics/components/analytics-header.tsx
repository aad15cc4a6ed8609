import { PageHeader } from '../../../components/page-header.tsx';
import { AddSiteButtons } from './add-site-buttons.tsx';
import { type AnalyticsTab, AnalyticsTabs } from './analytics-tabs.tsx';

interface AnalyticsHeaderProps {
  title: string;
  subtitle: string;
  tab: AnalyticsTab;
  /** the workspace as the route names it */
  workspaceId: string;
  /** may add sites and apps */
  canWrite: boolean;
}

/** The top of the module's tabbed pages: title, the add buttons for who may add, and the tabs. */
export function AnalyticsHeader({ title, subtitle, tab, workspaceId, canWrite }: AnalyticsHeaderProps) {
  return (
    <>
      <PageHeader
        title={title}
        subtitle={subtitle}
        actions={canWrite ? <AddSiteButtons workspaceId={workspaceId} /> : undefined}
      />
      <AnalyticsTabs workspaceId={workspaceId} current={tab} />
    </>
  );
}
