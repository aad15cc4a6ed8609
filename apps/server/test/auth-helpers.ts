import { randomBytes } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { mailOutbox } from '../src/db/schema.ts';
import type { TestApp } from './harness.ts';
import { createTestClient, type TestClient } from './test-client.ts';

/**
 * Accounts for API tests, made through the real endpoints (sign-up, the
 * verification link from the mail outbox, sign-in). Works in both modes
 * without SMTP. Each call makes a new, unique account.
 */
export interface TestUser {
  /** a client holding this user's session */
  client: TestClient;
  id: string;
  email: string;
  name: string;
  password: string;
}

export const uniqueEmail = (prefix = 'user') => `${prefix}-${randomBytes(5).toString('hex')}@example.test`;

/** The action link of the latest outbox mail to `email` (with no SMTP_URL every mail lands there). */
export async function latestOutboxLink(t: TestApp, email: string, purpose?: string): Promise<string> {
  const rows = await t.app.db.db
    .select({ text: mailOutbox.text, purpose: mailOutbox.purpose })
    .from(mailOutbox)
    .where(eq(mailOutbox.to, email.toLowerCase()))
    .orderBy(desc(mailOutbox.createdAt));
  const row = rows.find((r) => !purpose || r.purpose === purpose);
  const link = row?.text.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`no ${purpose ?? ''} mail with a link to ${email}`);
  return link;
}

/** Signs up; the account is not verified yet. */
export async function signUp(
  t: TestApp,
  opts: { name?: string; email?: string; password?: string; locale?: string; client?: TestClient } = {},
) {
  const client = opts.client ?? createTestClient(t.url);
  const email = opts.email ?? uniqueEmail();
  const password = opts.password ?? `pw-${randomBytes(6).toString('hex')}`;
  const name = opts.name ?? 'Test User';
  const response = await client.post('/api/auth/register', {
    name,
    email,
    password,
    confirmPassword: password,
    ...(opts.locale ? { locale: opts.locale } : {}),
  });
  if (response.status !== 201) throw new Error(`sign-up failed: ${response.status} ${response.text}`);
  return { client, email, password, name };
}

/** Signs up, verifies through the mailed link and signs in. */
export async function createSignedInUser(
  t: TestApp,
  opts: { name?: string; email?: string; password?: string; locale?: string } = {},
): Promise<TestUser> {
  const { client, email, password, name } = await signUp(t, opts);
  const link = new URL(await latestOutboxLink(t, email, 'verify_email'));
  const verified = await client.post('/api/auth/verify-email', { token: link.searchParams.get('token') });
  if (verified.status !== 200) throw new Error(`verification failed: ${verified.status} ${verified.text}`);
  const login = await client.post<{ data: { userInfo: { id: string } } }>('/api/auth/login', { email, password });
  if (login.status !== 200) throw new Error(`sign-in failed: ${login.status} ${login.text}`);
  return { client, id: login.body.data.userInfo.id, email: email.toLowerCase(), name, password };
}
