import { describe, expect, it, vi } from 'vitest';
import { createHttp } from './http.ts';
import { endsSession, onSessionEnd, reportSessionEnd } from './session-end.ts';

describe('session end', () => {
  it('INVALID_TOKEN and TOKEN_INVALID end the session, other codes do not', () => {
    expect(endsSession({ url: '/api/me/tenants' }, { statusCode: 401, code: 'INVALID_TOKEN' })).toBe(true);
    expect(endsSession({ url: '/api/auth/me' }, { statusCode: 401, code: 'TOKEN_INVALID' })).toBe(true);
    expect(endsSession({ url: '/api/me/tenants' }, { statusCode: 403, code: 'ACCESS_DENIED' })).toBe(false);
  });

  it('a bad link token on a public auth page is not a session end', () => {
    expect(endsSession({ url: '/api/auth/reset-password' }, { statusCode: 401, code: 'TOKEN_INVALID' })).toBe(false);
    expect(endsSession({ url: '/api/auth/login' }, { statusCode: 401, code: 'INVALID_TOKEN' })).toBe(false);
  });

  it('the HTTP client reports it to the listeners, once per failure', async () => {
    const listener = vi.fn();
    const stop = onSessionEnd(listener);
    const fetch = (async () =>
      new Response(JSON.stringify({ code: 'INVALID_TOKEN' }), { status: 401 })) as unknown as typeof globalThis.fetch;
    const http = createHttp({ fetch, onError: reportSessionEnd });
    await expect(http.get('/api/me/security/sessions')).rejects.toMatchObject({ code: 'INVALID_TOKEN' });
    expect(listener).toHaveBeenCalledOnce();
    stop();
    await expect(http.get('/api/me/security/sessions')).rejects.toMatchObject({ statusCode: 401 });
    expect(listener).toHaveBeenCalledOnce();
  });

  it('keeps the Retry-After of a rate limit on the error', async () => {
    const fetch = (async () =>
      new Response(JSON.stringify({ code: 'RATE_LIMITED' }), {
        status: 429,
        headers: { 'Retry-After': '120' },
      })) as unknown as typeof globalThis.fetch;
    await expect(createHttp({ fetch }).post('/api/auth/login', {})).rejects.toMatchObject({
      code: 'RATE_LIMITED',
      retryAfterSeconds: 120,
    });
  });
});

describe('writes without a body', () => {
  it('send no JSON content type, which the server would reject as an empty JSON body', async () => {
    const seen: Record<string, string>[] = [];
    const fetch = (async (_url: string, init?: RequestInit) => {
      seen.push(init?.headers as Record<string, string>);
      return new Response(null, { status: 204 });
    }) as unknown as typeof globalThis.fetch;
    const http = createHttp({ fetch });
    await http.post('/api/auth/logout');
    await http.post('/api/x', { a: 1 });
    expect(seen[0]?.['Content-Type']).toBeUndefined();
    expect(seen[1]?.['Content-Type']).toBe('application/json');
  });
});
