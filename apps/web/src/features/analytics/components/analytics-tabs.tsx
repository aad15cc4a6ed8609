import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { analyticsHome } from '../lib/site-paths.ts';

export const analyticsTabs = ['all', 'recent', 'activity', 'stared', 'storage'] as const;
export type AnalyticsTab = (typeof analyticsTabs)[number];

const pathOf = (workspaceId: string, tab: AnalyticsTab) =>
  tab === 'all' ? analyticsHome(workspaceId) : `${analyticsHome(workspaceId)}/${tab}`;

/** The analytics module's own pages. */
export function AnalyticsTabs({ workspaceId, current }: { workspaceId: string; current: AnalyticsTab }) {
  const { t } = useTranslation();
  return (
    <Tabs
      value={current}
      variant="scrollable"
      allowScrollButtonsMobile
      sx={{ mb: 2 }}
      aria-label={t('analytics.tabs.label')}
    >
      {analyticsTabs.map((tab) => (
        <Tab
          key={tab}
          value={tab}
          label={t(`analytics.tabs.${tab}`)}
          component={RouterLink}
          to={pathOf(workspaceId, tab)}
        />
      ))}
    </Tabs>
  );
}
