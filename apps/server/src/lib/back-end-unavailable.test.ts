import { once } from 'node:events';
import { createServer } from 'node:net';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { isBackEndUnavailable } from './back-end-unavailable.ts';

/** A loopback port nobody listens on (taken, then let go). */
async function closedPort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, 'close');
  return port;
}

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
    const port = await closedPort();
    const postgres = await failure(() => new pg.Client({ host: '127.0.0.1', port }).connect());
    expect(isBackEndUnavailable(postgres)).toBe(true);
    // ClickHouse's client and every other HTTP back end: fetch's own error, the socket's as its cause
    const http = await failure(() => fetch(`http://127.0.0.1:${port}/`));
    expect(isBackEndUnavailable(http)).toBe(true);
    // a query error of Drizzle, what it wraps
    expect(isBackEndUnavailable(new Error('Failed query: select 1', { cause: postgres }))).toBe(true);
    expect(isBackEndUnavailable(Object.assign(new Error('terminating connection'), { code: '57P01' }))).toBe(true);
    expect(isBackEndUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
  });

  it('leaves every other failure alone', () => {
    expect(isBackEndUnavailable(new Error('boom'))).toBe(false);
    expect(isBackEndUnavailable(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(isBackEndUnavailable('ECONNREFUSED')).toBe(false);
    expect(isBackEndUnavailable(undefined)).toBe(false);
  });
});
