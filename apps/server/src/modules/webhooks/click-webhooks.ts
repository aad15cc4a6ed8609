import type { WebhookClick } from '@osm5/shared/schemas/webhooks';
import type { Database } from '../../db/client.ts';
import { type BatchLogger, WebhookBatches } from './webhook-batches.ts';
import { orgsWantingEvent } from './webhooks.repository.ts';

/** A click as the redirect hands it over: the link's scope and what the event tells of the visit. */
export interface ClickFact extends Omit<WebhookClick, 'at'> {
  orgId: string;
  workspaceId: string;
}

/** a click as kept until its batch is written: its time as a number (formatted once, at the write, off the hot path) */
type HeldClick = Omit<WebhookClick, 'at'> & { at: number };

/**
 * `link.clicked` without a database write per click: the redirect notes each
 * counted click here, only for organisations with an endpoint taking clicks,
 * and each workspace's clicks go out in batches (webhook-batches.ts).
 */
export class ClickWebhooks extends WebhookBatches<HeldClick> {
  constructor(db: Database, logger: BatchLogger) {
    super(db, logger, { type: 'link.clicked', noun: 'clicks' });
  }

  note(fact: ClickFact): void {
    if (!this.wants(fact.orgId)) return;
    this.add(fact.orgId, fact.workspaceId, {
      linkId: fact.linkId,
      slug: fact.slug,
      at: Date.now(),
      country: fact.country,
      device: fact.device,
      referrer: fact.referrer,
      trigger: fact.trigger,
    });
  }

  protected readSubscribers(): Promise<string[]> {
    return orgsWantingEvent(this.db, 'link.clicked');
  }
}
