import { type FakeStripe, fakeStripe } from './fake-stripe.ts';
import { startTestApp, type TestApp } from './harness.ts';

/**
 * A test app that bills through a fresh fake Stripe: organisations start on
 * Free, both secrets set. Apart from fake-stripe.ts, which the e2e journeys
 * import without the server's app.
 */
export async function startStripeTestApp(
  secretKey: string,
  webhookSecret: string,
): Promise<{ t: TestApp; stripe: FakeStripe }> {
  const stripe = await fakeStripe(secretKey);
  const t = await startTestApp({
    env: {
      DEFAULT_PLAN: 'free',
      STRIPE_SECRET_KEY: secretKey,
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      STRIPE_API_BASE: stripe.url,
    },
  });
  return { t, stripe };
}
