import { eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  files,
  invitations,
  itemViews,
  memberships,
  roles,
  stars,
  teamMembers,
  teams,
  workspaceMembers,
  workspaces,
} from '../../src/db/schema.ts';
import { startTestApp, type TestApp, testMode } from '../harness.ts';
import { expectError, invitationTokenOf, join, lastMailLink, newOrg, type Org, uniqueEmail } from './fixtures.ts';
import type { Ids, RouteCase } from './route-case.ts';
import { routeTable, takesChildId } from './route-table.ts';

/**
 * Tenant isolation: the owner of organisation B (who holds every privilege in
 * B) sends every route that takes an id with organisation A's ids, and with
 * B's own organisation id but A's objects. Each answers 404, exactly like a
 * missing object, and nothing in either organisation changes.
 */
const scoped: { name: string; table: PgTable; orgId: PgTable[keyof PgTable] }[] = [
  { name: 'workspaces', table: workspaces, orgId: workspaces.orgId },
  { name: 'memberships', table: memberships, orgId: memberships.orgId },
  { name: 'workspace_members', table: workspaceMembers, orgId: workspaceMembers.orgId },
  { name: 'invitations', table: invitations, orgId: invitations.orgId },
  { name: 'teams', table: teams, orgId: teams.orgId },
  { name: 'team_members', table: teamMembers, orgId: teamMembers.orgId },
  { name: 'roles', table: roles, orgId: roles.orgId },
  { name: 'item_views', table: itemViews, orgId: itemViews.orgId },
  { name: 'stars', table: stars, orgId: stars.orgId },
  { name: 'files', table: files, orgId: files.orgId },
  { name: 'audit_log', table: auditLog, orgId: auditLog.orgId },
] as never;

