import { useTranslation } from 'react-i18next';
import { RouteTabs } from '../../../components/route-tabs.tsx';

export const linkTabs = ['all', 'recent', 'activity', 'stared', 'storage'] as const;
export type LinkTab = (typeof linkTabs)[number];

const pathOf = (workspaceId: string, tab: LinkTab) =>
  tab === 'all' ? `/d/sbox/${workspaceId}/surl` : `/d/sbox/${workspaceId}/surl/${tab}`;

/** The short-link module's own pages. */
export function LinksTabs({ workspaceId, current }: { workspaceId: string; current: LinkTab }) {
  const { t } = useTranslation();
  return (
    <RouteTabs
      label={t('links.tabs.label')}
      current={current}
      tabs={linkTabs.map((tab) => ({ value: tab, label: t(`links.tabs.${tab}`), to: pathOf(workspaceId, tab) }))}
    />
  );
}
