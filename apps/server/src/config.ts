import { availableParallelism, hostname } from 'node:os';
import { resolve } from 'node:path';
import { type PlanId, planIds } from '@osm5/shared/billing/plans';
import { z } from 'zod';
import type { PoolPriority } from './analytics-store/pool-priority.ts';

/**
 * Environment → typed config. Every variable has an embedded default, so that
 * `npm start` on a fresh machine needs nothing else; setting DATABASE_URL,
 * CLICKHOUSE_URL, REDIS_URL or SMTP_URL switches that part to server mode.
 */
const optionalUrl = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .pipe(z.url().optional())
  .optional();

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: optionalUrl,
  DATA_DIR: z.string().default('./data'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: optionalUrl,
  /** hot standbys of DATABASE_URL, comma-separated, one URL per server: reads that may be a moment behind go there (db/replicas.ts) */
  DATABASE_REPLICA_URLS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url())),
  /** how far behind the primary a replica may be and still be read */
  DATABASE_REPLICA_MAX_LAG_MS: z.coerce.number().int().min(0).max(600_000).default(5_000),
  /** PostgreSQL cancels a statement running longer (0: never) */
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(30_000),
  CLICKHOUSE_URL: optionalUrl,
  CLICKHOUSE_DATABASE: z
    .string()
    .regex(/^[A-Za-z_][A-Za-z0-9_]*$/)
    .default('osm5'),
  /** a cluster of the ClickHouse server's remote_servers: tables made ON CLUSTER behind Distributed ones */
  CLICKHOUSE_CLUSTER: z
    .string()
    .regex(/^[A-Za-z_][A-Za-z0-9_]*$/)
    .optional(),
  /** ReplicatedMergeTree local tables (needs a Keeper and the {shard}/{replica} macros) */
  CLICKHOUSE_REPLICATED: z.stringbool().default(false),
  REDIS_URL: optionalUrl,
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default('OSM5 <no-reply@localhost>'),
  /** who runs this instance (comma-separated addresses): they read and answer bug reports and suggestions */
  OPERATOR_EMAILS: z.string().default(''),
  EVENT_FLUSH_INTERVAL_MS: z.coerce.number().int().min(10).max(60_000).default(1000),
  EVENT_BATCH_SIZE: z.coerce.number().int().min(1).max(1_000_000).default(50_000),
  EVENT_RETRY_MEMORY_MB: z.coerce.number().int().min(0).max(16_384).default(64),
  /** how far the embedded store's threads yield (pool-priority.ts): under full load answers come first, the store catches up after */
  EVENT_STORE_NICE: z.union([z.literal('idle'), z.coerce.number().int().min(0).max(19)]).default('idle'),
  /** how long a graceful stop (SIGTERM) may take before the process exits anyway; a cluster's primary adds 15 s */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(600_000).default(10_000),
  TRUSTED_PROXIES: z.string().default(''),
  SHORT_DOMAIN: z.string().trim().toLowerCase().optional(),
  DNS_SERVERS: z.string().default(''),
  DOMAIN_VERIFY_PRIVATE: z.stringbool().default(false),
  /** how often due uptime checks are looked for; 0 turns the monitor's timer off */
  UPTIME_TICK_MS: z.coerce.number().int().min(0).default(15_000),
  UPTIME_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  /** whether a site's uptime URL may point at a private, loopback or link-local address */
  UPTIME_CHECK_PRIVATE: z.stringbool().default(false),
  /** how often webhook events are fanned out and due deliveries sent; 0 turns the dispatcher's timer off */
  WEBHOOK_TICK_MS: z.coerce.number().int().min(0).default(2_000),
  /** whether a webhook may be sent to a private, loopback or link-local address */
  WEBHOOK_ALLOW_PRIVATE: z.stringbool().default(false),
  WEB_DIST: z.string().default('apps/web/dist'),
  /** OSM5GPT's model planner (an OpenAI-compatible endpoint); without a base URL and a model, the built-in planner plans */
  AI_BASE_URL: optionalUrl,
  AI_API_KEY: z.string().trim().optional(),
  AI_MODEL: z.string().trim().optional(),
  AI_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  /** the plan a new organisation starts on (a self-hosted instance may give everyone enterprise) */
  DEFAULT_PLAN: z.enum(planIds).default('free'),
  /** set → invoices are collected by Stripe instead of the manual provider */
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  /** the webhook endpoint's signing secret; set → POST /api/billing/stripe/webhook answers */
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  /** Stripe's API address (a test points it at its own fake server) */
  STRIPE_API_BASE: z.url().default('https://api.stripe.com'),
  /** processes serving the port (node:cluster): a number, or `auto` for one per core; 1 → no cluster */
  WORKERS: z.union([z.literal('auto'), z.coerce.number().int().min(1).max(256)]).default(1),
  /** this instance's name (its spool folder): stable across its restarts; default host name + port */
  INSTANCE_ID: z
    .string()
    .regex(/^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/)
    .optional(),
  /** a Bearer token that opens /metrics from any address; without it, only private addresses get it */
  METRICS_TOKEN: z
    .string()
    .trim()
    .transform((v) => (v === '' ? undefined : v))
    .pipe(z.string().min(16).optional())
    .optional(),
});

