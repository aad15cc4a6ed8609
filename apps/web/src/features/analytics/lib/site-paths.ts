/** The analytics module's home, of a workspace as the URL names it. */
export const analyticsHome = (workspaceId: string) => `/d/sbox/${workspaceId}/analytics`;

/** Where to add a site (`web`) or an app (`mobile`); without a kind, the choice comes first. */
export const newSitePath = (workspaceId: string, kind?: 'web' | 'mobile') =>
  `/d/sbox/${workspaceId}/new/analytics${kind ? `?kind=${kind}` : ''}`;

export const viewTabs = ['overview', 'install'] as const;
export type ViewTab = (typeof viewTabs)[number];

/** Paths of one site's pages. */
export const sitePaths = (workspaceId: string, siteId: string) => {
  const view = `/d/sbox/${workspaceId}/view/analytics/${siteId}`;
  return {
    view,
    install: `${view}?tab=install`,
    edit: `/d/sbox/${workspaceId}/edit/analytics/${siteId}`,
  };
};
