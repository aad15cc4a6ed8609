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
const random = { userId: RANDOM_ID, invitationId: RANDOM_ID, teamId: RANDOM_ID, roleId: RANDOM_ID };

const org = (i: Ids) => `/api/orgs/${i.orgId}`;
const work = (i: Ids) => `${org(i)}/workspaces/${i.workspaceId}`;

const teamBody = (i: Ids) => ({ name: 'Intruders', members: [{ userId: i.userId, role: 'SBOX_ADMIN' }] });
const roleBody = { name: 'Intruder role', privileges: ['links:read'] };
const siteBody = {
  kind: 'web',
  name: 'Intruder site',
  currency: 'EUR',
  timeZone: 'Europe',
  subTimeZone: 'Europe/Paris',
  domain: 'intruder.example',
};

export const routeTable: RouteCase[] = [
  // organisation
  { method: 'GET', route: '/api/orgs/:orgId/context', path: (i) => `${org(i)}/context` },
  { method: 'GET', route: '/api/orgs/:orgId/profile', path: (i) => `${org(i)}/profile` },
  {
    method: 'PATCH',
    route: '/api/orgs/:orgId/profile',
    path: (i) => `${org(i)}/profile`,
    body: () => ({ name: 'Taken over' }),
    privilege: 'org:update',
    probe: { body: {}, status: 400 },
  },
  { method: 'GET', route: '/api/orgs/:orgId/defaults', path: (i) => `${org(i)}/defaults` },
  {
    method: 'PUT',
    route: '/api/orgs/:orgId/defaults',
    path: (i) => `${org(i)}/defaults`,
    body: () => ({ currency: 'EUR', timeZone: 'Europe', subTimeZone: 'Europe/Paris' }),
    privilege: 'org:update',
    probe: { body: {}, status: 400 },
  },
  {
    method: 'POST',
    route: '/api/orgs/:orgId/logo',
    path: (i) => `${org(i)}/logo`,
    body: () => ({}),
    privilege: 'org:update',
    probe: { body: {}, status: 400 },
  },
  { method: 'GET', route: '/api/orgs/:orgId/logo', path: (i) => `${org(i)}/logo` },
  { method: 'POST', route: '/api/orgs/:orgId/leave', path: (i) => `${org(i)}/leave`, body: () => ({}) },
  {
    method: 'GET',
    route: '/api/orgs/:orgId/audit',
    path: (i) => `${org(i)}/audit`,
    privilege: 'audit:read',
    probe: { status: 200 },
  },

  // workspaces
  { method: 'GET', route: '/api/orgs/:orgId/workspaces', path: (i) => `${org(i)}/workspaces` },
  { method: 'GET', route: '/api/orgs/:orgId/workspaces/mine', path: (i) => `${org(i)}/workspaces/mine` },
  { method: 'GET', route: '/api/orgs/:orgId/workspaces/shared', path: (i) => `${org(i)}/workspaces/shared` },
  { method: 'GET', route: '/api/orgs/:orgId/workspaces/storage', path: (i) => `${org(i)}/workspaces/storage` },
  {
    method: 'POST',
    route: '/api/orgs/:orgId/workspaces',
    path: (i) => `${org(i)}/workspaces`,
    body: () => ({ name: 'Intruder space' }),
    privilege: 'workspaces:create',
    probe: { body: {}, status: 400 },
  },
  { method: 'GET', route: '/api/orgs/:orgId/workspaces/:workspaceId', path: work },
  {
    method: 'PATCH',
    route: '/api/orgs/:orgId/workspaces/:workspaceId',
    path: work,
    body: () => ({ name: 'Renamed by intruder' }),
    privilege: 'workspaces:update',
    workspace: 'work',
    probe: { body: {}, status: 400 },
  },
  {
    method: 'POST',
    route: '/api/orgs/:orgId/workspaces/:workspaceId/enable',
    path: (i) => `${work(i)}/enable`,
    privilege: 'workspaces:update',
    workspace: 'default',
    probe: { onDefault: true, status: 200 },
  },
  {
    method: 'POST',
    route: '/api/orgs/:orgId/workspaces/:workspaceId/disable',
    path: (i) => `${work(i)}/disable`,
    privilege: 'workspaces:update',
    workspace: 'default',
    probe: { onDefault: true, status: 409 },
  },
  {
    method: 'POST',
    route: '/api/orgs/:orgId/workspaces/:workspaceId/default',
    path: (i) => `${work(i)}/default`,
    privilege: 'workspaces:update',
    probe: { onDefault: true, status: 200 },
  },
  {
    method: 'DELETE',
    route: '/api/orgs/:orgId/workspaces/:workspaceId',
    path: work,
    privilege: 'workspaces:delete',
    workspace: 'default',
    probe: { onDefault: true, status: 409 },
  },
  { method: 'GET', route: '/api/orgs/:orgId/workspaces/:workspaceId/storage', path: (i) => `${work(i)}/storage` },
  { method: 'GET', route: '/api/orgs/:orgId/workspaces/:workspaceId/dashboard', path: (i) => `${work(i)}/dashboard` },
  { method: 'GET', route: '/api/orgs/:orgId/workspaces/:workspaceId/recent', path: (i) => `${work(i)}/recent` },
  {
    method: 'POST',
    route: '/api/orgs/:orgId/workspaces/:workspaceId/views',
    path: (i) => `${work(i)}/views`,
    body: (i) => ({ itemType: 'workspace', itemId: i.workspaceId }),
  },
  { method: 'GET', route: '/api/orgs/:orgId/workspaces/:workspaceId/activity', path: (i) => `${work(i)}/activity` },
  {
    method: 'GET',
    route: '/api/orgs/:orgId/workspaces/:workspaceId/history/:itemType/:itemId',
    path: (i) => `${work(i)}/history/workspace/${i.workspaceId}`,
  },
  { method: 'GET', route: '/api/orgs/:orgId/workspaces/:workspaceId/stars', path: (i) => `${work(i)}/stars` },
  {
    method: 'PUT',
    route: '/api/orgs/:orgId/workspaces/:workspaceId/stars',
    path: (i) => `${work(i)}/stars`,
    body: (i) => ({ itemType: 'workspace', itemId: i.workspaceId }),
  },
  {
    method: 'DELETE',
    route: '/api/orgs/:orgId/workspaces/:workspaceId/stars/:itemType/:itemId',
    path: (i) => `${work(i)}/stars/workspace/${i.workspaceId}`,
  },
  {
    method: 'GET',
    route: '/api/orgs/:orgId/workspaces/:workspaceId/members',
    path: (i) => `${work(i)}/members`,
    privilege: 'members:read',
    workspace: 'work',
    probe: { status: 200 },
  },
  {
    method: 'PUT',
    route: '/api/orgs/:orgId/workspaces/:workspaceId/members/:userId',
    path: (i) => `${work(i)}/members/${i.userId}`,
    body: () => ({ role: 'SBOX_ADMIN' }),
    privilege: 'members:manage',
    workspace: 'work',
    probe: { ids: random, body: {}, status: 400 },
  },
  {
    method: 'DELETE',
    route: '/api/orgs/:orgId/workspaces/:workspaceId/members/:userId',
    path: (i) => `${work(i)}/members/${i.userId}`,
    privilege: 'members:manage',
    workspace: 'work',
    probe: { ids: random, status: 404 },
  },

  // members and invitations
  {
    method: 'GET',
    route: '/api/orgs/:orgId/members',
    path: (i) => `${org(i)}/members`,
    privilege: 'members:read',
    probe: { status: 200 },
  },
  {
    method: 'GET',
    route: '/api/orgs/:orgId/members/:userId',
    path: (i) => `${org(i)}/members/${i.userId}`,
    privilege: 'members:read',
    probe: { status: 200 },
  },
  {
    method: 'PATCH',
    route: '/api/orgs/:orgId/members/:userId/role',
    path: (i) => `${org(i)}/members/${i.userId}/role`,
    body: () => ({ role: 'ORG_VIEWER' }),
    privilege: 'members:manage',
    probe: { ids: random, body: {}, status: 400 },
  },
  {
    method: 'POST',
    route: '/api/orgs/:orgId/members/:userId/disable',
    path: (i) => `${org(i)}/members/${i.userId}/disable`,
    privilege: 'members:manage',
    probe: { ids: random, status: 404 },
  },
  {
    method: 'POST',
    route: '/api/orgs/:orgId/members/:userId/enable',
    path: (i) => `${org(i)}/members/${i.userId}/enable`,
    privilege: 'members:manage',
    probe: { ids: random, status: 404 },
  },
  {
    method: 'DELETE',
    route: '/api/orgs/:orgId/members/:userId',
    path: (i) => `${org(i)}/members/${i.userId}`,
    privilege: 'members:manage',
    probe: { ids: random, status: 404 },
  },
  {
    method: 'POST',
    route: '/api/orgs/:orgId/invitations',
    path: (i) => `${org(i)}/invitations`,
    body: () => ({ email: 'intruder-invitee@example.test', role: 'ORG_ADMIN' }),
    privilege: 'members:manage',
    probe: { body: {}, status: 400 },
  },
  {
    method: 'POST',
    route: '/api/orgs/:orgId/invitations/:invitationId/resend',
    path: (i) => `${org(i)}/invitations/${i.invitationId}/resend`,
    privilege: 'members:manage',
    probe: { ids: random, status: 404 },
  },
  {
    method: 'DELETE',
    route: '/api/orgs/:orgId/invitations/:invitationId',
    path: (i) => `${org(i)}/invitations/${i.invitationId}`,
    privilege: 'members:manage',
    probe: { ids: random, status: 404 },
  },

  // teams
  { method: 'GET', route: '/api/orgs/:orgId/teams', path: (i) => `${org(i)}/teams` },
  {
    method: 'POST',
    route: '/api/orgs/:orgId/teams',
    path: (i) => `${org(i)}/teams`,
    body: teamBody,
    privilege: 'teams:manage',
    probe: { body: {}, status: 400 },
  },
  { method: 'GET', route: '/api/orgs/:orgId/teams/:teamId', path: (i) => `${org(i)}/teams/${i.teamId}` },
  {
    method: 'PUT',
    route: '/api/orgs/:orgId/teams/:teamId',
    path: (i) => `${org(i)}/teams/${i.teamId}`,
    body: teamBody,
    privilege: 'teams:manage',
    probe: { ids: random, body: {}, status: 400 },
  },
  {
    method: 'DELETE',
    route: '/api/orgs/:orgId/teams/:teamId',
    path: (i) => `${org(i)}/teams/${i.teamId}`,
    privilege: 'teams:manage',
    probe: { ids: random, status: 404 },
  },

  // roles
  {
    method: 'GET',
    route: '/api/orgs/:orgId/roles',
    path: (i) => `${org(i)}/roles`,
    privilege: 'roles:read',
    probe: { status: 200 },
  },
  {
    method: 'GET',
    route: '/api/orgs/:orgId/roles/:roleId',
    path: (i) => `${org(i)}/roles/${i.roleId}`,
    privilege: 'roles:read',
    probe: { ids: { roleId: 'ORG_ADMIN' }, status: 200 },
  },
  {
    method: 'POST',
    route: '/api/orgs/:orgId/roles',
    path: (i) => `${org(i)}/roles`,
    body: () => roleBody,
    privilege: 'roles:manage',
    probe: { body: {}, status: 400 },
  },
  {
    method: 'PUT',
    route: '/api/orgs/:orgId/roles/:roleId',
    path: (i) => `${org(i)}/roles/${i.roleId}`,
    body: () => roleBody,
    privilege: 'roles:manage',
    probe: { ids: random, body: {}, status: 400 },
  },
  {
    method: 'DELETE',
    route: '/api/orgs/:orgId/roles/:roleId',
    path: (i) => `${org(i)}/roles/${i.roleId}`,
    privilege: 'roles:manage',
    probe: { ids: random, status: 404 },
  },

  // analytics sites (a random site id: each role gets its privilege's answer, 404 for a missing site)
  {
    method: 'GET',
    route: '/api/orgs/:orgId/workspaces/:workspaceId/sites',
    path: (i) => `${work(i)}/sites`,
    privilege: 'analytics:read',
    workspace: 'work',
    probe: { status: 200 },
  },
  {
    method: 'POST',
    route: '/api/orgs/:orgId/workspaces/:workspaceId/sites',
    path: (i) => `${work(i)}/sites`,
    body: () => siteBody,
    privilege: 'analytics:write',
    workspace: 'work',
    probe: { body: {}, status: 400 },
  },
  {
    method: 'GET',
    route: '/api/orgs/:orgId/workspaces/:workspaceId/sites/summary',
    path: (i) => `${work(i)}/sites/summary`,
    privilege: 'analytics:read',
    workspace: 'work',
    probe: { status: 200 },
  },
  ...(['', '/install-check', '/stats'] as const).map(
    (tail): RouteCase => ({
      method: 'GET',
      route: `/api/orgs/:orgId/workspaces/:workspaceId/sites/:siteId${tail}`,
      path: (i) => `${work(i)}/sites/${RANDOM_ID}${tail}`,
      privilege: 'analytics:read',
      workspace: 'work',
      probe: { status: 404 },
    }),
  ),
  {
    method: 'PUT',
    route: '/api/orgs/:orgId/workspaces/:workspaceId/sites/:siteId',
    path: (i) => `${work(i)}/sites/${RANDOM_ID}`,
    body: () => siteBody,
    privilege: 'analytics:write',
    workspace: 'work',
    probe: { body: siteBody, status: 404 },
  },
  {
    method: 'PATCH',
    route: '/api/orgs/:orgId/workspaces/:workspaceId/sites/:siteId/status',
    path: (i) => `${work(i)}/sites/${RANDOM_ID}/status`,
    body: () => ({ action: 'archive' }),
    privilege: 'analytics:write',
    workspace: 'work',
    probe: { body: { action: 'archive' }, status: 404 },
  },
  {
    method: 'DELETE',
    route: '/api/orgs/:orgId/workspaces/:workspaceId/sites/:siteId',
    path: (i) => `${work(i)}/sites/${RANDOM_ID}`,
    privilege: 'analytics:write',
    workspace: 'work',
    probe: { status: 404 },
  },
  // billing (owners manage, admins read); probes change nothing: invalid bodies, unknown ids, no subscription
  ...billingRoutes(),
  // usage report (billing:read) and webhooks (api_keys:manage in the organisation)
  ...usageAndWebhookRoutes(),
];

