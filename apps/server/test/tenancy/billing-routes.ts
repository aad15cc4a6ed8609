import { type Ids, type Method, org, RANDOM_ID, type RouteCase } from './route-case.ts';

/** The billing routes: reads need billing:read, changes billing:manage. */
export function billingRoutes(): RouteCase[] {
  const b = (i: Ids) => `${org(i)}/billing`;
  const read = 'billing:read' as const;
  const manage = 'billing:manage' as const;
  const bad = { plan: 'platinum' };
  return [
    { method: 'GET', route: '/api/orgs/:orgId/billing', path: b, privilege: read, probe: { status: 200 } },
    {
      method: 'POST',
      route: '/api/orgs/:orgId/billing/plan/preview',
      path: (i) => `${b(i)}/plan/preview`,
      body: () => ({ plan: 'pro' }),
      privilege: read,
      probe: { body: bad, status: 400 },
    },
    {
      method: 'POST',
      route: '/api/orgs/:orgId/billing/plan',
      path: (i) => `${b(i)}/plan`,
      body: () => ({ plan: 'pro' }),
      privilege: manage,
      probe: { body: bad, status: 400 },
    },
    {
      method: 'POST',
      route: '/api/orgs/:orgId/billing/addons/preview',
      path: (i) => `${b(i)}/addons/preview`,
      body: () => ({ addon: 'extra_members', quantity: 1 }),
      privilege: read,
      probe: { body: { addon: 'nope', quantity: 1 }, status: 400 },
    },
    {
      method: 'PUT',
      route: '/api/orgs/:orgId/billing/addons',
      path: (i) => `${b(i)}/addons`,
      body: () => ({ addon: 'extra_members', quantity: 1 }),
      privilege: manage,
      probe: { body: { addon: 'nope', quantity: 1 }, status: 400 },
    },
    {
      method: 'POST',
      route: '/api/orgs/:orgId/billing/cancel',
      path: (i) => `${b(i)}/cancel`,
      privilege: manage,
      probe: { status: 409 },
    },
    {
      method: 'POST',
      route: '/api/orgs/:orgId/billing/resume',
      path: (i) => `${b(i)}/resume`,
      privilege: manage,
      probe: { status: 409 },
    },
    {
      method: 'GET',
      route: '/api/orgs/:orgId/billing/budget',
      path: (i) => `${b(i)}/budget`,
      privilege: read,
      probe: { status: 200 },
    },
    {
      method: 'PUT',
      route: '/api/orgs/:orgId/billing/budget',
      path: (i) => `${b(i)}/budget`,
      body: () => ({ monthlyCap: 100, thresholds: [50], atCap: 'block' }),
      privilege: manage,
      probe: { body: { monthlyCap: -1, thresholds: [50], atCap: 'block' }, status: 400 },
    },
    {
      method: 'GET',
      route: '/api/orgs/:orgId/billing/invoices',
      path: (i) => `${b(i)}/invoices`,
      privilege: read,
      probe: { status: 200 },
    },
    {
      method: 'GET',
      route: '/api/orgs/:orgId/billing/invoices/:invoiceId',
      path: (i) => `${b(i)}/invoices/${RANDOM_ID}`,
      privilege: read,
      probe: { status: 404 },
    },
    {
      method: 'GET',
      route: '/api/orgs/:orgId/billing/invoices/:invoiceId/pdf',
      path: (i) => `${b(i)}/invoices/${RANDOM_ID}/pdf`,
      privilege: read,
      probe: { status: 404 },
    },
    {
      method: 'POST',
      route: '/api/orgs/:orgId/billing/invoices/:invoiceId/pay',
      path: (i) => `${b(i)}/invoices/${RANDOM_ID}/pay`,
      privilege: manage,
      probe: { status: 404 },
    },
    {
      method: 'GET',
      route: '/api/orgs/:orgId/billing/payments',
      path: (i) => `${b(i)}/payments`,
      privilege: read,
      probe: { status: 200 },
    },
    // the manual provider has no card to enter: 409 (Stripe: stripe-checkout.api.test.ts)
    {
      method: 'POST',
      route: '/api/orgs/:orgId/billing/payment-method/checkout',
      path: (i) => `${b(i)}/payment-method/checkout`,
      privilege: manage,
      probe: { status: 409 },
    },
    {
      method: 'POST',
      route: '/api/orgs/:orgId/billing/payment-method/checkout/:sessionId',
      path: (i) => `${b(i)}/payment-method/checkout/cs_test_unknown`,
      privilege: manage,
      probe: { status: 409 },
    },
  ];
}

/** The usage report and the webhooks; probes change nothing: reads, invalid bodies, unknown ids. */
export function usageAndWebhookRoutes(): RouteCase[] {
  const hooks = (i: Ids) => `${org(i)}/webhooks`;
  const manage = 'api_keys:manage' as const;
  const hookBody = () => ({ name: 'Intruder hook', url: 'https://intruder.example/hook', events: ['link.created'] });
  const one = (method: Method, suffix: string, body?: () => unknown): RouteCase => ({
    method,
    route: `/api/orgs/:orgId/webhooks/:webhookId${suffix}`,
    path: (i) => `${hooks(i)}/${RANDOM_ID}${suffix}`,
    ...(body ? { body } : {}),
    privilege: manage,
    probe: { status: 404 },
  });
  return [
    {
      method: 'GET',
      route: '/api/orgs/:orgId/usage',
      path: (i) => `${org(i)}/usage`,
      privilege: 'billing:read',
      probe: { status: 200 },
    },
    {
      method: 'GET',
      route: '/api/orgs/:orgId/usage.csv',
      path: (i) => `${org(i)}/usage.csv`,
      privilege: 'billing:read',
      probe: { status: 200 },
    },
    { method: 'GET', route: '/api/orgs/:orgId/webhooks', path: hooks, privilege: manage, probe: { status: 200 } },
    {
      method: 'POST',
      route: '/api/orgs/:orgId/webhooks',
      path: hooks,
      body: hookBody,
      privilege: manage,
      probe: { body: {}, status: 400 },
    },
    one('GET', ''),
    one('PATCH', '', () => ({ name: 'Taken over' })),
    one('DELETE', ''),
    one('POST', '/secret', () => ({})),
    one('POST', '/test', () => ({})),
    one('GET', '/deliveries'),
    {
      method: 'POST',
      route: '/api/orgs/:orgId/webhooks/:webhookId/deliveries/:deliveryId/redeliver',
      path: (i) => `${hooks(i)}/${RANDOM_ID}/deliveries/${RANDOM_ID}/redeliver`,
      body: () => ({}),
      privilege: manage,
      probe: { status: 404 },
    },
    {
      method: 'GET',
      route: '/api/orgs/:orgId/webhooks/:webhookId/deliveries/:deliveryId/attempts',
      path: (i) => `${hooks(i)}/${RANDOM_ID}/deliveries/${RANDOM_ID}/attempts`,
      privilege: manage,
      probe: { status: 404 },
    },
  ];
}
