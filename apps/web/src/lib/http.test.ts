import { FALLBACK_ERROR } from '@osm5/shared/errors';
import { describe, expect, it, vi } from 'vitest';
import { createHttp, XSRF_HEADER } from './http.ts';
import { createHttpBaseQuery } from './http-base-query.ts';

type Call = { url: string; init: RequestInit };

const fakeFetch = (status: number, body?: unknown, raw?: string) => {
  const calls: Call[] = [];
  const fn = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    const text = raw ?? (body === undefined ? '' : JSON.stringify(body));
    return new Response(status === 204 ? null : text, { status });
  });
  return { fetch: fn as unknown as typeof fetch, calls };
};

const headersOf = (call: Call | undefined) => (call?.init.headers ?? {}) as Record<string, string>;

describe('http client', () => {
  it('sends JSON headers and cookies and resolves the body on 2xx', async () => {
    const { fetch, calls } = fakeFetch(200, { ok: 1 });
    const http = createHttp({ fetch });
    await expect(http.get('/api/x', { q: 'a b', skip: undefined })).resolves.toEqual({ ok: 1 });
    expect(calls[0]?.url).toBe('/api/x?q=a+b');
    expect(calls[0]?.init.credentials).toBe('include');
    expect(headersOf(calls[0])['Content-Type']).toBe('application/json');
    expect(headersOf(calls[0])[XSRF_HEADER]).toBeUndefined();
  });

  it('treats every 2xx as success, including an empty 204', async () => {
    const { fetch } = fakeFetch(204);
    await expect(createHttp({ fetch }).delete('/api/x')).resolves.toBeUndefined();
    const created = fakeFetch(201, { id: 'a' });
    await expect(createHttp({ fetch: created.fetch }).post('/api/x', {})).resolves.toEqual({ id: 'a' });
  });

  it('echoes the XSRF-TOKEN cookie as X-XSRF-TOKEN on writes only', async () => {
    const { fetch, calls } = fakeFetch(200, {});
    const http = createHttp({ fetch, readCookie: (name) => (name === 'XSRF-TOKEN' ? 'tok' : undefined) });
    await http.post('/api/a', { a: 1 });
    await http.get('/api/b');
    expect(headersOf(calls[0])[XSRF_HEADER]).toBe('tok');
    expect(calls[0]?.init.body).toBe('{"a":1}');
    expect(headersOf(calls[1])[XSRF_HEADER]).toBeUndefined();
  });

  it('rejects a failure with a body as that body plus statusCode', async () => {
    const body = { status: false, code: 'INVALID_CREDENTIALS', message: 'Invalid email address or password.' };
    const { fetch } = fakeFetch(401, body);
    await expect(createHttp({ fetch }).post('/api/auth/login', {})).rejects.toEqual({ ...body, statusCode: 401 });
  });

  it("keeps the key of a specific message for the app to translate, not the server's text in the request's language", async () => {
    const body = {
      status: false,
      code: 'VALIDATION_ERROR',
      field: 'rules.url',
      message: "L'adresse de destination est obligatoire.",
      messageKey: 'validation.url_required',
    };
    const { fetch } = fakeFetch(400, body);
    await expect(createHttp({ fetch }).post('/api/links', {})).rejects.toMatchObject({
      code: 'VALIDATION_ERROR',
      field: 'rules.url',
      message: 'validation.url_required',
      statusCode: 400,
    });
  });

  it('rejects a redirect-free non-2xx with the response status, not the body status', async () => {
    const { fetch } = fakeFetch(404, { statusCode: 999, code: 'NOT_FOUND' });
    await expect(createHttp({ fetch }).get('/api/nope')).rejects.toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
  });

  it('falls back to the spec error when there is no body', async () => {
    const { fetch } = fakeFetch(502);
    await expect(createHttp({ fetch }).get('/api/x')).rejects.toEqual(FALLBACK_ERROR);
  });

  it('falls back to the spec error when the body is not JSON', async () => {
    const { fetch } = fakeFetch(500, undefined, '<html>oops</html>');
    await expect(createHttp({ fetch }).get('/api/x')).rejects.toEqual(FALLBACK_ERROR);
  });

  it('falls back to the spec error on a network failure', async () => {
    const fetch = (async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof globalThis.fetch;
    await expect(createHttp({ fetch }).get('/api/x')).rejects.toEqual({
      statusCode: 500,
      status: false,
      message: 'Internal server error, Please try again.',
    });
  });
});

describe('RTK Query base query', () => {
  const apiArgs = { signal: new AbortController().signal } as Parameters<ReturnType<typeof createHttpBaseQuery>>[1];

  it('returns data on success and the normalised error on failure', async () => {
    const ok = createHttpBaseQuery(createHttp({ fetch: fakeFetch(200, { a: 1 }).fetch }));
    await expect(ok('/api/a', apiArgs, {})).resolves.toEqual({ data: { a: 1 } });
    const bad = createHttpBaseQuery(createHttp({ fetch: fakeFetch(403, { code: 'ACCESS_DENIED' }).fetch }));
    await expect(bad({ url: '/api/a', method: 'POST', body: {} }, apiArgs, {})).resolves.toEqual({
      error: { code: 'ACCESS_DENIED', statusCode: 403 },
    });
  });
});
