import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header.tsx';
import { AddSiteButtons } from './add-site-buttons.tsx';
import { type AnalyticsTab, AnalyticsTabs } from './analytics-tabs.tsx';

interface AnalyticsHeaderProps {
  /** the page's tab, which names its title and lead */
  tab: AnalyticsTab;
  /** the workspace as the route names it */
  workspaceId: string;
  /** may add sites and apps */
  canWrite: boolean;
}

/** The top of the module's tabbed pages: title, the add buttons for who may add, and the tabs. */
export function AnalyticsHeader({ tab, workspaceId, canWrite }: AnalyticsHeaderProps) {
  const { t } = useTranslation();
  const texts = tab === 'all' ? 'analytics.list' : `analytics.feed.${tab}`;
  return (
    <>
      <PageHeader
        title={t(`${texts}.title`)}
        subtitle={t(`${texts}.lead`)}
        actions={canWrite ? <AddSiteButtons workspaceId={workspaceId} /> : undefined}
      />
      <AnalyticsTabs workspaceId={workspaceId} current={tab} />
    </>
  );
}
