import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitations } from '../../src/db/schema.ts';
import {
  invitationMailsPerOrg,
  invitationResendsPerInvitation,
} from '../../src/modules/invitations/invitation-rate-limits.ts';
import { startTestApp, type TestApp, testMode } from '../harness.ts';
import {
  expectError,
  invitationTokenOf,
  join,
  lastMailLink,
  newOrg,
  type Org,
  type PageBody,
  signIn,
  signUp,
  type TenantsBody,
  uniqueEmail,
} from './fixtures.ts';

interface Item {
  kind: string;
  id: string;
  email: string;
  role: string;
  status: string;
  invitationStatus: string | null;
}

describe(`members and invitations (${testMode})`, () => {
  let t: TestApp;
  let org: Org;
  const members = () => `/api/orgs/${org.orgId}/members`;
  const invite = (body: Record<string, unknown>) =>
    org.owner.client.post<{ data: { id: string; status: string } }>(`/api/orgs/${org.orgId}/invitations`, body);

  beforeAll(async () => {
    t = await startTestApp();
    org = await newOrg(t, 'Members Owner');
  });
  afterAll(() => t?.close());

  it('invites by e-mail: the list shows it as inactive, the invitee joins with the role on first sign-in', async () => {
    const email = uniqueEmail('invitee');
    const invited = await invite({
      email,
      role: 'ORG_EDITOR',
      workspaceId: org.defaultWorkspaceId,
      workspaceRole: 'SBOX_ADMIN',
    });
    expect(invited.status, invited.text).toBe(200);
    expect(invited.body.data.status).toBe('valid');
    const link = await lastMailLink(t, email, 'invitation');
    expect(link).toMatch(/\/auth\/register\?invitation=/);

    const pending = await org.owner.client.get<PageBody<Item>>(`${members()}?status=inactive`);
    expect(pending.body.data.items).toContainEqual(
      expect.objectContaining({ kind: 'invitation', email, status: 'inactive', invitationStatus: 'valid' }),
    );

    const person = await signUp(t, 'Invited Person', email);
    const tenants = await person.client.get<TenantsBody>('/api/me/tenants');
    expect(tenants.body.data.tenents).toEqual([expect.objectContaining({ id: org.orgId, role: 'ORG_EDITOR' })]);
    expect(tenants.body.data.sBoxs[0]).toMatchObject({ id: org.defaultWorkspaceId, role: 'SBOX_ADMIN' });

    const active = await org.owner.client.get<PageBody<Item>>(`${members()}?search=${encodeURIComponent(email)}`);
    expect(active.body.data.items).toEqual([
      expect.objectContaining({ kind: 'member', status: 'active', role: 'ORG_EDITOR' }),
    ]);
    // the invitation is used: its link opens nothing any more
    expectError(
      await person.client.post('/api/invitations/accept', { token: invitationTokenOf(link) }),
      400,
      'INVALID_OR_EXPIRED_INVITATION',
    );
  });

  it('lets a person with an account accept, only when signed in with the invited e-mail', async () => {
    const person = await signUp(t, 'Has Account');
    const other = await signUp(t, 'Someone Else');
    // their first sign-in gave them their own organisation
    expect((await person.client.get('/api/me/tenants')).status).toBe(200);
    await invite({ email: person.email, role: 'ORG_VIEWER' });
    const link = await lastMailLink(t, person.email, 'invitation');
    expect(link).toMatch(/\/auth\/invitation\?token=/);
    const token = invitationTokenOf(link);

    const preview = await other.client.post('/api/invitations/preview', { token });
    expect(preview.body).toMatchObject({
      data: { orgName: "Members Owner's organisation", role: 'ORG_VIEWER', status: 'valid' },
    });
    expectError(await other.client.post('/api/invitations/accept', { token }), 400, 'INVALID_OR_EXPIRED_INVITATION');
    expectError(
      await person.client.post('/api/invitations/accept', { token: 'x'.repeat(43) }),
      400,
      'INVALID_OR_EXPIRED_INVITATION',
    );

    const accepted = await person.client.post('/api/invitations/accept', { token });
    expect(accepted.status, accepted.text).toBe(200);
    expect(accepted.body).toMatchObject({ data: { orgId: org.orgId } });
    const tenants = await person.client.get<TenantsBody>('/api/me/tenants');
    expect(tenants.body.data.tenents.map((x) => x.role).sort()).toEqual(['ORG_OWNER', 'ORG_VIEWER']);
  });

  it('rejects, expires and re-invites: the old link dies, the new one works', async () => {
    const rejectedEmail = uniqueEmail('rejecter');
    await invite({ email: rejectedEmail, role: 'ORG_USER' });
    const rejectToken = invitationTokenOf(await lastMailLink(t, rejectedEmail, 'invitation'));
    const anonymous = (await signUp(t, 'Anyone Here')).client;
    expect((await anonymous.post('/api/invitations/reject', { token: rejectToken })).status).toBe(200);
    expectError(
      await anonymous.post('/api/invitations/reject', { token: rejectToken }),
      400,
      'INVALID_OR_EXPIRED_INVITATION',
    );

    const email = uniqueEmail('late');
    const invited = await invite({ email, role: 'ORG_USER' });
    const oldToken = invitationTokenOf(await lastMailLink(t, email, 'invitation'));
    await t.app.db.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.id, invited.body.data.id));
    const listed = await org.owner.client.get<PageBody<Item>>(`${members()}?search=${encodeURIComponent(email)}`);
    expect(listed.body.data.items).toEqual([
      expect.objectContaining({ status: 'inactive', invitationStatus: 'expired' }),
    ]);

    const late = await signUp(t, 'Late Person', email);
    // an expired invitation does not join them: they get their own organisation
    const own = await late.client.get<TenantsBody>('/api/me/tenants');
    expect(own.body.data.tenents.map((x) => x.id)).not.toContain(org.orgId);
    expectError(
      await late.client.post('/api/invitations/accept', { token: oldToken }),
      400,
      'INVALID_OR_EXPIRED_INVITATION',
    );

    const resent = await org.owner.client.post(`/api/orgs/${org.orgId}/invitations/${invited.body.data.id}/resend`);
    expect(resent.status, resent.text).toBe(200);
    const newToken = invitationTokenOf(await lastMailLink(t, email, 'invitation'));
    expect(newToken).not.toBe(oldToken);
    expectError(
      await late.client.post('/api/invitations/accept', { token: oldToken }),
      400,
      'INVALID_OR_EXPIRED_INVITATION',
    );
    expect((await late.client.post('/api/invitations/accept', { token: newToken })).status).toBe(200);
  });

  it('refuses a second invitation and inviting a member', async () => {
    const email = uniqueEmail('twice');
    expect((await invite({ email, role: 'ORG_USER' })).status).toBe(200);
    expectError(await invite({ email, role: 'ORG_USER' }), 409, 'CONFLICT', 'email');
    expectError(await invite({ email: org.owner.email, role: 'ORG_USER' }), 409, 'CONFLICT', 'email');
    expectError(await invite({ email: 'not-an-email', role: 'ORG_USER' }), 400, 'VALIDATION_ERROR', 'email');
  });

  it('ends a disabled member’s sessions at once; enabled, they sign in and work again', async () => {
    const member = await join(t, org, 'ORG_EDITOR');
    expect((await member.client.get(`/api/orgs/${org.orgId}/context`)).status).toBe(200);

    const disabled = await org.owner.client.post(`${members()}/${member.id}/disable`);
    expect(disabled.status, disabled.text).toBe(200);
    expectError(await member.client.get(`/api/orgs/${org.orgId}/context`), 401, 'INVALID_TOKEN');
    expectError(await member.client.get('/api/me/tenants'), 401, 'INVALID_TOKEN');

    // signing in again does not reopen the organisation
    const again = await signIn(t, member.client, member.email, member.name);
    expectError(await again.client.get(`/api/orgs/${org.orgId}/context`), 401, 'INVALID_TOKEN');
    // their only organisation is closed to them: no enterprise linked
    expectError(await again.client.get('/api/me/tenants'), 404, 'NO_ENTERPRISE_LINKED');
    const listed = await org.owner.client.get<PageBody<Item>>(`${members()}?status=disabled`);
    expect(listed.body.data.items.map((i) => i.id)).toContain(member.id);

    expect((await org.owner.client.post(`${members()}/${member.id}/enable`)).status).toBe(200);
    expect((await again.client.get(`/api/orgs/${org.orgId}/context`)).status).toBe(200);

    const audit = await org.owner.client.get<PageBody<{ action: string; targetId: string }>>(
      `/api/orgs/${org.orgId}/audit?action=member.&pageSize=100`,
    );
    const actions = audit.body.data.items.filter((e) => e.targetId === member.id).map((e) => e.action);
    expect(actions).toEqual(['member.enable', 'member.disable']);
  });

  it('removes a member: their access ends, their data in the organisation goes', async () => {
    const member = await join(t, org, 'ORG_VIEWER', {
      workspaceId: org.defaultWorkspaceId,
      workspaceRole: 'SBOX_EDITOR',
    });
    expect((await org.owner.client.delete(`${members()}/${member.id}`)).status).toBe(200);
    expectError(await member.client.get(`/api/orgs/${org.orgId}/context`), 404, 'NOT_FOUND');
    expectError(await org.owner.client.get(`${members()}/${member.id}`), 404, 'NOT_FOUND');
  });

  it('shows a member with their workspaces and teams', async () => {
    const member = await join(t, org, 'DEVELOPER', {
      workspaceId: org.defaultWorkspaceId,
      workspaceRole: 'SBOX_VIEWER',
    });
    await org.owner.client.post(`/api/orgs/${org.orgId}/teams`, {
      name: 'Detail team',
      members: [{ userId: member.id, role: 'SBOX_EDITOR' }],
    });
    const detail = await org.owner.client.get(`${members()}/${member.id}`);
    expect(detail.status, detail.text).toBe(200);
    expect(detail.body).toMatchObject({
      data: {
        userId: member.id,
        email: member.email,
        role: 'DEVELOPER',
        status: 'active',
        workspaces: [{ id: org.defaultWorkspaceId, role: 'SBOX_VIEWER' }],
        teams: [{ name: 'Detail team', role: 'SBOX_EDITOR' }],
      },
    });
  });

  it('pages and filters the list', async () => {
    for (let i = 0; i < 3; i++) await invite({ email: uniqueEmail('pager'), role: 'ORG_USER' });
    const first = await org.owner.client.get<PageBody<Item>>(`${members()}?search=pager&pageSize=2&page=1`);
    const second = await org.owner.client.get<PageBody<Item>>(`${members()}?search=pager&pageSize=2&page=2`);
    expect(first.body.data).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(first.body.data.items).toHaveLength(2);
    expect(second.body.data.items).toHaveLength(1);
    expectError(await org.owner.client.get(`${members()}?pageSize=101`), 400, 'VALIDATION_ERROR');
  });

  it('caps invitation mail: five re-invitations a day per invitation, 200 invitation mails a day per organisation', async () => {
    const email = uniqueEmail('reminded');
    const invited = await invite({ email, role: 'ORG_VIEWER' });
    expect(invited.status, invited.text).toBe(200);
    const resend = () => org.owner.client.post(`/api/orgs/${org.orgId}/invitations/${invited.body.data.id}/resend`);
    for (let i = 0; i < invitationResendsPerInvitation.max; i++) expect((await resend()).status).toBe(200);
    const limited = await resend();
    expectError(limited, 429, 'RATE_LIMITED');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);

    // bring the organisation to its daily cap without sending 200 mails
    const used = (await t.app.rateLimit.check(invitationMailsPerOrg, org.orgId)).count;
    for (let i = used; i < invitationMailsPerOrg.max; i++) await t.app.rateLimit.hit(invitationMailsPerOrg, org.orgId);
    const other = uniqueEmail('one-too-many');
    expectError(await invite({ email: other, role: 'ORG_VIEWER' }), 429, 'RATE_LIMITED');
    const listed = await org.owner.client.get<PageBody<Item>>(`${members()}?status=inactive&pageSize=100`);
    expect(listed.body.data.items.map((m) => m.email)).not.toContain(other);
  });
});