/** Routes whose path names an object inside the organisation (not only the organisation). */
export const takesChildId = (c: RouteCase): boolean => /:(workspaceId|userId|invitationId|teamId|roleId)/.test(c.route);

/** The billing routes: reads need billing:read, changes billing:manage. */
function billingRoutes(): RouteCase[] {
  const b = (i: Ids) => `${org(i)}/billing`;
  const read = 'billing:read' as const;
  const manage = 'billing:manage' as const;
  const bad = { plan: 'platinum' };
  return [
    { method: 'GET', route: '/api/orgs/:orgId/billing', path: b, privilege: read, probe: { status: 200 } },
    {
      method: 'POST',
      route: '/api/orgs/:orgId/billing/plan/preview',
      path: (i) => `${b(i)}/plan/preview`,
      body: () => ({ plan: 'pro' }),
      privilege: read,
      probe: { body: bad, status: 400 },
    },
    {
      method: 'POST',
      route: '/api/orgs/:orgId/billing/plan',
      path: (i) => `${b(i)}/plan`,
      body: () => ({ plan: 'pro' }),
      privilege: manage,
      probe: { body: bad, status: 400 },
    },
    {
      method: 'POST',
      route: '/api/orgs/:orgId/billing/addons/preview',
      path: (i) => `${b(i)}/addons/preview`,
      body: () => ({ addon: 'extra_members', quantity: 1 }),
      privilege: read,
      probe: { body: { addon: 'nope', quantity: 1 }, status: 400 },
    },
    {
      method: 'PUT',
      route: '/api/orgs/:orgId/billing/addons',
      path: (i) => `${b(i)}/addons`,
      body: () => ({ addon: 'extra_members', quantity: 1 }),
      privilege: manage,
      probe: { body: { addon: 'nope', quantity: 1 }, status: 400 },
    },
    {
      method: 'POST',
      route: '/api/orgs/:orgId/billing/cancel',
      path: (i) => `${b(i)}/cancel`,
      privilege: manage,
      probe: { status: 409 },
    },
    {
      method: 'POST',
      route: '/api/orgs/:orgId/billing/resume',
      path: (i) => `${b(i)}/resume`,
      privilege: manage,
      probe: { status: 409 },
    },
    {
      method: 'GET',
      route: '/api/orgs/:orgId/billing/budget',
      path: (i) => `${b(i)}/budget`,
      privilege: read,
      probe: { status: 200 },
    },
    {
      method: 'PUT',
      route: '/api/orgs/:orgId/billing/budget',
      path: (i) => `${b(i)}/budget`,
      body: () => ({ monthlyCap: 100, thresholds: [50], atCap: 'block' }),
      privilege: manage,
      probe: { body: { monthlyCap: -1, thresholds: [50], atCap: 'block' }, status: 400 },
    },
    {
      method: 'GET',
      route: '/api/orgs/:orgId/billing/invoices',
      path: (i) => `${b(i)}/invoices`,
      privilege: read,
      probe: { status: 200 },
    },
    {
      method: 'GET',
      route: '/api/orgs/:orgId/billing/invoices/:invoiceId',
      path: (i) => `${b(i)}/invoices/${RANDOM_ID}`,
      privilege: read,
      probe: { status: 404 },
    },
    {
      method: 'GET',
      route: '/api/orgs/:orgId/billing/invoices/:invoiceId/pdf',
      path: (i) => `${b(i)}/invoices/${RANDOM_ID}/pdf`,
      privilege: read,
      probe: { status: 404 },
    },
    {
      method: 'POST',
      route: '/api/orgs/:orgId/billing/invoices/:invoiceId/pay',
      path: (i) => `${b(i)}/invoices/${RANDOM_ID}/pay`,
      privilege: manage,
      probe: { status: 404 },
    },
    {
      method: 'GET',
      route: '/api/orgs/:orgId/billing/payments',
      path: (i) => `${b(i)}/payments`,
      privilege: read,
      probe: { status: 200 },
    },
    // the manual provider has no card to enter: 409 (Stripe: stripe-checkout.api.test.ts)
    {
      method: 'POST',
      route: '/api/orgs/:orgId/billing/payment-method/checkout',
      path: (i) => `${b(i)}/payment-method/checkout`,
      privilege: manage,
      probe: { status: 409 },
    },
    {
      method: 'POST',
      route: '/api/orgs/:orgId/billing/payment-method/checkout/:sessionId',
      path: (i) => `${b(i)}/payment-method/checkout/cs_test_unknown`,
      privilege: manage,
      probe: { status: 409 },
    },
  ];
}

