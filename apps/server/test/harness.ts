import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { buildApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import { copyPgliteTemplate } from './pglite-template.ts';
import { createServerBackends } from './server-backends.ts';

/** Which back ends API tests run against: `npm test` runs the suite once per mode. */
export const testMode: 'embedded' | 'server' = process.env.OSM5_TEST_MODE === 'server' ? 'server' : 'embedded';

export interface TestAppOptions {
  /** environment overrides, parsed by the real loadConfig */
  env?: Record<string, string | undefined>;
  /** extra route plugins (probe routes), registered like the product's modules */
  routes?: FastifyPluginAsync[];
}

export interface TestApp {
  /** http://127.0.0.1:<port>, for real fetch calls */
  url: string;
  app: FastifyInstance;
  config: Config;
  /** closes the app (idempotent), then drops its databases and temp folder */
  close(): Promise<void>;
}

/**
 * Prepares fresh stores for the current mode (a temp DATA_DIR holding a copy
 * of the migrated PGlite template; or new PostgreSQL and ClickHouse databases)
 * and the environment a process would get, without building an app.
 */
export async function prepareTestEnv(
  env: Record<string, string | undefined> = {},
): Promise<{ env: Record<string, string | undefined>; cleanup(): Promise<void> }> {
  const dataDir = await mkdtemp(join(tmpdir(), 'osm5-test-'));
  const backends = testMode === 'server' ? await createServerBackends() : undefined;
  if (!backends) await copyPgliteTemplate(dataDir);
  return {
    env: {
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      LOG_LEVEL: process.env.OSM5_TEST_LOG_LEVEL ?? 'silent',
      // no web app unless a test builds one: the repository's own dist may or may not exist
      WEB_DIST: join(dataDir, 'no-web-dist'),
      // test clients each claim their own address (X-Forwarded-For), so per-IP limits stay per test
      TRUSTED_PROXIES: '127.0.0.1',
      // room for what tests create on fresh organisations; billing tests set DEFAULT_PLAN: 'free'
      DEFAULT_PLAN: 'enterprise',
      // An app or store opened in the runner's process shares its libuv pool with every later file of that
      // worker: the store's lowered pool would slow their password hashing and file reads whenever the machine
      // is busy (a sign-in timing comparison failed so). A spawned server takes the default when given undefined.
      EVENT_STORE_NICE: '0',
      ...backends?.env,
      ...env,
    },
    async cleanup() {
      await backends?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const prepared = await prepareTestEnv(options.env);
  const config = loadConfig(prepared.env);
  let app: FastifyInstance | undefined;
  try {
    app = await buildApp(config, { routes: options.routes });
    await app.listen({ host: config.host, port: 0 });
  } catch (error) {
    await app?.close().catch(() => {});
    await prepared.cleanup();
    throw error;
  }
  const started = app;
  const address = started.server.address();
  if (!address || typeof address === 'string') throw new Error('the test app is not listening on TCP');
  let closed: Promise<void> | undefined;
  return {
    url: `http://127.0.0.1:${address.port}`,
    app: started,
    config,
    close() {
      closed ??= started.close().then(() => prepared.cleanup());
      return closed;
    },
  };
}
