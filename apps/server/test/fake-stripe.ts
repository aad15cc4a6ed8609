import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { signPayload } from '../src/modules/billing/stripe/stripe-signature.ts';

/**
 * A local stand-in for api.stripe.com (no network): it checks the secret key,
 * records each call, answers a POST again with its first answer when the
 * idempotency key repeats (as Stripe does), and keeps the objects billing
 * makes: customers, invoice items, invoices (read one, or list a
 * subscription's by status), products, subscriptions (their items edited like
 * Stripe's `items[i][id|deleted|price_data]`; `renew` moves one into its next
 * period with a paid renewal, as Stripe's clock would) and setup-mode
 * Checkout Sessions, which a test completes with `completeSession` as if the
 * owner had entered a card on Stripe's page.
 */

export interface Seen {
  method: string;
  path: string;
  auth: string | undefined;
  idempotencyKey: string | undefined;
  form: Record<string, string>;
  /** what the fake answered */
  response?: unknown;
}

interface FakeItem {
  id: string;
  price: { product: string; unit_amount: number; currency: string };
  quantity: number;
  current_period_start: number;
  current_period_end: number;
}

export interface FakeSubscription {
  id: string;
  object: 'subscription';
  customer: string;
  status: string;
  cancel_at_period_end: boolean;
  items: { data: FakeItem[] };
}

export interface FakeInvoice {
  id: string;
  object: 'invoice';
  status: 'open' | 'paid' | 'void';
  created: number;
  billing_reason: string;
  amount_paid: number;
  parent: { subscription_details: { subscription: string } } | null;
  lines: { data: { period: { start: number; end: number } }[] };
}

interface FakeCard {
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
}

interface FakeSession {
  id: string;
  object: 'checkout.session';
  mode: string;
  customer: string;
  currency: string;
  status: 'open' | 'complete';
  created: number;
  url: string;
  success_url: string;
  cancel_url: string;
  setup_intent: string | null;
}

export interface FakeStripe {
  server: Server;
  url: string;
  seen: Seen[];
  subscriptions: Map<string, FakeSubscription>;
  sessions: Map<string, FakeSession>;
  invoices: Map<string, FakeInvoice>;
  /** Stripe's clock reached the period's end: the subscription's next period starts, its renewal (`amount`) is paid */
  renew(subscriptionId: string, amount: number): FakeInvoice;
  /** the owner entered `card` on Stripe's page for session `id` (created `created`, unix seconds, when given) */
  completeSession(id: string, card: FakeCard, created?: number): void;
  close(): Promise<void>;
}

const now = () => Math.floor(Date.now() / 1000);

/** `items[0][price_data][product]` … → [{ price_data: { product } }, …] */
function itemsOf(form: Record<string, string>): Map<number, Record<string, string>> {
  const items = new Map<number, Record<string, string>>();
  for (const [k, v] of Object.entries(form)) {
    const m = /^items\[(\d+)\]\[(.+)\]$/.exec(k);
    if (!m) continue;
    const i = Number(m[1]);
    const item = items.get(i) ?? {};
    item[(m[2] ?? '').replaceAll('][', '.')] = v;
    items.set(i, item);
  }
  return items;
}

