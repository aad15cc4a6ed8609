import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { billingStripeEvents, invoices } from '../../../db/schema.ts';
import { recordPayment } from '../invoices.service.ts';

/** The part of a Stripe event billing reads. */
export interface StripeEvent {
  id: string;
  type: string;
  created: number;
  data: { object: { id: string; object?: string; metadata?: Record<string, string> } };
}

export const isStripeEvent = (value: unknown): value is StripeEvent => {
  const e = value as Partial<StripeEvent> | null;
  return (
    !!e &&
    typeof e.id === 'string' &&
    typeof e.type === 'string' &&
    typeof e.created === 'number' &&
    typeof e.data?.object?.id === 'string'
  );
};

export type EventOutcome = 'applied' | 'duplicate' | 'ignored';

/**
 * Applies one verified event, once: its id is recorded in the same
 * transaction as its effect, so a replay is a no-op. `invoice.paid` records
 * the card payment of the invoice Stripe names (by its id, kept as our
 * invoice's providerRef); `invoice.voided` voids an open one. States only move
 * forward, so an older event arriving late (a `payment_failed` after `paid`)
 * changes nothing.
 */
export async function handleStripeEvent(db: Database, event: StripeEvent): Promise<EventOutcome> {
  return db.transaction(async (tx) => {
    const fresh = await tx
      .insert(billingStripeEvents)
      .values({ id: event.id, type: event.type, eventCreatedAt: new Date(event.created * 1000) })
      .onConflictDoNothing()
      .returning({ id: billingStripeEvents.id });
    if (fresh.length === 0) return 'duplicate';
    if (event.data.object.object !== undefined && event.data.object.object !== 'invoice') return 'ignored';
    const [invoice] = await tx
      .select({ id: invoices.id, orgId: invoices.orgId, status: invoices.status })
      .from(invoices)
      .where(eq(invoices.providerRef, event.data.object.id));
    if (!invoice) return 'ignored';
    switch (event.type) {
      case 'invoice.paid':
        await recordPayment({ db: tx }, invoice.orgId, invoice.id, null, 'card');
        return 'applied';
      case 'invoice.voided':
        await tx
          .update(invoices)
          .set({ status: 'void' })
          .where(and(eq(invoices.id, invoice.id), eq(invoices.status, 'open')));
        return 'applied';
      default:
        return 'ignored';
    }
  });
}
