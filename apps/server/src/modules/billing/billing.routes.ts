import {
  addonBodySchema,
  billingOverviewSchema,
  budgetBodySchema,
  budgetSchema,
  cardSetupParamsSchema,
  cardSetupSchema,
  changePreviewSchema,
  paymentCardSchema,
  planChangeBodySchema,
} from '@osm5/shared/schemas/billing';
import { dataOf, okSchema, orgParamsSchema } from '@osm5/shared/schemas/tenancy';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import { AppError } from '../../errors.ts';
import { openJobLock, schedulePeriodicJob } from '../../lib/job-lock.ts';
import { actorOf, tenantOf } from '../../plugins/tenant.ts';
import { dueSubscriptionOrgs, savedCard } from './billing.repository.ts';
import {
  type BillingDeps,
  changePlan,
  previewAddon,
  previewPlanChange,
  renewIfDue,
  setAddon,
  setCancelAtPeriodEnd,
} from './billing.service.ts';
import { billingState } from './billing-state.ts';
import { getBudget, saveBudget } from './budget.service.ts';
import { invoicesRoutes } from './invoices.routes.ts';
import { billingOverview } from './overview.service.ts';
import { manualProvider } from './payment-provider.ts';
import { StripeClient } from './stripe/stripe-client.ts';
import { StripeProvider } from './stripe/stripe-provider.ts';
import { reconcileWithStripe } from './stripe/stripe-reconcile.ts';
import { stripeWebhookRoutes } from './stripe/stripe-webhook.routes.ts';

/** How often subscriptions whose period ended are renewed (reads renew their own organisation at once). */
const RENEW_TICK_MS = 10 * 60_000;
/** How often what Stripe's webhooks did not tell is read from Stripe (stripe-reconcile.ts). */
const STRIPE_RECONCILE_TICK_MS = 15 * 60_000;

export function billingDepsOf(app: FastifyInstance, config: Config): BillingDeps {
  const provider = config.stripe
    ? new StripeProvider(
        app.db.db,
        new StripeClient({ secretKey: config.stripe.secretKey, baseUrl: config.stripe.apiBase }),
      )
    : manualProvider;
  return {
    db: app.db.db,
    events: app.events,
    provider,
    mail: { publicUrl: config.publicUrl, mailer: app.mailer },
    log: app.log,
  };
}

/**
 * settings: plans, addons, subscriptions, billing_overview, budget (and the
 * invoices routes). Reading needs billing:read (owners, admins); every change
 * billing:manage (owners).
 */
