import { type OrgRole, type Privilege, type SystemRole, systemRolePrivileges, type WorkspaceRole } from '@osm5/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, testMode } from '../harness.ts';
import { expectError, join, newOrg, type Person } from './fixtures.ts';
import { type Ids, RANDOM_ID, type RouteCase } from './route-case.ts';
import { routeTable } from './route-table.ts';

/**
 * Each system role against each privilege-guarded route, from the shared
 * matrix: a role that holds the privilege gets past the guard (the probe's
 * status), one that does not gets 403 ACCESS_DENIED. Workspace roles are held
 * in one workspace only, so they count on routes about that workspace and
 * nowhere else.
 */
const roles: { role: SystemRole; org: OrgRole; workspace?: WorkspaceRole }[] = [
  { role: 'ORG_OWNER', org: 'ORG_OWNER' },
  { role: 'ORG_ADMIN', org: 'ORG_ADMIN' },
  { role: 'ORG_EDITOR', org: 'ORG_EDITOR' },
  { role: 'ORG_VIEWER', org: 'ORG_VIEWER' },
  { role: 'ORG_USER', org: 'ORG_USER' },
  { role: 'DEVELOPER', org: 'DEVELOPER' },
  { role: 'SBOX_ADMIN', org: 'ORG_USER', workspace: 'SBOX_ADMIN' },
  { role: 'SBOX_EDITOR', org: 'ORG_USER', workspace: 'SBOX_EDITOR' },
  { role: 'SBOX_VIEWER', org: 'ORG_USER', workspace: 'SBOX_VIEWER' },
];

const guarded = routeTable.filter((c): c is RouteCase & { privilege: Privilege } => c.privilege !== undefined);

function holds(entry: (typeof roles)[number], c: RouteCase & { privilege: Privilege }): boolean {
  const privileges = new Set(systemRolePrivileges[entry.org]);
  if (entry.workspace && c.workspace === 'work')
    for (const p of systemRolePrivileges[entry.workspace]) privileges.add(p);
  return privileges.has(c.privilege);
}

async function send(person: Person, method: RouteCase['method'], path: string, body?: unknown) {
  const c = person.client;
  switch (method) {
    case 'GET':
      return c.get(path);
    case 'POST':
      return c.post(path, body);
    case 'PUT':
      return c.put(path, body);
    case 'PATCH':
      return c.patch(path, body);
    case 'DELETE':
      return c.delete(path, body);
  }
}

describe(`each system role against each guarded route (${testMode})`, () => {
  let t: TestApp;
  let ids: Ids;
  const people = new Map<SystemRole, Person>();

  beforeAll(async () => {
    t = await startTestApp();
    const org = await newOrg(t);
    const created = await org.owner.client.post<{ data: { id: string } }>(`/api/orgs/${org.orgId}/workspaces`, {
      name: 'Work space',
      visibility: 'public',
    });
    expect(created.status, created.text).toBe(200);
    const workspaceId = created.body.data.id;
    people.set('ORG_OWNER', org.owner);
    const joined = await Promise.all(
      roles
        .filter((r) => r.role !== 'ORG_OWNER')
        .map(async (r) => {
          const opts = r.workspace ? { workspaceId, workspaceRole: r.workspace } : {};
          return [r.role, await join(t, org, r.org, opts)] as const;
        }),
    );
    for (const [role, person] of joined) people.set(role, person);
    // a team of everyone but the owner and the admin (who reach every team anyway)
    const members = joined
      .filter(([role]) => role !== 'ORG_ADMIN')
      .map(([, person]) => ({ userId: person.id, role: 'SBOX_VIEWER' }));
    const team = await org.owner.client.post<{ data: { id: string } }>(`/api/orgs/${org.orgId}/teams`, {
      name: 'Everyone team',
      members,
    });
    expect(team.status, team.text).toBe(200);
    ids = {
      orgId: org.orgId,
      workspaceId,
      defaultWorkspaceId: org.defaultWorkspaceId,
      userId: people.get('ORG_EDITOR')?.id ?? '',
      ownerId: org.owner.id,
      invitationId: RANDOM_ID,
      teamId: team.body.data.id,
      roleId: RANDOM_ID,
    };
  });
  afterAll(() => t?.close());

  for (const entry of roles) {
    describe(entry.role, () => {
      for (const c of guarded) {
        const allowed = holds(entry, c);
        it(`${allowed ? 'may' : 'may not'} ${c.method} ${c.route} (${c.privilege})`, async () => {
          const person = people.get(entry.role);
          if (!person || !c.probe) throw new Error('missing person or probe');
          const probeIds = {
            ...ids,
            ...c.probe.ids,
            ...(c.probe.onDefault ? { workspaceId: ids.defaultWorkspaceId } : {}),
          };
          const response = await send(person, c.method, c.path(probeIds), c.probe.body);
          if (allowed) expect(response.status, response.text).toBe(c.probe.status);
          else expectError(response, 403, 'ACCESS_DENIED');
        });
      }

      it('reaches every route that needs no privilege', async () => {
        const person = people.get(entry.role);
        if (!person) throw new Error('missing person');
        for (const c of routeTable.filter((r) => !r.privilege && r.method === 'GET' && !r.route.includes('logo'))) {
          const response = await person.client.get(c.path(ids));
          expect(response.status, `${c.route}: ${response.text}`).toBe(200);
        }
      });
    });
  }

  it('lists every tenancy route that takes an id in the table', async () => {
    const doc = (await (await fetch(`${t.url}/api/openapi.json`)).json()) as {
      paths: Record<string, Record<string, { tags?: string[] }>>;
    };
    const ours = new Set(['tenancy', 'organization', 'workspaces', 'members', 'teams', 'roles', 'audit']);
    const listed = new Set(routeTable.map((c) => `${c.method} ${c.route}`));
    const missing: string[] = [];
    for (const [path, methods] of Object.entries(doc.paths)) {
      if (!path.startsWith('/api/orgs/{orgId}')) continue;
      for (const [method, op] of Object.entries(methods)) {
        if (!op.tags?.some((tag) => ours.has(tag))) continue;
        const route = path.replace(/\{(\w+)\}/g, ':$1');
        if (!listed.has(`${method.toUpperCase()} ${route}`)) missing.push(`${method.toUpperCase()} ${route}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
