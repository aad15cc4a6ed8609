import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

export const workspaceTabs = ['dashboard', 'recent', 'activity', 'stared', 'storage', 'edit'] as const;
export type WorkspaceTab = (typeof workspaceTabs)[number];

/** The workspace pages as tabs, each its own route. */
export function WorkspaceTabs({ workspaceId, current }: { workspaceId: string; current: WorkspaceTab }) {
  const { t } = useTranslation();
  return (
    <Tabs
      value={current}
      variant="scrollable"
      allowScrollButtonsMobile
      aria-label={t('workspaces.tabs.label')}
      sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
    >
      {workspaceTabs.map((tab) => (
        <Tab
          key={tab}
          value={tab}
          label={t(`workspaces.tabs.${tab}`)}
          component={RouterLink}
          to={`/d/sbox/${workspaceId}/${tab}`}
        />
      ))}
    </Tabs>
  );
}