export const billingRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const deps = billingDepsOf(app, config);
  const tags = ['billing'];
  const base = '/api/orgs/:orgId/billing';
  const params = orgParamsSchema;
  const read = { privilege: 'billing:read' as const, privilegeScope: 'org' as const };
  const manage = { privilege: 'billing:manage' as const, privilegeScope: 'org' as const };
  const actor = (request: Parameters<typeof actorOf>[0]) => ({
    orgId: tenantOf(request).orgId,
    userId: actorOf(request).userId,
  });

  app.get(
    base,
    {
      config: read,
      schema: {
        tags,
        summary: 'The plan, limits and usage, the next invoice, the payment method and alerts',
        params,
        response: { 200: dataOf(billingOverviewSchema) },
      },
    },
    async (request) => ({ status: true as const, data: await billingOverview(deps, tenantOf(request).orgId) }),
  );

  app.post(
    `${base}/plan/preview`,
    {
      config: read,
      schema: {
        tags,
        summary: 'What moving to a plan would do (upgrade now with proration, downgrade at the period end)',
        params,
        body: planChangeBodySchema,
        response: { 200: dataOf(changePreviewSchema) },
      },
    },
    async (request) => ({
      status: true as const,
      data: await previewPlanChange(deps, tenantOf(request).orgId, request.body.plan),
    }),
  );

  app.post(
    `${base}/plan`,
    {
      config: manage,
      schema: {
        tags,
        summary: 'Change the plan; an upgrade is invoiced at once (prorated), a downgrade waits for the period end',
        params,
        body: planChangeBodySchema,
        response: { 200: dataOf(changePreviewSchema) },
      },
    },
    async (request) => ({ status: true as const, data: await changePlan(deps, actor(request), request.body.plan) }),
  );

  app.post(
    `${base}/addons/preview`,
    {
      config: read,
      schema: {
        tags,
        summary: 'What setting an add-on’s quantity would invoice now',
        params,
        body: addonBodySchema,
        response: { 200: dataOf(changePreviewSchema) },
      },
    },
    async (request) => ({
      status: true as const,
      data: await previewAddon(deps, tenantOf(request).orgId, request.body),
    }),
  );

  app.put(
    `${base}/addons`,
    {
      config: manage,
      schema: {
        tags,
        summary: 'Set an add-on’s quantity (0 removes it); more units are invoiced for the rest of the period',
        params,
        body: addonBodySchema,
        response: { 200: dataOf(changePreviewSchema) },
      },
    },
    async (request) => ({ status: true as const, data: await setAddon(deps, actor(request), request.body) }),
  );

  for (const [path, cancel, summary] of [
    ['cancel', true, 'Cancel at the period end: the plan stays until then, then Free'],
    ['resume', false, 'Resume a subscription set to cancel at the period end'],
  ] as const) {
    app.post(
      `${base}/${path}`,
      { config: manage, schema: { tags, summary, params, response: { 200: okSchema } } },
      async (request) => {
        await setCancelAtPeriodEnd(deps, actor(request), cancel);
        return { status: true as const, data: { ok: true as const } };
      },
    );
  }

  app.post(
    `${base}/payment-method/checkout`,
    {
      config: manage,
      schema: {
        tags,
        summary: 'Start entering a card: a Stripe Checkout Session (setup mode) to send the browser to',
        description:
          'Stripe only (409 with the manual provider). Stripe sends the browser back to /settings/billing_overview with `session_id`.',
        params,
        response: { 200: dataOf(cardSetupSchema) },
      },
    },
    async (request) => ({
      status: true as const,
      data: await deps.provider.startCardSetup(
        tenantOf(request).orgId,
        `${config.publicUrl}/settings/billing_overview`,
      ),
    }),
  );

  app.post(
    `${base}/payment-method/checkout/:sessionId`,
    {
      config: manage,
      schema: {
        tags,
        summary: 'Back from Stripe Checkout: save the card the session set up as the default payment method',
        description: 'Another organisation’s session answers 404, an unfinished one 409.',
        params: cardSetupParamsSchema,
        response: { 200: dataOf(paymentCardSchema) },
      },
    },
    async (request) => {
      const { orgId } = tenantOf(request);
      await deps.provider.completeCardSetup(orgId, request.params.sessionId, actorOf(request).userId);
      const card = await savedCard(deps.db, orgId);
      if (!card) throw new AppError('CONFLICT', { message: 'billing.errors.card_setup_open' });
      return { status: true as const, data: card };
    },
  );

  app.get(
    `${base}/budget`,
    {
      config: read,
      schema: {
        tags,
        summary: 'The monthly spend cap, its alert thresholds, what happens at the cap, and this month’s spend',
        params,
        response: { 200: dataOf(budgetSchema) },
      },
    },
    async (request) => {
      const { orgId } = tenantOf(request);
      const { currency } = await billingState(deps.db, orgId);
      return { status: true as const, data: await getBudget(deps.db, orgId, currency) };
    },
  );

  app.put(
    `${base}/budget`,
    {
      config: manage,
      schema: {
        tags,
        summary: 'Set the budget',
        params,
        body: budgetBodySchema,
        response: { 200: dataOf(budgetSchema) },
      },
    },
    async (request) => {
      const who = actor(request);
      await saveBudget(deps.db, who, request.body);
      const { currency } = await billingState(deps.db, who.orgId);
      return { status: true as const, data: await getBudget(deps.db, who.orgId, currency) };
    },
  );

  await app.register(invoicesRoutes, { config, deps });
  if (config.stripe?.webhookSecret) {
    await app.register(stripeWebhookRoutes, { deps, secret: config.stripe.webhookSecret });
  }

  // one instance runs each job each tick (job lock)
  const lock = await openJobLock(app);
  schedulePeriodicJob(app, lock, {
    name: 'billing-renewals',
    everyMs: RENEW_TICK_MS,
    job: async () => {
      const due = await dueSubscriptionOrgs(deps.db, new Date(), 100, deps.provider.renewsItself);
      for (const orgId of due) await renewIfDue(deps, orgId);
    },
    onError: (err) => app.log.error({ err }, 'billing renewal failed'),
  });
  const provider = deps.provider;
  if (provider instanceof StripeProvider) {
    schedulePeriodicJob(app, lock, {
      name: 'billing-stripe-reconcile',
      everyMs: STRIPE_RECONCILE_TICK_MS,
      job: async () => {
        const counts = await reconcileWithStripe(deps, provider.stripe);
        if (counts.subscriptions + counts.invoices > 0) app.log.warn(counts, 'billing: caught up with Stripe');
      },
      onError: (err) => app.log.error({ err }, 'billing: Stripe reconcile failed'),
    });
  }
};