/** Every environment variable the server reads (deploy files are checked against it). */
export const configVariables: readonly string[] = Object.keys(envSchema.shape);

export type Env = z.input<typeof envSchema>;

export interface Config {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  publicUrl: string;
  dataDir: string;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  /** undefined → embedded PGlite in `${dataDir}/pg` */
  databaseUrl: string | undefined;
  /** PostgreSQL read replicas (none: every read on DATABASE_URL) and how far behind one may be to be read */
  databaseReplicas: { urls: string[]; maxLagMs: number };
  /** PostgreSQL's statement_timeout for every connection but the migrations' (0: none) */
  databaseStatementTimeoutMs: number;
  /** undefined → embedded DuckDB in `${dataDir}/events.duckdb` */
  clickhouseUrl: string | undefined;
  clickhouseDatabase: string;
  /** undefined → one ClickHouse server; else the cluster the tables are made on (see clickhouse-schema.ts) */
  clickhouseCluster: { name: string; replicated: boolean } | undefined;
  /** undefined → in-process cache, rate limits and jobs */
  redisUrl: string | undefined;
  /** undefined → outbox table and the link printed in the log */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** the instance's operators' addresses, lower-case; none → the first account made on the instance */
  operatorEmails: string[];
  events: {
    flushIntervalMs: number;
    batchSize: number;
    spoolDir: string;
    retryMemoryBytes: number;
    storePriority: PoolPriority;
  };
  /** how long a graceful stop may take (server.ts): what is still spooled then is replayed at the next start */
  shutdownTimeoutMs: number;
  trustedProxies: string[];
  /**
   * The product's own short domain (host, with the port when there is one):
   * links answer there as well as on verified custom domains. Defaults to
   * PUBLIC_URL's host, where short links share the app's address.
   */
  shortDomain: string;
  /** scheme + short domain, the start of every short URL on it */
  shortBaseUrl: string;
  /** DNS servers (ip or ip:port) for custom-domain verification; empty → the system's resolvers */
  dnsServers: string[];
  /** whether the verification file may be fetched from a private, loopback or link-local address */
  domainVerifyPrivate: boolean;
  uptime: { tickMs: number; timeoutMs: number; allowPrivate: boolean };
  webhooks: { tickMs: number; allowPrivate: boolean };
  webDist: string;
  /** OSM5GPT's model planner; `model` undefined → the built-in planner alone */
  ai: { baseUrl: string | undefined; apiKey: string | undefined; model: string | undefined; timeoutMs: number };
  /** the plan a new organisation starts on */
  defaultPlan: PlanId;
  /** undefined → the manual provider */
  stripe: { secretKey: string; webhookSecret: string | undefined; apiBase: string } | undefined;
  /** processes serving the port (1 → this process alone, no cluster) */
  workers: number;
  /** names this instance among others on the same DATA_DIR or back ends (its spool folder in server mode) */
  instanceId: string;
  /** undefined → /metrics answers private addresses only */
  metricsToken: string | undefined;
}

