import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/** `npm run ai:plan`: the real script in a child process, as a user runs it. */
const root = resolve(import.meta.dirname, '../../../../..');
const run = (args: string[], input?: string) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'scripts/ai-plan.mjs', ...args], {
    cwd: root,
    input,
    encoding: 'utf8',
    timeout: 60_000,
  });

describe('ai:plan', () => {
  it('plans one question with --now as wall time in --tz', () => {
    const r = run(['--app', 'analytics', '--now', '2026-11-21T12:00', '--tz', 'Europe/Paris', 'visitors yesterday']);
    expect(r.status).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out).toMatchObject({
      kind: 'query',
      language: 'en',
      query: {
        range: { from: '2026-11-20T00:00:00+01:00', to: '2026-11-21T00:00:00+01:00' },
        timeZone: 'Europe/Paris',
      },
      chart: 'number',
    });
  }, 60_000);

  it("reads the item's products named with --product, as the server passes them", () => {
    const r = run([
      '--now',
      '2026-11-21T12:00',
      '--product',
      'Thé vert',
      '--product',
      'Mug',
      'commandes de the vert hier',
    ]);
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({
      query: { metrics: ['orders'], filters: [{ dimension: 'product', op: 'eq', value: 'Thé vert' }] },
    });
  }, 60_000);

  it('answers one JSON line per request line with --stdin, and an error line for a bad one', () => {
    const lines = [
      { question: 'top 5 pays le mois dernier', app: 'analytics', now: '2026-11-04T10:00', timeZone: 'Europe/Paris' },
      { question: 'clicks today', app: 'surl', now: '2026-11-04T10:00:00Z' },
      { question: 'x', app: 'crm' },
      { question: 'revenue of mugs', app: 'analytics', products: ['Mug'] },
      { question: 'x', app: 'analytics', products: 'Mug' },
    ];
    const r = run(['--stdin'], `${lines.map((l) => JSON.stringify(l)).join('\n')}\nnot json\n`);
    expect(r.status).toBe(0);
    const out = r.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(out).toHaveLength(6);
    expect(out[0]).toMatchObject({ language: 'fr', query: { dimensions: ['country'], limit: 5 }, chart: 'map' });
    expect(out[1]).toMatchObject({ query: { metrics: ['clicks'], range: { from: '2026-11-04T00:00:00+00:00' } } });
    expect(out[2].error).toMatch(/^app:/);
    expect(out[3]).toMatchObject({ query: { filters: [{ dimension: 'product', op: 'eq', value: 'Mug' }] } });
    expect(out[4].error).toBe('products: a list of names');
    expect(out[5].error).toBeTruthy();
  }, 60_000);
});
