/**
 * The few Stripe API calls billing makes, over fetch (no SDK): form-encoded
 * bodies, the secret key as Bearer, an idempotency key per write so a retried
 * call never makes two objects. `baseUrl` is https://api.stripe.com unless a
 * test points it at its own fake server.
 */
export interface StripeClientOptions {
  secretKey: string;
  baseUrl: string;
  timeoutMs?: number;
}

export class StripeError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'StripeError';
  }
}

type Params = Record<string, string | number | boolean | undefined>;

export function formOf(params: Params): string {
  const form = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined) form.append(k, String(v));
  return form.toString();
}

export class StripeClient {
  constructor(private readonly options: StripeClientOptions) {}

  async post<T extends { id: string }>(path: string, params: Params, idempotencyKey: string): Promise<T> {
    return this.call<T>(path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'idempotency-key': idempotencyKey },
      body: formOf(params),
    });
  }

  /** A read; `expand[]` may repeat (pass those as `expand`), other parameters go in `query`. */
  async get<T extends object>(path: string, expand: string[] = [], query: Record<string, string> = {}): Promise<T> {
    const params = new URLSearchParams(query);
    for (const e of expand) params.append('expand[]', e);
    const qs = params.toString();
    return this.call<T>(qs ? `${path}?${qs}` : path, { method: 'GET', headers: {} });
  }

  private async call<T>(path: string, init: { method: string; headers: Record<string, string>; body?: string }) {
    const res = await fetch(`${this.options.baseUrl}${path}`, {
      ...init,
      headers: { ...init.headers, authorization: `Bearer ${this.options.secretKey}` },
      signal: AbortSignal.timeout(this.options.timeoutMs ?? 15_000),
    });
    const body = (await res.json().catch(() => ({}))) as T & { error?: { message?: string } };
    if (!res.ok) throw new StripeError(body.error?.message ?? `Stripe answered ${res.status}`, res.status);
    return body;
  }
}
