import { mainDestination } from '@osm5/shared/links/main-destination';
import type { EventStore } from '../../analytics-store/index.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { recordWebhookEvent } from '../webhooks/webhook-events.ts';
import {
  claimDueLinks,
  closeLinkIncident,
  type DueLink,
  linkOf,
  openLinkIncident,
  openLinkIncidentOf,
} from './link-monitor.repository.ts';
import {
  claimDueSites,
  closeIncident,
  type DueSite,
  openIncident,
  openIncidentOf,
  siteOwners,
} from './uptime.repository.ts';
import { type CheckOutcome, checkUrl } from './uptime-check.ts';

export interface UptimeDeps {
  db: Database;
  events: EventStore;
  mailer: Mailer;
  config: Pick<Config, 'publicUrl' | 'dnsServers' | 'uptime'>;
  logger: { warn(obj: object, msg: string): void };
}

/** Sites claimed per pass, and checked at once: a slow site must not hold the others back. */
const BATCH = 20;

/** The address checked: the one set, else the site's home page over https. */
export const checkedUrl = (site: Pick<DueSite, 'domain' | 'uptimeUrl'>) =>
  site.uptimeUrl ?? `https://${(site.domain ?? '').replace(/^\*\./, '')}/`;

/**
 * One check, stored as an `uptime_check` event of the site (the `outage`
 * report's data: event_name up/down, value the response time in ms,
 * event_label the status or the failure), then the incident opened or
 * closed, and the site's owners told of either.
 */
/** Checks an address through the guarded lookup and stores the check as an `uptime_check` event of the item. */
async function checkAndStore(
  deps: UptimeDeps,
  item: { orgId: string; workspaceId: string; id: string },
  url: string,
  now: Date,
): Promise<CheckOutcome> {
  const outcome = await checkUrl(url, {
    dnsServers: deps.config.dnsServers,
    timeoutMs: deps.config.uptime.timeoutMs,
    allowPrivate: deps.config.uptime.allowPrivate,
  });
  deps.events.writer.append([
    {
      tenant_id: item.orgId,
      workspace_id: item.workspaceId,
      item_id: item.id,
      type: 'uptime_check',
      time: now.getTime(),
      // our own robot: never a visitor, so audience reports (which leave bots out) never count it
      is_bot: true,
      event_name: outcome.up ? 'up' : 'down',
      event_label: outcome.up ? String(outcome.status) : outcome.cause,
      destination: url,
      value: outcome.ms,
    },
  ]);
  return outcome;
}

async function checkSite(deps: UptimeDeps, site: DueSite, now: Date): Promise<CheckOutcome> {
  const url = checkedUrl(site);
  const outcome = await checkAndStore(deps, site, url, now);
  const open = await openIncidentOf(deps.db, site.orgId, site.id);
  if (!outcome.up && !open) {
    await openIncident(deps.db, site.orgId, site.id, now, outcome.cause.slice(0, 200));
    await tellOwners(deps, site, { url, state: 'down', cause: outcome.cause, minutes: 0 });
  } else if (outcome.up && open) {
    await closeIncident(deps.db, open.id, now);
    const minutes = Math.max(1, Math.round((now.getTime() - open.startedAt.getTime()) / 60_000));
    await tellOwners(deps, site, { url, state: 'up', cause: open.cause, minutes });
  }
  return outcome;
}

/**
 * A short link's destination (its main one), checked as a site's address is:
 * the same guarded lookup, private addresses refused, the check stored as an
 * `uptime_check` event of the link, incidents opened and closed, owners told.
 * A link turned inactive, or without a web destination, is not checked.
 */
async function checkLink(deps: UptimeDeps, due: DueLink, now: Date): Promise<CheckOutcome | undefined> {
  const link = await linkOf(deps.db, due.orgId, due.workspaceId, due.linkId);
  if (link?.status !== 'active') return undefined;
  const url = mainDestination(link.kind, link.rules as Record<string, unknown>);
  if (!/^https?:\/\//i.test(url)) return undefined;
  const outcome = await checkAndStore(deps, { ...due, id: due.linkId }, url, now);
  const open = await openLinkIncidentOf(deps.db, due.orgId, due.linkId);
  const target = {
    orgId: due.orgId,
    name: link.title || link.slug,
    createdBy: due.createdBy,
    page: `${deps.config.publicUrl}/d/${due.workspaceId}/surl/${due.linkId}/outage`,
  };
  if (!outcome.up && !open) {
    await openLinkIncident(deps.db, due.orgId, due.linkId, now, outcome.cause.slice(0, 200));
    await tellOwnersOf(deps, target, { url, state: 'down', cause: outcome.cause, minutes: 0 });
  } else if (outcome.up && open) {
    await closeLinkIncident(deps.db, open.id, now);
    const minutes = Math.max(1, Math.round((now.getTime() - open.startedAt.getTime()) / 60_000));
    await tellOwnersOf(deps, target, { url, state: 'up', cause: open.cause, minutes });
  }
  return outcome;
}

type Alert = { url: string; state: 'down' | 'up'; cause: string; minutes: number };

async function tellOwners(deps: UptimeDeps, site: DueSite, what: Alert) {
  const page = `${deps.config.publicUrl}/d/sbox/${site.workspaceId}/view/analytics/${site.id}`;
  await recordWebhookEvent(deps.db, {
    orgId: site.orgId,
    workspaceId: site.workspaceId,
    type: what.state === 'down' ? 'site.down' : 'site.up',
    targetId: site.id,
    data: { name: site.name, ...what },
  });
  await tellOwnersOf(deps, { orgId: site.orgId, name: site.name, createdBy: site.createdBy, page }, what);
}

/** Mails the organisation's owners and the item's creator: what is down or back, and where to read more. */
async function tellOwnersOf(
  deps: UptimeDeps,
  item: { orgId: string; name: string; createdBy: string | null; page: string },
  what: Alert,
) {
  for (const person of await siteOwners(deps.db, item.orgId, item.createdBy)) {
    await deps.mailer.send({
      to: person.email,
      locale: person.locale,
      template: 'uptime_alert',
      data: { name: person.name, siteName: item.name, link: item.page, ...what },
    });
  }
}

/** Claims the due sites and links and checks them; returns how many were claimed. */
export async function runDueChecks(deps: UptimeDeps, now = new Date()): Promise<number> {
  const [due, dueLinks] = await Promise.all([claimDueSites(deps.db, now, BATCH), claimDueLinks(deps.db, now, BATCH)]);
  const results = await Promise.allSettled([
    ...due.map((site) => checkSite(deps, site, now)),
    ...dueLinks.map((link) => checkLink(deps, link, now)),
  ]);
  const ids = [...due.map((s) => ({ siteId: s.id })), ...dueLinks.map((l) => ({ linkId: l.linkId }))];
  for (const [i, r] of results.entries()) {
    if (r.status === 'rejected') deps.logger.warn({ err: r.reason, ...ids[i] }, 'uptime check not recorded');
  }
  return due.length + dueLinks.length;
}
