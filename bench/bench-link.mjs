// What the redirect benchmarks share: the app built and listening in this process, and one link made
// through its real API by a registered, verified, signed-in owner.

import { join } from 'node:path';

/** A server's environment: production, embedded, on its own data folder (under work) and port. */
export function serverEnv(work, port) {
  return {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: join(work, 'data'),
    LOG_LEVEL: 'warn',
    WEB_DIST: join(work, 'no-web'),
    // every click recorded: on Free the tracked-events limit (10,000 a month) would stop recording after that
    DEFAULT_PLAN: 'enterprise',
  };
}

/** A BENCH_… switch: on when set to anything but empty, 0 or false (BENCH_ONLY_OURS=0 runs the references). */
export const benchFlag = (name) => !['', '0', 'false'].includes(process.env[name] ?? '');

/**
 * BENCH_SERVER_ENV="KEY=value …": more settings for the server, split at spaces, each at its first `=`
 * (a value may hold more, as in NODE_OPTIONS=--max-semi-space-size=64).
 */
export const benchServerEnv = () =>
  Object.fromEntries(
    (process.env.BENCH_SERVER_ENV ?? '')
      .split(' ')
      .filter(Boolean)
      .map((kv) => [kv.slice(0, kv.indexOf('=')), kv.slice(kv.indexOf('=') + 1)]),
  );

/** The server app of apps/server, built from this environment and listening on its PORT. */
export async function startApp(env) {
  const { buildApp } = await import('../apps/server/src/app.ts');
  const { loadConfig } = await import('../apps/server/src/config.ts');
  const app = await buildApp(loadConfig(env));
  await app.listen({ host: env.HOST, port: Number(env.PORT) });
  return app;
}

/** The owner createBenchLink registers. */
export const BENCH_OWNER = { email: 'bench@example.test', password: 'bench password 1' };

/** The owner signed in (a client holding their session), their organisation and its default workspace. */
export async function signInBenchOwner(publicUrl) {
  const { createTestClient } = await import('../apps/server/test/test-client.ts');
  const client = createTestClient(publicUrl);
  const login = await client.post('/api/auth/login', BENCH_OWNER);
  if (login.status !== 200) throw new Error(`not signed in: ${login.text}`);
  const tenants = await client.get('/api/me/tenants');
  const orgId = tenants.body.data.orgId;
  const workspaceId = tenants.body.data.sBoxs.find((w) => w.isDefault).id;
  return { client, orgId, workspaceId };
}

/** An owner, their organisation and one simple link to https://example.com/destination. */
export async function createBenchLink(app, publicUrl) {
  const { mailOutbox } = await import('../apps/server/src/db/schema.ts');
  const { createTestClient } = await import('../apps/server/test/test-client.ts');
  const { email, password } = BENCH_OWNER;
  const visitor = createTestClient(publicUrl);
  await visitor.post('/api/auth/register', { name: 'Bench', email, password, confirmPassword: password });
  const [mail] = await app.db.db.select({ text: mailOutbox.text }).from(mailOutbox);
  const token = new URL(mail.text.match(/https?:\/\/\S+/)[0]).searchParams.get('token');
  await visitor.post('/api/auth/verify-email', { token });
  const { client, orgId, workspaceId } = await signInBenchOwner(publicUrl);
  const created = await client.post(`/api/orgs/${orgId}/workspaces/${workspaceId}/links`, {
    kind: 'simple',
    rules: { url: 'https://example.com/destination' },
  });
  if (created.status !== 200) throw new Error(`link not created: ${created.text}`);
  return { orgId, linkId: created.body.data.id, slug: created.body.data.slug };
}
