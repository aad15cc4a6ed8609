import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, testMode } from '../harness.ts';
import { newOrg, type Org } from '../tenancy/fixtures.ts';

/**
 * The proof of the hardening: every operation of the OpenAPI document gets
 * wrong types, missing fields, 1 MB strings, control characters, 1000 levels
 * of nesting and broken JSON, as a signed-in owner with the XSRF header. No
 * answer may be a 5xx, and no table may change (every such write is refused).
 */
type Schema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
};
interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  schema?: Schema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}
interface Doc {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
}

interface Probe {
  label: string;
  method: string;
  url: string;
  body?: string;
  contentType?: string;
}

const ONE_MB = 'a'.repeat(1_000_000);
const CONTROL = 'a\u0000b\u0007c\u001b[31md\u007f\u202e';
const nested = (depth: number, leaf: unknown, asArray = false): unknown => {
  let value = leaf;
  for (let i = 0; i < depth; i++) value = asArray ? [value] : { a: value };
  return value;
};
const deepJson = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

/** Operations a sweep must not send, because a success would end the run itself (signing the owner out). */
const spared = (method: string, path: string) =>
  (method === 'post' && /\/(logout|sign-?out)$/.test(path)) ||
  (method === 'delete' && (/\{(orgId|workspaceId)\}$/.test(path) || /^\/api\/me(\/|$)/.test(path)));