describe(`owners, admins and the last owner (${testMode})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t?.close());

  it('keeps the last owner: not demoted, disabled, removed, nor leaving', async () => {
    const org = await newOrg(t, 'Only Owner');
    const base = `/api/orgs/${org.orgId}/members/${org.owner.id}`;
    expectError(await org.owner.client.patch(`${base}/role`, { role: 'ORG_ADMIN' }), 409, 'CONFLICT');
    expectError(await org.owner.client.delete(base), 409, 'CONFLICT');
    expectError(await org.owner.client.post(`/api/orgs/${org.orgId}/leave`), 409, 'CONFLICT');
    expectError(await org.owner.client.post(`${base}/disable`), 409, 'CONFLICT');

    // with a second owner, the first may step down
    const second = await join(t, org, 'ORG_OWNER');
    const demoted = await org.owner.client.patch(`${base}/role`, { role: 'ORG_ADMIN' });
    expect(demoted.status, demoted.text).toBe(200);
    expectError(
      await second.client.patch(`/api/orgs/${org.orgId}/members/${second.id}/role`, { role: 'ORG_VIEWER' }),
      409,
      'CONFLICT',
    );
  });

  it('lets only an owner make an owner, and keeps admins off owners', async () => {
    const org = await newOrg(t, 'Strict Owner');
    const admin = await join(t, org, 'ORG_ADMIN');
    const viewer = await join(t, org, 'ORG_VIEWER');
    const path = (id: string) => `/api/orgs/${org.orgId}/members/${id}`;

    expectError(
      await admin.client.patch(`${path(viewer.id)}/role`, { role: 'ORG_OWNER' }),
      403,
      'ACCESS_DENIED',
      'role',
    );
    expectError(
      await admin.client.post(`/api/orgs/${org.orgId}/invitations`, { email: uniqueEmail(), role: 'ORG_OWNER' }),
      403,
      'ACCESS_DENIED',
      'role',
    );
    expectError(await admin.client.patch(`${path(org.owner.id)}/role`, { role: 'ORG_VIEWER' }), 403, 'ACCESS_DENIED');
    expectError(await admin.client.post(`${path(org.owner.id)}/disable`), 403, 'ACCESS_DENIED');
    expectError(await admin.client.delete(path(org.owner.id)), 403, 'ACCESS_DENIED');
    // admins manage everyone else
    expect((await admin.client.patch(`${path(viewer.id)}/role`, { role: 'ORG_EDITOR' })).status).toBe(200);

    const promoted = await org.owner.client.patch(`${path(viewer.id)}/role`, { role: 'ORG_OWNER' });
    expect(promoted.status, promoted.text).toBe(200);
    expect(promoted.body).toMatchObject({ data: { role: 'ORG_OWNER' } });
  });

  it('applies a demotion on the very next request', async () => {
    const org = await newOrg(t, 'Demoting Owner');
    const admin = await join(t, org, 'ORG_ADMIN');
    const invites = `/api/orgs/${org.orgId}/invitations`;
    expect((await admin.client.post(invites, { email: uniqueEmail(), role: 'ORG_USER' })).status).toBe(200);
    await org.owner.client.patch(`/api/orgs/${org.orgId}/members/${admin.id}/role`, { role: 'ORG_VIEWER' });
    expectError(await admin.client.post(invites, { email: uniqueEmail(), role: 'ORG_USER' }), 403, 'ACCESS_DENIED');
    const context = await admin.client.get<{ data: { organization: { role: string; privileges: string[] } } }>(
      `/api/orgs/${org.orgId}/context`,
    );
    expect(context.body.data.organization.role).toBe('ORG_VIEWER');
    expect(context.body.data.organization.privileges).not.toContain('members:manage');
  });

  it('lets a member leave', async () => {
    const org = await newOrg(t, 'Left Owner');
    const member = await join(t, org, 'ORG_EDITOR');
    expect((await member.client.post(`/api/orgs/${org.orgId}/leave`)).status).toBe(200);
    expectError(await member.client.get(`/api/orgs/${org.orgId}/context`), 404, 'NOT_FOUND');
  });
});
