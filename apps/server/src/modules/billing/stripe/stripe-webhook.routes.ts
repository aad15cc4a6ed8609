import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../../errors.ts';
import type { BillingDeps } from '../billing.service.ts';
import { verifySignature } from './stripe-signature.ts';
import { handleStripeEvent, isStripeEvent } from './stripe-webhook.ts';

export const STRIPE_WEBHOOK_PATH = '/api/billing/stripe/webhook';

/**
 * Stripe's webhook (STRIPE_WEBHOOK_SECRET): the raw body is verified against
 * the Stripe-Signature header before anything is read; then the event is
 * applied once. No session, no CSRF token: Stripe signs instead.
 */
export const stripeWebhookRoutes: FastifyPluginAsync<{ deps: BillingDeps; secret: string }> = async (
  app,
  { deps, secret },
) => {
  // the signature covers the exact bytes: keep the body as text in this plugin
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));

  app.post(
    STRIPE_WEBHOOK_PATH,
    { schema: { tags: ['billing'], summary: 'Stripe webhook events (signed by Stripe)', hide: true } },
    async (request) => {
      const payload = typeof request.body === 'string' ? request.body : '';
      const header = request.headers['stripe-signature'];
      const verdict = verifySignature(payload, typeof header === 'string' ? header : undefined, secret);
      if (verdict !== 'ok') {
        throw new AppError('VALIDATION_ERROR', { field: 'stripe-signature', message: `Signature ${verdict}.` });
      }
      let event: unknown;
      try {
        event = JSON.parse(payload);
      } catch {
        event = null;
      }
      if (!isStripeEvent(event)) throw new AppError('VALIDATION_ERROR', { message: 'Not a Stripe event.' });
      return { received: true, outcome: await handleStripeEvent(deps, event) };
    },
  );
};
