import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse, parseAllDocuments } from 'yaml';
import { configVariables, loadConfig } from './config.ts';

/**
 * deploy/ is for users' machines and is not run here: these tests read the
 * compose file and the Kubernetes manifests and hold them to the server's own
 * configuration (every variable they set is one config.ts reads, and the
 * values load), to the health endpoints and to each other.
 */
const deploy = fileURLToPath(new URL('../../../deploy/', import.meta.url));
const read = (path: string) => readFileSync(join(deploy, path), 'utf8');

interface Service {
  image?: string;
  environment?: Record<string, string>;
  healthcheck?: { test: string[] | string };
  volumes?: string[];
  depends_on?: Record<string, { condition: string }>;
  networks?: string[] | Record<string, { ipv4_address?: string }>;
}
const compose = parse(read('compose.yaml'), { merge: true }) as { services: Record<string, Service> };
const services = compose.services;
const osm5 = ['osm5-1', 'osm5-2'];

/** What compose makes of `${NAME:-default}` and `${NAME:?error}` when the required ones are given. */
const interpolate = (value: string) =>
  value.replace(/\$\{(\w+)(?::([-?])([^}]*))?\}/g, (_m, _name: string, kind?: string, rest?: string) =>
    kind === '-' ? (rest ?? '') : 'given-by-the-user',
  );
const healthTest = (s: Service) => [s.healthcheck?.test ?? []].flat().join(' ');

describe('deploy/compose.yaml', () => {
  it('runs two OSM5 instances behind a proxy, PostgreSQL and its standby, Redis, two ClickHouse shards and a Keeper', () => {
    expect(Object.keys(services).sort()).toEqual(
      [
        'clickhouse-1',
        'clickhouse-2',
        'keeper',
        'osm5-1',
        'osm5-2',
        'postgres',
        'postgres-replica',
        'proxy',
        'redis',
      ].sort(),
    );
    for (const [name, service] of Object.entries(services)) expect(healthTest(service), name).not.toBe('');
  });

  it('sets only variables the server reads, and values it loads, in server mode on the cluster', () => {
    for (const name of osm5) {
      const env = services[name]?.environment ?? {};
      for (const key of Object.keys(env)) expect(configVariables, `${name}: ${key}`).toContain(key);
      const config = loadConfig(Object.fromEntries(Object.entries(env).map(([k, v]) => [k, interpolate(String(v))])));
      expect(config.databaseUrl).toMatch(/^postgres:\/\/osm5:.*@postgres:5432\/osm5$/);
      expect(config.databaseReplicas.urls).toEqual([
        expect.stringMatching(/^postgres:\/\/osm5:.*@postgres-replica:5432\/osm5$/),
      ]);
      expect(config.clickhouseUrl).toMatch(new RegExp(`@clickhouse-${name.slice(-1)}:8123$`));
      expect(config.redisUrl).toBe('redis://redis:6379');
      expect(config.clickhouseCluster).toEqual({ name: 'osm5_cluster', replicated: false });
      expect(config.metricsToken).toBeUndefined();
      expect(config.instanceId).toBe(name);
    }
  });

  it("drains within compose's grace period, before its SIGKILL", () => {
    for (const name of osm5) {
      const service = services[name] as Service & { stop_grace_period?: string };
      const env = Object.fromEntries(Object.entries(service.environment ?? {}).map(([k, v]) => [k, interpolate(v)]));
      const grace = Number(/^(\d+)s$/.exec(service.stop_grace_period ?? '')?.[1] ?? 10) * 1000;
      expect(loadConfig(env).shutdownTimeoutMs, name).toBeLessThan(grace);
    }
  });

  it('probes each instance on /api/ready and gives each its own spool volume', () => {
    const volumes = osm5.map((name) => services[name]?.volumes?.find((v) => v.endsWith(':/data')));
    expect(new Set(volumes).size).toBe(2);
    for (const name of osm5) {
      expect(healthTest(services[name] as Service)).toContain('http://127.0.0.1:3000/api/ready');
      expect(services[name]?.environment?.PORT).toBe('3000');
      expect(services[name]?.environment?.DATA_DIR).toBe('/data');
    }
    expect(healthTest(services.proxy as Service)).toContain('/api/health');
  });

  it('trusts exactly the proxy, which balances both instances and keeps /metrics inside', () => {
    const networks = services.proxy?.networks as Record<string, { ipv4_address?: string }>;
    const proxyAddress = networks.osm5?.ipv4_address;
    expect(proxyAddress).toBeDefined();
    for (const name of osm5) expect(services[name]?.environment?.TRUSTED_PROXIES).toBe(proxyAddress);
    const nginx = read('nginx.conf');
    for (const name of osm5) expect(nginx).toContain(`server ${name}:3000`);
    expect(nginx).toContain('location = /metrics { return 404; }');
    expect(nginx).toContain('proxy_set_header X-Request-Id $request_id;');
    expect(nginx).toContain('proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;');
  });

  it('makes the read replica a hot standby of the primary, which lets it stream as the application user', () => {
    const primary = services.postgres as Service & { environment: Record<string, string> };
    const standby = services['postgres-replica'] as Service & { command?: string[]; user?: string };
    expect(primary.volumes).toContain(
      './postgres/primary-replication.sh:/docker-entrypoint-initdb.d/primary-replication.sh:ro',
    );
    expect(read('postgres/primary-replication.sh')).toMatch(
      /"host replication \$\{POSTGRES_USER\} all scram-sha-256" >> "\$PGDATA\/pg_hba.conf"/,
    );
    expect(standby.image).toBe(primary.image);
    expect(standby.user).toBe('postgres');
    expect(standby.command).toEqual(['sh', '/standby.sh']);
    expect(standby.volumes).toContain('./postgres/standby.sh:/standby.sh:ro');
    expect(standby.environment).toMatchObject({
      PRIMARY_HOST: 'postgres',
      POSTGRES_USER: primary.environment.POSTGRES_USER,
      PGPASSWORD: primary.environment.POSTGRES_PASSWORD,
    });
    expect(standby.depends_on?.postgres?.condition).toBe('service_healthy');
    expect(read('postgres/standby.sh')).toMatch(
      /pg_basebackup [^\n]*--host="\$PRIMARY_HOST"[\s\S]*--write-recovery-conf/,
    );
  });

  it('names the cluster the ClickHouse servers define: two shards on the two services, with the Keeper', () => {
    const cluster = read('clickhouse/cluster.xml');
    const name = services['osm5-1']?.environment?.CLICKHOUSE_CLUSTER as string;
    expect(cluster).toContain(`<${name}>`);
    expect([...cluster.matchAll(/<shard>/g)]).toHaveLength(2);
    expect([...cluster.matchAll(/<host>(clickhouse-\d)<\/host>/g)].map((m) => m[1])).toEqual([
      'clickhouse-1',
      'clickhouse-2',
    ]);
    expect(cluster).toMatch(/<zookeeper>\s*<node>\s*<host>keeper<\/host>\s*<port>9181<\/port>/);
    expect(cluster).toContain('<distributed_ddl>');
    expect(read('clickhouse/keeper.xml')).toContain('<tcp_port>9181</tcp_port>');
    for (const n of [1, 2]) {
      expect(services[`clickhouse-${n}`]?.volumes).toContain(
        `./clickhouse/macros-${n}.xml:/etc/clickhouse-server/config.d/macros.xml:ro`,
      );
      expect(read(`clickhouse/macros-${n}.xml`)).toContain(`<shard>${n}</shard>`);
      expect(services[`clickhouse-${n}`]?.depends_on?.keeper?.condition).toBe('service_healthy');
    }
  });
});

