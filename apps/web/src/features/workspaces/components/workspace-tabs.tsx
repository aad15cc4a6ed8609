import { useTranslation } from 'react-i18next';
import { RouteTabs } from '../../../components/route-tabs.tsx';

export const workspaceTabs = ['dashboard', 'recent', 'activity', 'stared', 'storage', 'edit'] as const;
export type WorkspaceTab = (typeof workspaceTabs)[number];

/** The workspace pages as tabs, each its own route. */
export function WorkspaceTabs({ workspaceId, current }: { workspaceId: string; current: WorkspaceTab }) {
  const { t } = useTranslation();
  return (
    <RouteTabs
      label={t('workspaces.tabs.label')}
      current={current}
      tabs={workspaceTabs.map((tab) => ({
        value: tab,
        label: t(`workspaces.tabs.${tab}`),
        to: `/d/sbox/${workspaceId}/${tab}`,
      }))}
      sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
    />
  );
}
