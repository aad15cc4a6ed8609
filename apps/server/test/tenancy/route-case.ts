import type { Privilege } from '@osm5/shared';

/**
 * Every tenancy route that takes an id, once. The tenant-isolation suite sends
 * each one, with a body that would change something, as a member of another
 * organisation; the role suite sends each privilege-guarded one as every
 * system role (a `probe` that a permitted role gets `status` for, without
 * changing shared state: an invalid body, an unknown id, the default workspace).
 */
export interface Ids {
  orgId: string;
  /** a public, non-default workspace; workspace roles of the role suite are held in it */
  workspaceId: string;
  defaultWorkspaceId: string;
  /** a member of the organisation (not its owner) */
  userId: string;
  ownerId: string;
  invitationId: string;
  teamId: string;
  /** a custom role nobody holds */
  roleId: string;
}

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RouteCase {
  method: Method;
  /** the route as registered, for test names */
  route: string;
  path: (ids: Ids) => string;
  /** a valid body that would change something */
  body?: (ids: Ids) => unknown;
  /** the privilege the route declares; none: every member may call it */
  privilege?: Privilege;
  /** the workspace whose roles count for the privilege; none: only the organisation role counts */
  workspace?: 'work' | 'default';
  /** `onDefault`: the probe addresses the default workspace instead of the work one */
  probe?: { ids?: Partial<Ids>; onDefault?: boolean; body?: unknown; status: number };
}

export const RANDOM_ID = '0b6c1a4e-8f7d-4c2b-9a31-5e6f7a8b9c0d';
/** child ids that name nothing: a probe's unknown member, invitation, team or role */
export const random = { userId: RANDOM_ID, invitationId: RANDOM_ID, teamId: RANDOM_ID, roleId: RANDOM_ID };

/** the paths every table builds on */
export const org = (i: Ids) => `/api/orgs/${i.orgId}`;
export const work = (i: Ids) => `${org(i)}/workspaces/${i.workspaceId}`;