/** The usage report and the webhooks; probes change nothing: reads, invalid bodies, unknown ids. */
function usageAndWebhookRoutes(): RouteCase[] {
  const hooks = (i: Ids) => `${org(i)}/webhooks`;
  const manage = 'api_keys:manage' as const;
  const hookBody = () => ({ name: 'Intruder hook', url: 'https://intruder.example/hook', events: ['link.created'] });
  const one = (method: Method, suffix: string, body?: () => unknown): RouteCase => ({
    method,
    route: `/api/orgs/:orgId/webhooks/:webhookId${suffix}`,
    path: (i) => `${hooks(i)}/${RANDOM_ID}${suffix}`,
    ...(body ? { body } : {}),
    privilege: manage,
    probe: { status: 404 },
  });
  return [
    {
      method: 'GET',
      route: '/api/orgs/:orgId/usage',
      path: (i) => `${org(i)}/usage`,
      privilege: 'billing:read',
      probe: { status: 200 },
    },
    {
      method: 'GET',
      route: '/api/orgs/:orgId/usage.csv',
      path: (i) => `${org(i)}/usage.csv`,
      privilege: 'billing:read',
      probe: { status: 200 },
    },
    { method: 'GET', route: '/api/orgs/:orgId/webhooks', path: hooks, privilege: manage, probe: { status: 200 } },
    {
      method: 'POST',
      route: '/api/orgs/:orgId/webhooks',
      path: hooks,
      body: hookBody,
      privilege: manage,
      probe: { body: {}, status: 400 },
    },
    one('GET', ''),
    one('PATCH', '', () => ({ name: 'Taken over' })),
    one('DELETE', ''),
    one('POST', '/secret', () => ({})),
    one('POST', '/test', () => ({})),
    one('GET', '/deliveries'),
    {
      method: 'POST',
      route: '/api/orgs/:orgId/webhooks/:webhookId/deliveries/:deliveryId/redeliver',
      path: (i) => `${hooks(i)}/${RANDOM_ID}/deliveries/${RANDOM_ID}/redeliver`,
      body: () => ({}),
      privilege: manage,
      probe: { status: 404 },
    },
    {
      method: 'GET',
      route: '/api/orgs/:orgId/webhooks/:webhookId/deliveries/:deliveryId/attempts',
      path: (i) => `${hooks(i)}/${RANDOM_ID}/deliveries/${RANDOM_ID}/attempts`,
      privilege: manage,
      probe: { status: 404 },
    },
  ];
}