describe(`tenant isolation (${testMode})`, () => {
  let t: TestApp;
  let a: Org;
  let b: Org;
  let idsA: Ids;
  let invitationToken: string;

  /** Row counts of every tenancy table for one organisation, and what its owner sees. */
  async function snapshot(org: Org): Promise<unknown> {
    const counts: Record<string, number> = {};
    for (const s of scoped) {
      const [row] = await t.app.db.db
        .select({ n: sql<number>`count(*)::int` })
        .from(s.table)
        .where(eq(s.orgId as never, org.orgId));
      counts[s.name] = row?.n ?? 0;
    }
    const views: Record<string, unknown> = {};
    for (const path of ['context', 'profile', 'defaults', 'workspaces', 'members', 'teams', 'roles?kind=custom']) {
      const response = await org.owner.client.get(`/api/orgs/${org.orgId}/${path}`);
      views[path] = response.body;
    }
    return { counts, views };
  }

  beforeAll(async () => {
    t = await startTestApp();
    [a, b] = await Promise.all([newOrg(t, 'Alice Owner'), newOrg(t, 'Bob Owner')]);
    const ws = await a.owner.client.post<{ data: { id: string } }>(`/api/orgs/${a.orgId}/workspaces`, {
      name: 'Alice work',
    });
    const member = await join(t, a, 'ORG_EDITOR', { workspaceId: ws.body.data.id, workspaceRole: 'SBOX_EDITOR' });
    const inviteeEmail = uniqueEmail('pending');
    const invitation = await a.owner.client.post<{ data: { id: string } }>(`/api/orgs/${a.orgId}/invitations`, {
      email: inviteeEmail,
      role: 'ORG_VIEWER',
    });
    invitationToken = invitationTokenOf(await lastMailLink(t, inviteeEmail, 'invitation'));
    const team = await a.owner.client.post<{ data: { id: string } }>(`/api/orgs/${a.orgId}/teams`, {
      name: 'Alice team',
      members: [{ userId: member.id, role: 'SBOX_EDITOR' }],
      workspaceIds: [ws.body.data.id],
    });
    const role = await a.owner.client.post<{ data: { id: string } }>(`/api/orgs/${a.orgId}/roles`, {
      name: 'Alice role',
      privileges: ['links:read'],
    });
    await a.owner.client.put(`/api/orgs/${a.orgId}/workspaces/${ws.body.data.id}/stars`, {
      itemType: 'workspace',
      itemId: ws.body.data.id,
    });
    for (const r of [ws, invitation, team, role]) expect(r.status, r.text).toBe(200);
    idsA = {
      orgId: a.orgId,
      workspaceId: ws.body.data.id,
      defaultWorkspaceId: a.defaultWorkspaceId,
      userId: member.id,
      ownerId: a.owner.id,
      invitationId: invitation.body.data.id,
      teamId: team.body.data.id,
      roleId: role.body.data.id,
    };
  });
  afterAll(() => t?.close());

  async function send(c: RouteCase, ids: Ids) {
    const client = b.owner.client;
    const path = c.path(ids);
    const body = c.body?.(ids);
    switch (c.method) {
      case 'GET':
        return client.get(path);
      case 'POST':
        return client.post(path, body);
      case 'PUT':
        return client.put(path, body);
      case 'PATCH':
        return client.patch(path, body);
      case 'DELETE':
        return client.delete(path, body);
    }
  }

  it('leaves both organisations unchanged, whatever B sends', async () => {
    const beforeA = await snapshot(a);
    const beforeB = await snapshot(b);

    // A's organisation id: B's owner is not a member
    for (const c of routeTable) {
      const response = await send(c, idsA);
      expect(response.status, `${c.method} ${c.route}: ${response.text}`).toBe(404);
      expect(response.body).toMatchObject({ code: 'NOT_FOUND' });
    }

    // B's own organisation id, A's objects: the scope in every query finds nothing
    for (const c of routeTable.filter(takesChildId)) {
      const response = await send(c, { ...idsA, orgId: b.orgId, roleId: idsA.roleId });
      expect(response.status, `${c.method} ${c.route} (own org): ${response.text}`).toBe(404);
      expect(response.body).toMatchObject({ code: 'NOT_FOUND' });
    }

    // A's ids inside bodies sent to B's routes
    const own = `/api/orgs/${b.orgId}`;
    expectError(
      await b.owner.client.post(`${own}/invitations`, {
        email: uniqueEmail('x'),
        role: 'ORG_USER',
        workspaceId: idsA.workspaceId,
        workspaceRole: 'SBOX_ADMIN',
      }),
      404,
      'NOT_FOUND',
      'workspaceId',
    );
    expectError(
      await b.owner.client.post(`${own}/invitations`, {
        email: uniqueEmail('x'),
        role: 'ORG_USER',
        customRoleId: idsA.roleId,
      }),
      404,
      'NOT_FOUND',
      'customRoleId',
    );
    expectError(
      await b.owner.client.post(`${own}/teams`, {
        name: 'Borrowers',
        members: [{ userId: idsA.userId, role: 'SBOX_VIEWER' }],
      }),
      400,
      'VALIDATION_ERROR',
      'members.0.userId',
    );
    expectError(
      await b.owner.client.patch(`${own}/members/${b.owner.id}/role`, { role: 'ORG_OWNER', customRoleId: idsA.roleId }),
      404,
      'NOT_FOUND',
      'customRoleId',
    );
    expectError(
      await b.owner.client.put(`${own}/workspaces/${b.defaultWorkspaceId}/members/${idsA.userId}`, {
        role: 'SBOX_VIEWER',
      }),
      404,
      'NOT_FOUND',
    );
    // an invitation of A, accepted by someone it was not sent to
    expectError(
      await b.owner.client.post('/api/invitations/accept', { token: invitationToken }),
      400,
      'INVALID_OR_EXPIRED_INVITATION',
    );

    expect(await snapshot(a)).toEqual(beforeA);
    expect(await snapshot(b)).toEqual(beforeB);
  });

  it('answers a workspace of another organisation like a missing one, with the same body', async () => {
    const foreign = await b.owner.client.get(`/api/orgs/${b.orgId}/workspaces/${idsA.workspaceId}`);
    const missing = await b.owner.client.get(`/api/orgs/${b.orgId}/workspaces/2d7a3c1e-5b6f-4a8e-9c0d-1e2f3a4b5c6d`);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(missing.body);
  });
});
