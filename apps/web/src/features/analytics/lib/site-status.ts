import type { SiteStatus, SiteStatusAction } from '@osm5/shared/schemas/analytics-sites';

export interface SiteRights {
  /** analytics:write: edit, archive, unarchive, delete */
  canWrite: boolean;
  /** workspaces:update in the site's workspace: disable and enable */
  isAdmin: boolean;
}

/**
 * The status changes a user may ask of a site in its status, as the server
 * allows them: archive from not verified or active, unarchive from archived,
 * disable from anything but disabled (an admin's pause outranks an archive),
 * enable from disabled.
 */
export function statusActionsOf(status: SiteStatus, rights: SiteRights): SiteStatusAction[] {
  const actions: SiteStatusAction[] = [];
  if (rights.canWrite && (status === 'not_verified' || status === 'active')) actions.push('archive');
  if (rights.canWrite && status === 'archived') actions.push('unarchive');
  if (rights.isAdmin && status !== 'disabled') actions.push('disable');
  if (rights.isAdmin && status === 'disabled') actions.push('enable');
  return actions;
}

/** Whether events are dropped: an archived or disabled site is paused. */
export const isPaused = (status: SiteStatus) => status === 'archived' || status === 'disabled';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A site id the API can look up; anything else in the address is simply a site that does not exist. */
export const isSiteId = (id: string | undefined): id is string => UUID.test(id ?? '');
