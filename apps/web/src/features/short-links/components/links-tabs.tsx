import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

export const linkTabs = ['all', 'recent', 'activity', 'stared', 'storage'] as const;
export type LinkTab = (typeof linkTabs)[number];

const pathOf = (workspaceId: string, tab: LinkTab) =>
  tab === 'all' ? `/d/sbox/${workspaceId}/surl` : `/d/sbox/${workspaceId}/surl/${tab}`;

/** The short-link module's own pages. */
export function LinksTabs({ workspaceId, current }: { workspaceId: string; current: LinkTab }) {
  const { t } = useTranslation();
  return (
    <Tabs
      value={current}
      variant="scrollable"
      allowScrollButtonsMobile
      sx={{ mb: 2 }}
      aria-label={t('links.tabs.label')}
    >
      {linkTabs.map((tab) => (
        <Tab
          key={tab}
          value={tab}
          label={t(`links.tabs.${tab}`)}
          component={RouterLink}
          to={pathOf(workspaceId, tab)}
        />
      ))}
    </Tabs>
  );
}