export function fakeStripe(secretKey: string): Promise<FakeStripe> {
  const seen: Seen[] = [];
  const counters: Record<string, number> = {};
  const next = (p: string) => {
    counters[p] = (counters[p] ?? 0) + 1;
    return `${p}_${counters[p]}`;
  };
  const byKey = new Map<string, unknown>();
  const products = new Set<string>();
  const subscriptions = new Map<string, FakeSubscription>();
  const sessions = new Map<string, FakeSession>();
  const invoices = new Map<string, FakeInvoice>();
  const paymentMethods = new Map<string, { id: string; object: 'payment_method'; card: FakeCard }>();
  const setupIntents = new Map<string, { id: string; payment_method: string | null }>();
  let base = '';

  function completeSession(id: string, card: FakeCard, created?: number) {
    const session = sessions.get(id);
    if (!session) throw new Error(`no session ${id}`);
    const pm = { id: next('pm'), object: 'payment_method' as const, card };
    paymentMethods.set(pm.id, pm);
    const intent = { id: next('seti'), payment_method: pm.id };
    setupIntents.set(intent.id, intent);
    Object.assign(session, { status: 'complete', setup_intent: intent.id, created: created ?? session.created });
  }

  function renew(subscriptionId: string, amount: number): FakeInvoice {
    const sub = subscriptions.get(subscriptionId);
    if (!sub) throw new Error(`no subscription ${subscriptionId}`);
    const end = sub.items.data[0]?.current_period_end ?? now();
    const period = { start: end, end: end + 30 * 86_400 };
    for (const item of sub.items.data)
      Object.assign(item, { current_period_start: period.start, current_period_end: period.end });
    return newInvoice('subscription_cycle', 'paid', amount, { subscription_details: { subscription: sub.id } }, [
      period,
    ]);
  }

  function newInvoice(
    reason: string,
    status: FakeInvoice['status'],
    amountPaid: number,
    parent: FakeInvoice['parent'],
    periods: { start: number; end: number }[],
  ): FakeInvoice {
    const invoice: FakeInvoice = {
      id: next('in'),
      object: 'invoice',
      status,
      created: now(),
      billing_reason: reason,
      amount_paid: amountPaid,
      parent,
      lines: { data: periods.map((period) => ({ period })) },
    };
    invoices.set(invoice.id, invoice);
    return invoice;
  }

  /** GET /v1/invoices: a subscription's, by status, newest first */
  function listInvoices(query: URLSearchParams) {
    const data = [...invoices.values()]
      .filter(
        (i) => !query.has('subscription') || i.parent?.subscription_details.subscription === query.get('subscription'),
      )
      .filter((i) => !query.has('status') || i.status === query.get('status'))
      .reverse()
      .slice(0, Number(query.get('limit') ?? 10));
    return { object: 'list', data, has_more: false };
  }

  const newItem = (f: Record<string, string>, start: number, end: number): FakeItem => ({
    id: next('si'),
    price: {
      product: f['price_data.product'] ?? '',
      unit_amount: Number(f['price_data.unit_amount']),
      currency: f['price_data.currency'] ?? '',
    },
    quantity: Number(f.quantity ?? 1),
    current_period_start: start,
    current_period_end: end,
  });

  const expandSession = (s: FakeSession, expand: string[]) => {
    if (!expand.includes('setup_intent.payment_method') || !s.setup_intent) return s;
    const intent = setupIntents.get(s.setup_intent);
    const pm = intent?.payment_method ? paymentMethods.get(intent.payment_method) : null;
    return { ...s, setup_intent: { id: s.setup_intent, payment_method: pm ?? null } };
  };

  /** [status, body] of one call */
  function answer(
    method: string,
    path: string,
    form: Record<string, string>,
    query: URLSearchParams,
  ): [number, unknown] {
    const notFound: [number, unknown] = [404, { error: { message: `No such object: ${path}` } }];
    const expand = query.getAll('expand[]');
    if (method === 'GET') {
      if (path === '/v1/invoices') return [200, listInvoices(query)];
      const invoice = /^\/v1\/invoices\/(.+)$/.exec(path)?.[1];
      if (invoice) return invoices.has(invoice) ? [200, invoices.get(invoice)] : notFound;
      const product = /^\/v1\/products\/(.+)$/.exec(path)?.[1];
      if (product) return products.has(product) ? [200, { id: product, object: 'product' }] : notFound;
      const sub = /^\/v1\/subscriptions\/(.+)$/.exec(path)?.[1];
      if (sub) return subscriptions.has(sub) ? [200, subscriptions.get(sub)] : notFound;
      const cs = /^\/v1\/checkout\/sessions\/(.+)$/.exec(path)?.[1];
      if (cs) {
        const s = sessions.get(cs);
        return s ? [200, expandSession(s, expand)] : notFound;
      }
      const seti = /^\/v1\/setup_intents\/(.+)$/.exec(path)?.[1];
      if (seti) {
        const intent = setupIntents.get(seti);
        if (!intent) return notFound;
        const pm = intent.payment_method ? paymentMethods.get(intent.payment_method) : null;
        return [200, expand.includes('payment_method') ? { ...intent, payment_method: pm } : intent];
      }
      return notFound;
    }
    if (path === '/v1/customers') return [200, { id: next('cus'), object: 'customer' }];
    if (/^\/v1\/customers\/[^/]+$/.test(path)) return [200, { id: path.split('/')[3], object: 'customer' }];
    if (path === '/v1/invoiceitems') return [200, { id: next('ii'), object: 'invoiceitem' }];
    if (path === '/v1/invoices') return [200, newInvoice('manual', 'open', 0, null, [])];
    if (path === '/v1/products') {
      const id = form.id ?? next('prod');
      if (products.has(id)) return [400, { error: { code: 'resource_already_exists', message: 'exists' } }];
      products.add(id);
      return [200, { id, object: 'product' }];
    }
    if (path === '/v1/subscriptions') {
      const start = now();
      const end = Number(form.billing_cycle_anchor);
      const sub: FakeSubscription = {
        id: next('sub'),
        object: 'subscription',
        customer: form.customer ?? '',
        status: 'active',
        cancel_at_period_end: form.cancel_at_period_end === 'true',
        items: { data: [...itemsOf(form).values()].map((f) => newItem(f, start, end)) },
      };
      subscriptions.set(sub.id, sub);
      return [200, sub];
    }
    const subId = /^\/v1\/subscriptions\/([^/]+)$/.exec(path)?.[1];
    if (subId) {
      const sub = subscriptions.get(subId);
      if (!sub) return notFound;
      const period = sub.items.data[0] ?? { current_period_start: now(), current_period_end: now() };
      for (const f of itemsOf(form).values()) {
        const existing = f.id ? sub.items.data.find((it) => it.id === f.id) : undefined;
        if (f.id && !existing) return [400, { error: { message: `no item ${f.id}` } }];
        if (existing && f.deleted === 'true') sub.items.data = sub.items.data.filter((it) => it !== existing);
        else if (existing) Object.assign(existing, { ...newItem(f, 0, 0), id: existing.id, ...pick(existing) });
        else sub.items.data.push(newItem(f, period.current_period_start, period.current_period_end));
      }
      if (form.cancel_at_period_end !== undefined) sub.cancel_at_period_end = form.cancel_at_period_end === 'true';
      return [200, sub];
    }
    if (path === '/v1/checkout/sessions') {
      const id = next('cs');
      const session: FakeSession = {
        id,
        object: 'checkout.session',
        mode: form.mode ?? '',
        customer: form.customer ?? '',
        currency: form.currency ?? '',
        status: 'open',
        created: now(),
        url: `${base}/c/pay/${id}`,
        success_url: form.success_url ?? '',
        cancel_url: form.cancel_url ?? '',
        setup_intent: null,
      };
      sessions.set(id, session);
      return [200, session];
    }
    return notFound;
  }

  const pick = (it: FakeItem) => ({
    current_period_start: it.current_period_start,
    current_period_end: it.current_period_end,
  });

  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const method = req.method ?? 'GET';
      const idempotencyKey = req.headers['idempotency-key'] as string | undefined;
      const form = Object.fromEntries(new URLSearchParams(body));
      const call: Seen = { method, path: url.pathname, auth: req.headers.authorization, idempotencyKey, form };
      seen.push(call);
      const send = (status: number, value: unknown) => {
        call.response = structuredClone(value);
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(value));
      };
      // Stripe's hosted page, in a browser (e2e): the owner "enters" a test card and is sent back
      const paying = method === 'GET' ? /^\/c\/pay\/([^/]+)$/.exec(url.pathname)?.[1] : undefined;
      const session = paying ? sessions.get(paying) : undefined;
      if (session) {
        completeSession(session.id, { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2034 });
        res.writeHead(303, { location: session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id) });
        res.end();
        return;
      }
      if (req.headers.authorization !== `Bearer ${secretKey}`) {
        send(401, { error: { message: 'Invalid API key' } });
        return;
      }
      const key = method === 'POST' && idempotencyKey ? `${url.pathname} ${idempotencyKey}` : null;
      if (key && byKey.has(key)) {
        send(200, byKey.get(key));
        return;
      }
      const [status, value] = answer(method, url.pathname, form, url.searchParams);
      if (key && status === 200) byKey.set(key, structuredClone(value));
      send(status, value);
    });
  });

  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      resolve({
        server,
        url: base,
        seen,
        subscriptions,
        sessions,
        invoices,
        renew,
        completeSession,
        close: () => new Promise<void>((done) => server.close(() => done())),
      });
    }),
  );
}

/** Sends `event` to the app's Stripe webhook, signed with `secret` now. */
export async function sendStripeEvent(
  appUrl: string,
  secret: string,
  event: unknown,
): Promise<{ status: number; body: unknown }> {
  const payload = JSON.stringify(event);
  const res = await fetch(`${appUrl}/api/billing/stripe/webhook`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': signPayload(payload, secret, Math.floor(Date.now() / 1000)),
    },
    body: payload,
  });
  return { status: res.status, body: await res.json() };
}
