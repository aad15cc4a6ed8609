import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, runMode } from './config.ts';

describe('loadConfig', () => {
  it('runs embedded on port 3000 in ./data with nothing set', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: 'production',
      host: '0.0.0.0',
      port: 3000,
      publicUrl: 'http://localhost:3000',
      dataDir: resolve('data'),
      databaseUrl: undefined,
      clickhouseUrl: undefined,
      redisUrl: undefined,
      smtpUrl: undefined,
      clickhouseDatabase: 'osm5',
      trustedProxies: [],
      shutdownTimeoutMs: 10_000,
    });
    expect(config.events.spoolDir).toBe(resolve('data', 'spool'));
    expect(runMode(config)).toBe('embedded');
  });

  it('lets two instances differ by PORT and DATA_DIR', () => {
    const config = loadConfig({ PORT: '3001', DATA_DIR: '/tmp/second' });
    expect(config.port).toBe(3001);
    expect(config.publicUrl).toBe('http://localhost:3001');
    expect(config.dataDir).toBe('/tmp/second');
  });

  it('switches to server mode when a back-end URL is set, and treats an empty one as unset', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://u@db:5432/osm5',
      CLICKHOUSE_URL: '',
      REDIS_URL: 'redis://cache:6379',
    });
    expect(config.databaseUrl).toBe('postgres://u@db:5432/osm5');
    expect(config.clickhouseUrl).toBeUndefined();
    expect(config.redisUrl).toBe('redis://cache:6379');
    expect(runMode(config)).toBe('server');
  });

  it('drops the trailing slash of PUBLIC_URL and splits TRUSTED_PROXIES', () => {
    const config = loadConfig({ PUBLIC_URL: 'https://osm5.example/', TRUSTED_PROXIES: ' 10.0.0.1, 10.0.0.0/8 ,' });
    expect(config.publicUrl).toBe('https://osm5.example');
    expect(config.trustedProxies).toEqual(['10.0.0.1', '10.0.0.0/8']);
  });

  it('takes read replicas as a list of PostgreSQL URLs beside DATABASE_URL, and none by default', () => {
    expect(loadConfig({}).databaseReplicas).toEqual({ urls: [], maxLagMs: 5_000 });
    const config = loadConfig({
      DATABASE_URL: 'postgres://db/osm5',
      DATABASE_REPLICA_URLS: ' postgres://r1/osm5, postgres://r2/osm5 ,',
      DATABASE_REPLICA_MAX_LAG_MS: '1000',
    });
    expect(config.databaseReplicas).toEqual({ urls: ['postgres://r1/osm5', 'postgres://r2/osm5'], maxLagMs: 1_000 });
    // a statement's limit: 30 s unless set, 0 for none, never negative
    expect(config.databaseStatementTimeoutMs).toBe(30_000);
    expect(loadConfig({ DATABASE_STATEMENT_TIMEOUT_MS: '0' }).databaseStatementTimeoutMs).toBe(0);
    expect(() => loadConfig({ DATABASE_STATEMENT_TIMEOUT_MS: '-1' })).toThrow(/DATABASE_STATEMENT_TIMEOUT_MS/);
    expect(() => loadConfig({ DATABASE_REPLICA_URLS: 'postgres://r1/osm5' })).toThrow(/need DATABASE_URL/);
    expect(() => loadConfig({ DATABASE_URL: 'postgres://db/osm5', DATABASE_REPLICA_URLS: 'r1' })).toThrow(
      /DATABASE_REPLICA_URLS/,
    );
  });

  it('takes a graceful stop limit of one second to ten minutes', () => {
    expect(loadConfig({ SHUTDOWN_TIMEOUT_MS: '20000' }).shutdownTimeoutMs).toBe(20_000);
    expect(() => loadConfig({ SHUTDOWN_TIMEOUT_MS: '500' })).toThrow(/SHUTDOWN_TIMEOUT_MS/);
    expect(() => loadConfig({ SHUTDOWN_TIMEOUT_MS: '3600000' })).toThrow(/SHUTDOWN_TIMEOUT_MS/);
  });

  it("puts the embedded store's threads under SCHED_IDLE unless a niceness of 0 to 19 is asked for", () => {
    expect(loadConfig({}).events.storePriority).toBe('idle');
    expect(loadConfig({ EVENT_STORE_NICE: 'idle' }).events.storePriority).toBe('idle');
    expect(loadConfig({ EVENT_STORE_NICE: '10' }).events.storePriority).toBe(10);
    expect(loadConfig({ EVENT_STORE_NICE: '0' }).events.storePriority).toBe(0);
    expect(() => loadConfig({ EVENT_STORE_NICE: '20' })).toThrow(/EVENT_STORE_NICE/);
    expect(() => loadConfig({ EVENT_STORE_NICE: 'low' })).toThrow(/EVENT_STORE_NICE/);
  });

  it('names every invalid variable in one error', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'not a url', CLICKHOUSE_DATABASE: 'drop;table' })).toThrow(
      /PORT[\s\S]*DATABASE_URL[\s\S]*CLICKHOUSE_DATABASE/,
    );
  });
});