describe(`schema-driven sweep of every API operation (${testMode})`, () => {
  let t: TestApp;
  let org: Org;
  let doc: Doc;

  beforeAll(async () => {
    t = await startTestApp();
    org = await newOrg(t, 'Sweep Owner');
    doc = (await (await fetch(`${t.url}/api/openapi.json`)).json()) as Doc;
  });
  afterAll(() => t?.close());

  const resolve = (schema: Schema | undefined, seen = 0): Schema => {
    if (!schema) return {};
    if (schema.$ref && seen < 20) {
      const name = schema.$ref.split('/').pop() ?? '';
      return resolve(doc.components?.schemas?.[name], seen + 1);
    }
    const branch = schema.allOf?.[0] ?? schema.anyOf?.find((s) => resolve(s, seen + 1).properties) ?? schema.oneOf?.[0];
    if (!schema.properties && branch) return resolve(branch, seen + 1);
    return schema;
  };
  const typeOf = (schema: Schema): string => {
    const s = resolve(schema);
    const type = Array.isArray(s.type) ? s.type.find((x) => x !== 'null') : s.type;
    return type ?? (s.properties ? 'object' : 'string');
  };
  const wrongValue = (schema: Schema): unknown => {
    switch (typeOf(schema)) {
      case 'string':
        return 12345;
      case 'number':
      case 'integer':
        return 'not a number';
      case 'boolean':
        return 'yes';
      case 'array':
        return { not: 'an array' };
      default:
        return 'not an object';
    }
  };
  const mapProps = (props: Record<string, Schema>, f: (name: string, s: Schema) => unknown) =>
    Object.fromEntries(Object.entries(props).map(([name, s]) => [name, f(name, s)]));

  /** A value that fits each path parameter's place (the owner's own organisation and workspace). */
  const pathValue = (name: string, variant: string): string => {
    if (name === 'orgId') return org.orgId;
    if (name === 'workspaceId') return org.defaultWorkspaceId;
    return variant;
  };

  function probesOf(path: string, method: string, op: Operation): Probe[] {
    const params = op.parameters ?? [];
    const pathParams = params.filter((p) => p.in === 'path').map((p) => p.name);
    const fill = (variant: string) =>
      path.replace(/\{(\w+)\}/g, (_m, name: string) => encodeURIComponent(pathValue(name, variant)));
    const base = fill('00000000-0000-4000-8000-000000000000');
    const M = method.toUpperCase();
    const probes: Probe[] = [];
    const label = (what: string) => `${M} ${path} ${what}`;

    if (pathParams.some((n) => n !== 'orgId' && n !== 'workspaceId')) {
      for (const [what, v] of [
        ['path: not an id', 'not-an-id'],
        ['path: NUL', '\u0000'],
        ['path: 2000 characters', 'x'.repeat(2000)],
      ] as const) {
        probes.push({ label: label(what), method: M, url: fill(v) });
      }
    }
    const query = params.filter((p) => p.in === 'query');
    if (query.length > 0) {
      const q = (f: (p: Parameter) => string[]) =>
        `${base}?${query.flatMap((p) => f(p).map((v) => `${encodeURIComponent(p.name)}=${encodeURIComponent(v)}`)).join('&')}`;
      probes.push({
        label: label('query: wrong types'),
        method: M,
        url: q((p) => [typeOf(p.schema ?? {}) === 'string' ? '' : 'x']),
      });
      probes.push({ label: label('query: control characters'), method: M, url: q(() => [CONTROL]) });
      probes.push({ label: label('query: repeated'), method: M, url: q(() => ['1', '2']) });
      probes.push({ label: label('query: 4 KB'), method: M, url: q(() => ['z'.repeat(4096)]) });
      probes.push({ label: label('query: JSON 1000 deep'), method: M, url: q(() => [deepJson(1000)]) });
    }
    const json = op.requestBody?.content?.['application/json'];
    if (json) {
      const schema = resolve(json.schema);
      const props = schema.properties ?? {};
      const strings = Object.entries(props).filter(([, s]) => typeOf(s) === 'string');
      const send = (what: string, body: string) =>
        probes.push({ label: label(what), method: M, url: base, body, contentType: 'application/json' });
      send('body: invalid JSON', '{"broken": ');
      send('body: missing fields', '{}');
      send('body: not an object', '[1,2]');
      send('body: null', 'null');
      send('body: wrong types', JSON.stringify(mapProps(props, (_n, s) => wrongValue(s))));
      send(
        'body: control characters',
        JSON.stringify(mapProps(props, (_n, s) => (typeOf(s) === 'string' ? CONTROL : wrongValue(s)))),
      );
      if (strings[0]) send('body: a 1 MB string', JSON.stringify({ [strings[0][0]]: ONE_MB }));
      send('body: 100 KB strings', JSON.stringify(mapProps(props, () => 'b'.repeat(100_000))));
      send('body: 1000 levels of objects', deepJson(1000));
      send(
        'body: 1000 levels in every field',
        JSON.stringify(mapProps(props, (_n, s) => nested(1000, 1, typeOf(s) === 'array'))),
      );
    } else if (op.requestBody?.content?.['multipart/form-data']) {
      probes.push({
        label: label('multipart: broken'),
        method: M,
        url: base,
        body: '--x\r\nbroken',
        contentType: 'multipart/form-data; boundary=x',
      });
      probes.push({
        label: label('multipart: as JSON'),
        method: M,
        url: base,
        body: '{"file":1}',
        contentType: 'application/json',
      });
    } else if (M !== 'GET' && M !== 'HEAD') {
      probes.push({
        label: label('body: invalid JSON where none is read'),
        method: M,
        url: base,
        body: '{"broken": ',
        contentType: 'application/json',
      });
      // a well-formed body a route does not read is no bad input: such an action (enable, make default) may succeed
    }
    return probes;
  }

  async function tableCounts(): Promise<Record<string, number>> {
    const db = t.app.db.db;
    const tables = (await db.execute(
      sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
    )) as unknown as { rows: { name: string }[] };
    const counts: Record<string, number> = {};
    for (const { name } of tables.rows) {
      const res = (await db.execute(sql.raw(`select count(*)::int as n from "${name}"`))) as unknown as {
        rows: { n: number }[];
      };
      counts[name] = Number(res.rows[0]?.n ?? 0);
    }
    return counts;
  }

  it('answers no 5xx and changes no table, for every operation and every kind of bad input', async () => {
    const started = Date.now();
    const probes: Probe[] = [];
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        if (!['get', 'post', 'put', 'patch', 'delete'].includes(method) || spared(method, path)) continue;
        probes.push(...probesOf(path, method, op));
      }
    }
    expect(probes.length).toBeGreaterThan(500);

    // the XSRF cookie and header the client keeps; the session cookie as the browser would send it
    await org.owner.client.get('/api/auth/me');
    const cookie = ['osm5_session', 'XSRF-TOKEN']
      .map((n) => `${n}=${encodeURIComponent(org.owner.client.cookie(n) ?? '')}`)
      .join('; ');
    const xsrf = org.owner.client.cookie('XSRF-TOKEN') ?? '';
    const before = await tableCounts();

    const failures: string[] = [];
    const accepted: string[] = [];
    const timings: [number, string][] = [];
    for (let i = 0; i < probes.length; i += 8) {
      await Promise.all(
        probes.slice(i, i + 8).map(async (p) => {
          const headers: Record<string, string> = {
            cookie,
            'x-xsrf-token': xsrf,
            'x-forwarded-for': org.owner.client.ip,
          };
          if (p.contentType) headers['content-type'] = p.contentType;
          const sentAt = Date.now();
          try {
            const res = await fetch(`${t.url}${p.url}`, {
              method: p.method,
              headers,
              body: p.body,
              redirect: 'manual',
            });
            const text = await res.text();
            timings.push([Date.now() - sentAt, `${p.label} ${res.status}`]);
            if (res.status >= 500) failures.push(`${p.label} → ${res.status} ${text.slice(0, 200)}`);
            else if (p.method !== 'GET' && res.status < 300) accepted.push(`${p.label} → ${res.status}`);
          } catch (error) {
            failures.push(`${p.label} → ${(error as Error).message}`);
          }
        }),
      );
    }
    console.info(`${probes.length} probes sent in ${Date.now() - started} ms (${testMode})`);
    if (process.env.SWEEP_SLOWEST) {
      console.info(
        timings
          .sort((a, b) => b[0] - a[0])
          .slice(0, 25)
          .map(([ms, l]) => `${ms} ms ${l}`)
          .join('\n'),
      );
    }
    expect(failures).toEqual([]);

    const after = await tableCounts();
    const changed = Object.keys(after).filter((name) => after[name] !== before[name]);
    expect(changed, `tables changed; writes answered 2xx: ${accepted.join('\n')}`).toEqual([]);
    // the run kept its session: no probe signed the owner out, so every probe was read as the owner's
    expect((await org.owner.client.get('/api/auth/me')).status).toBe(200);
    console.info(`${probes.length} probes in ${Date.now() - started} ms (${testMode})`);
  }, 300_000);
});
