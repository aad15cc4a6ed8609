import pg from 'pg';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script of the repository, without types
import { freePort } from '../../../../scripts/free-port.mjs';
import { isBackEndUnavailable } from './back-end-unavailable.ts';

const failure = async (run: () => Promise<unknown>): Promise<unknown> => {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error('it did not fail');
};

describe('isBackEndUnavailable', () => {
  it('knows what the drivers say when their server cannot be reached', async () => {
    const port = await freePort(21_000);
    const postgres = await failure(() => new pg.Client({ host: '127.0.0.1', port }).connect());
    expect(isBackEndUnavailable(postgres)).toBe(true);
    // ClickHouse's client and every other HTTP back end: fetch's own error, the socket's as its cause
    const http = await failure(() => fetch(`http://127.0.0.1:${port}/`));
    expect(isBackEndUnavailable(http)).toBe(true);
    // a query error of Drizzle, what it wraps
    expect(isBackEndUnavailable(new Error('Failed query: select 1', { cause: postgres }))).toBe(true);
    expect(isBackEndUnavailable(Object.assign(new Error('terminating connection'), { code: '57P01' }))).toBe(true);
    expect(isBackEndUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    // a statement past statement_timeout
    expect(isBackEndUnavailable(Object.assign(new Error('canceling statement'), { code: '57014' }))).toBe(true);
  });

  it('leaves every other failure alone', () => {
    expect(isBackEndUnavailable(new Error('boom'))).toBe(false);
    expect(isBackEndUnavailable(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(isBackEndUnavailable('ECONNREFUSED')).toBe(false);
    expect(isBackEndUnavailable(undefined)).toBe(false);
  });
});