export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.DATABASE_REPLICA_URLS.length > 0 && !e.DATABASE_URL) {
    throw new Error(
      'Invalid configuration:\n  DATABASE_REPLICA_URLS: read replicas need DATABASE_URL (the primary they replicate)',
    );
  }
  const dataDir = resolve(e.DATA_DIR);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  const shortDomain = e.SHORT_DOMAIN || new URL(publicUrl).host.toLowerCase();
  const instanceId = e.INSTANCE_ID ?? `${hostname().replace(/[^A-Za-z0-9_.-]/g, '-')}-${e.PORT}`;
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    publicUrl,
    dataDir,
    logLevel: e.LOG_LEVEL,
    databaseUrl: e.DATABASE_URL,
    databaseReplicas: { urls: e.DATABASE_REPLICA_URLS, maxLagMs: e.DATABASE_REPLICA_MAX_LAG_MS },
    databaseStatementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
    clickhouseUrl: e.CLICKHOUSE_URL,
    clickhouseDatabase: e.CLICKHOUSE_DATABASE,
    clickhouseCluster: e.CLICKHOUSE_CLUSTER
      ? { name: e.CLICKHOUSE_CLUSTER, replicated: e.CLICKHOUSE_REPLICATED }
      : undefined,
    redisUrl: e.REDIS_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    operatorEmails: e.OPERATOR_EMAILS.split(',')
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean),
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    events: {
      flushIntervalMs: e.EVENT_FLUSH_INTERVAL_MS,
      batchSize: e.EVENT_BATCH_SIZE,
      // one DuckDB has one writer (this folder); instances sharing a ClickHouse (and maybe a DATA_DIR) spool apart
      spoolDir: e.CLICKHOUSE_URL ? resolve(dataDir, 'spool', instanceId) : resolve(dataDir, 'spool'),
      retryMemoryBytes: e.EVENT_RETRY_MEMORY_MB * 1024 * 1024,
      storePriority: e.EVENT_STORE_NICE,
    },
    trustedProxies: e.TRUSTED_PROXIES.split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    shortDomain,
    shortBaseUrl: `${new URL(publicUrl).protocol}//${shortDomain}`,
    dnsServers: e.DNS_SERVERS.split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    domainVerifyPrivate: e.DOMAIN_VERIFY_PRIVATE,
    uptime: { tickMs: e.UPTIME_TICK_MS, timeoutMs: e.UPTIME_TIMEOUT_MS, allowPrivate: e.UPTIME_CHECK_PRIVATE },
    webhooks: { tickMs: e.WEBHOOK_TICK_MS, allowPrivate: e.WEBHOOK_ALLOW_PRIVATE },
    webDist: resolve(e.WEB_DIST),
    ai: {
      baseUrl: e.AI_BASE_URL,
      apiKey: e.AI_API_KEY || undefined,
      model: e.AI_BASE_URL && e.AI_MODEL ? e.AI_MODEL : undefined,
      timeoutMs: e.AI_TIMEOUT_MS,
    },
    defaultPlan: e.DEFAULT_PLAN,
    stripe: e.STRIPE_SECRET_KEY
      ? {
          secretKey: e.STRIPE_SECRET_KEY,
          webhookSecret: e.STRIPE_WEBHOOK_SECRET,
          apiBase: e.STRIPE_API_BASE.replace(/\/$/, ''),
        }
      : undefined,
    workers: e.WORKERS === 'auto' ? availableParallelism() : e.WORKERS,
    instanceId,
    metricsToken: e.METRICS_TOKEN,
  };
}

/** embedded: everything in this process and DATA_DIR; server: at least one external back end is set. */
export function runMode(config: Config): 'embedded' | 'server' {
  const external = [config.databaseUrl, config.clickhouseUrl, config.redisUrl, config.smtpUrl];
  return external.some(Boolean) ? 'server' : 'embedded';
}
