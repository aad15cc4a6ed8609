import type { OrgRole, WorkspaceRole } from '@osm5/shared';
import { and, desc, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { auditLog, mailOutbox } from '../../src/db/schema.ts';
import type { TestApp } from '../harness.ts';
import { createTestClient, type TestClient, type TestResponse } from '../test-client.ts';

/**
 * People for tenancy tests, made through the real sign-up flow: register, follow
 * the mailed verification link, sign in. Each test makes its own organisations.
 */
export interface Person {
  client: TestClient;
  id: string;
  email: string;
  name: string;
}

export interface Org {
  owner: Person;
  orgId: string;
  defaultWorkspaceId: string;
}

export const PASSWORD = 'correct horse battery';
let counter = 0;

export const uniqueEmail = (prefix = 'user') =>
  `${prefix}-${process.pid}-${Date.now().toString(36)}-${++counter}@example.test`;

/** The link of the newest mail sent to an address (the outbox records every mail). */
export async function lastMailLink(t: TestApp, to: string, purpose: string): Promise<string> {
  const [mail] = await t.app.db.db
    .select({ text: mailOutbox.text })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, to), eq(mailOutbox.purpose, purpose)))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  const link = mail?.text.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`no ${purpose} mail with a link to ${to}`);
  return link;
}

export const tokenOf = (link: string, param: string): string => {
  const token = new URL(link).searchParams.get(param);
  if (!token) throw new Error(`no ${param} in ${link}`);
  return token;
};

/** The token of an invitation link: `?invitation=` to register, `?token=` on the invitation page. */
export const invitationTokenOf = (link: string): string =>
  new URL(link).searchParams.has('token') ? tokenOf(link, 'token') : tokenOf(link, 'invitation');

/** Registers, verifies and signs in a new person. */
export async function signUp(t: TestApp, name = 'Test Person', email = uniqueEmail()): Promise<Person> {
  const client = createTestClient(t.url);
  const registered = await client.post('/api/auth/register', {
    name,
    email,
    password: PASSWORD,
    confirmPassword: PASSWORD,
  });
  expect(registered.status, registered.text).toBe(201);
  const token = tokenOf(await lastMailLink(t, email, 'verify_email'), 'token');
  const verified = await client.post('/api/auth/verify-email', { token });
  expect(verified.status, verified.text).toBe(200);
  return signIn(t, client, email, name);
}

export async function signIn(t: TestApp, client: TestClient, email: string, name: string): Promise<Person> {
  const login = await client.post<{ data: { userInfo: { id: string } } }>('/api/auth/login', {
    email,
    password: PASSWORD,
  });
  expect(login.status, login.text).toBe(200);
  void t;
  return { client, id: login.body.data.userInfo.id, email, name };
}

export interface TenantsBody {
  data: {
    tenents: { id: string; name: string; role: OrgRole; privileges: string[]; logoUrl: string | null }[];
    orgId: string;
    sBoxs: { id: string; name: string; isDefault: boolean; visibility: string; role: WorkspaceRole | null }[];
  };
}

/** A new person with their own organisation (provisioned on first sign-in). */
export async function newOrg(t: TestApp, name = 'Owner Person'): Promise<Org> {
  const owner = await signUp(t, name);
  const tenants = await owner.client.get<TenantsBody>('/api/me/tenants');
  expect(tenants.status, tenants.text).toBe(200);
  const workspace = tenants.body.data.sBoxs.find((w) => w.isDefault);
  if (!workspace) throw new Error('no default workspace');
  return { owner, orgId: tenants.body.data.orgId, defaultWorkspaceId: workspace.id };
}

export interface JoinOptions {
  customRoleId?: string;
  workspaceId?: string;
  workspaceRole?: WorkspaceRole;
  name?: string;
}

/** Invites a new person with a role; they sign up and join on their first sign-in. */
export async function join(t: TestApp, org: Org, role: OrgRole, opts: JoinOptions = {}): Promise<Person> {
  const email = uniqueEmail(role.toLowerCase());
  const invited = await org.owner.client.post(`/api/orgs/${org.orgId}/invitations`, {
    email,
    role,
    ...(opts.customRoleId ? { customRoleId: opts.customRoleId } : {}),
    ...(opts.workspaceId ? { workspaceId: opts.workspaceId, workspaceRole: opts.workspaceRole } : {}),
  });
  expect(invited.status, invited.text).toBe(200);
  const person = await signUp(t, opts.name ?? `${role} Person`, email);
  const tenants = await person.client.get<TenantsBody>('/api/me/tenants');
  expect(tenants.status, tenants.text).toBe(200);
  expect(tenants.body.data.tenents.map((x) => x.id)).toContain(org.orgId);
  return person;
}

/** Count of an organisation's audit entries: every change writes one, so "unchanged" is checkable. */
export async function auditCount(t: TestApp, orgId: string): Promise<number> {
  const [row] = await t.app.db.db
    .select({ n: sql<number>`count(*)::int` })
    .from(auditLog)
    .where(eq(auditLog.orgId, orgId));
  return row?.n ?? 0;
}

export function expectError(response: TestResponse, status: number, code: string, field?: string): void {
  expect(response.status, response.text).toBe(status);
  expect(response.body).toMatchObject({ status: false, code, ...(field ? { field } : {}) });
}

export interface PageBody<T> {
  data: { items: T[]; total: number; page: number; pageSize: number };
}