describe('deploy/kubernetes', () => {
  type Manifest = { kind: string; metadata: { name: string }; spec?: Record<string, unknown> } & Record<
    string,
    unknown
  >;
  const manifests: Manifest[] = readdirSync(join(deploy, 'kubernetes'))
    .filter((f) => f.endsWith('.yaml'))
    .flatMap((f) => parseAllDocuments(read(join('kubernetes', f))).map((d) => d.toJS() as Manifest));
  const find = (kind: string) => {
    const found = manifests.find((m) => m.kind === kind);
    if (!found) throw new Error(`no ${kind}`);
    return found;
  };

  it('runs two replicas with liveness on /api/health and readiness on /api/ready', () => {
    const deployment = find('Deployment') as Manifest & {
      spec: { replicas: number; template: { spec: { containers: Record<string, never>[] } } };
    };
    expect(deployment.spec.replicas).toBe(2);
    const container = deployment.spec.template.spec.containers[0] as Record<string, { httpGet?: { path: string } }>;
    expect(container.livenessProbe?.httpGet?.path).toBe('/api/health');
    expect(container.readinessProbe?.httpGet?.path).toBe('/api/ready');
    expect(JSON.stringify(container)).toContain('"containerPort":3000');
    const env = container.env as unknown as { name: string }[];
    for (const { name } of env) expect(configVariables).toContain(name);
  });

  it('configures only variables the server reads, and the example loads', () => {
    const configMap = find('ConfigMap') as Manifest & { data: Record<string, string> };
    const secret = find('Secret') as Manifest & { stringData: Record<string, string> };
    const env = { ...configMap.data, ...secret.stringData };
    for (const key of Object.keys(env)) expect(configVariables, key).toContain(key);
    const config = loadConfig(env);
    expect(config.port).toBe(3000);
    expect(config.clickhouseCluster).toEqual({ name: 'osm5_cluster', replicated: true });
    expect(config.databaseReplicas.urls).toHaveLength(2);
    expect(config.metricsToken).toBeDefined();
  });

  it('drains within the termination grace period, after the preStop sleep', () => {
    const pod = (
      find('Deployment') as Manifest & {
        spec: { template: { spec: { terminationGracePeriodSeconds: number; containers: Record<string, never>[] } } };
      }
    ).spec.template.spec;
    const preStop = pod.containers[0] as { lifecycle?: { preStop?: { exec?: { command: string[] } } } };
    const sleep = Number(preStop.lifecycle?.preStop?.exec?.command[1] ?? 0) * 1000;
    const configMap = find('ConfigMap') as Manifest & { data: Record<string, string> };
    const secret = find('Secret') as Manifest & { stringData: Record<string, string> };
    const config = loadConfig({ ...configMap.data, ...secret.stringData });
    expect(sleep + config.shutdownTimeoutMs).toBeLessThan(pod.terminationGracePeriodSeconds * 1000);
  });

  it('routes the ingress to the service, and the service to the deployment', () => {
    const deployment = find('Deployment') as Manifest & {
      spec: { template: { metadata: { labels: Record<string, string> } } };
    };
    const service = find('Service') as Manifest & { spec: { selector: Record<string, string> } };
    expect(deployment.spec.template.metadata.labels).toMatchObject(service.spec.selector);
    expect(JSON.stringify(find('Ingress').spec)).toContain(`"name":"${service.metadata.name}"`);
  });
});
