/**
 * A browser-like HTTP client for API tests: keeps cookies between calls (the
 * session and XSRF-TOKEN cookies) and sends the X-XSRF-TOKEN header on every
 * write, fetching the cookie from GET /api/auth/csrf first when it has none.
 *
 *   const c = createTestClient(t.url);
 *   const res = await c.post('/api/auth/login', { email, password });
 *   res.status; res.body; res.headers; c.cookie('osm5_session');
 *
 * Each client stands for one browser on one address: it sends its own
 * X-Forwarded-For (honoured because the test harness trusts 127.0.0.1), so
 * per-IP rate limits of one test never hit another. Pass `{ ip }` to share one.
 */
export interface TestResponse<T = ApiBody> {
  status: number;
  headers: Headers;
  /** the parsed JSON body, or undefined when the body is empty or not JSON */
  body: T;
  text: string;
}

/** The loose shape of our JSON answers; tests narrow it with a type argument or a shared schema. */
export interface ApiBody {
  status?: boolean;
  statusCode?: number;
  code?: string;
  message?: string;
  field?: string;
  /** the key of a specific message (validation.url_required); message is its text */
  messageKey?: string;
  data?: unknown;
}

export interface RequestOptions {
  headers?: Record<string, string>;
  /** false: send no X-XSRF-TOKEN header (to test the CSRF check) */
  xsrf?: boolean;
}

export interface TestClient {
  get<T = ApiBody>(path: string, options?: RequestOptions): Promise<TestResponse<T>>;
  post<T = ApiBody>(path: string, body?: unknown, options?: RequestOptions): Promise<TestResponse<T>>;
  put<T = ApiBody>(path: string, body?: unknown, options?: RequestOptions): Promise<TestResponse<T>>;
  patch<T = ApiBody>(path: string, body?: unknown, options?: RequestOptions): Promise<TestResponse<T>>;
  delete<T = ApiBody>(path: string, body?: unknown, options?: RequestOptions): Promise<TestResponse<T>>;
  /** a multipart POST (uploads), with the same cookies, XSRF header and address */
  postForm<T = ApiBody>(path: string, form: FormData, options?: RequestOptions): Promise<TestResponse<T>>;
  /** the current value of a cookie this client holds */
  cookie(name: string): string | undefined;
  setCookie(name: string, value: string): void;
  clearCookies(): void;
  /** the address this client claims (X-Forwarded-For) */
  readonly ip: string;
}

let nextIp = 1;
const uniqueIp = () => {
  const n = nextIp++;
  return `10.${process.pid % 250}.${(n >> 8) & 255}.${n & 255}`;
};

export function createTestClient(baseUrl: string, opts: { ip?: string; userAgent?: string } = {}): TestClient {
  const jar = new Map<string, string>();
  const ip = opts.ip ?? uniqueIp();

  const store = (headers: Headers) => {
    for (const line of headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      if (eq < 0) continue;
      const name = pair.slice(0, eq).trim();
      const value = decodeURIComponent(pair.slice(eq + 1).trim());
      const expired = attributes.some((a) => {
        const [key = '', val = ''] = a.split('=').map((s) => s.trim());
        if (key.toLowerCase() === 'max-age') return Number(val) <= 0;
        if (key.toLowerCase() === 'expires') return Date.parse(val) <= Date.now();
        return false;
      });
      if (expired || value === '') jar.delete(name);
      else jar.set(name, value);
    }
  };

  const send = async <T>(method: string, path: string, body: unknown, options: RequestOptions = {}) => {
    const isWrite = method !== 'GET' && method !== 'HEAD';
    if (isWrite && options.xsrf !== false && !jar.has('XSRF-TOKEN')) await send('GET', '/api/auth/csrf', undefined);
    const headers: Record<string, string> = { 'x-forwarded-for': ip };
    if (opts.userAgent) headers['user-agent'] = opts.userAgent;
    if (jar.size > 0) {
      headers.cookie = [...jar].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('; ');
    }
    const xsrf = jar.get('XSRF-TOKEN');
    if (isWrite && options.xsrf !== false && xsrf) headers['x-xsrf-token'] = xsrf;
    // a form sets its own multipart content type, boundary included
    const isForm = body instanceof FormData;
    if (body !== undefined && !isForm) headers['content-type'] = 'application/json';
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { ...headers, ...options.headers },
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    });
    store(response.headers);
    const text = await response.text();
    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = undefined;
    }
    return { status: response.status, headers: response.headers, body: parsed as T, text };
  };

  return {
    ip,
    get: (path, options) => send('GET', path, undefined, options),
    post: (path, body, options) => send('POST', path, body ?? {}, options),
    put: (path, body, options) => send('PUT', path, body ?? {}, options),
    patch: (path, body, options) => send('PATCH', path, body ?? {}, options),
    delete: (path, body, options) => send('DELETE', path, body, options),
    postForm: (path, form, options) => send('POST', path, form, options),
    cookie: (name) => jar.get(name),
    setCookie: (name, value) => {
      jar.set(name, value);
    },
    clearCookies: () => jar.clear(),
  };
}
