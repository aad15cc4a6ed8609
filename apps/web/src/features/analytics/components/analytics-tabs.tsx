import { useTranslation } from 'react-i18next';
import { RouteTabs } from '../../../components/route-tabs.tsx';
import { analyticsHome } from '../lib/site-paths.ts';

export const analyticsTabs = ['all', 'recent', 'activity', 'stared', 'storage'] as const;
export type AnalyticsTab = (typeof analyticsTabs)[number];

const pathOf = (workspaceId: string, tab: AnalyticsTab) =>
  tab === 'all' ? analyticsHome(workspaceId) : `${analyticsHome(workspaceId)}/${tab}`;

/** The analytics module's own pages. */
export function AnalyticsTabs({ workspaceId, current }: { workspaceId: string; current: AnalyticsTab }) {
  const { t } = useTranslation();
  return (
    <RouteTabs
      label={t('analytics.tabs.label')}
      current={current}
      tabs={analyticsTabs.map((tab) => ({
        value: tab,
        label: t(`analytics.tabs.${tab}`),
        to: pathOf(workspaceId, tab),
      }))}
    />
  );
}
