import type { EventStore } from '../../analytics-store/index.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { Mailer } from '../../mail/mailer.ts';
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
async function checkSite(deps: UptimeDeps, site: DueSite, now: Date): Promise<CheckOutcome> {
  const url = checkedUrl(site);
  const outcome = await checkUrl(url, {
    dnsServers: deps.config.dnsServers,
    timeoutMs: deps.config.uptime.timeoutMs,
    allowPrivate: deps.config.uptime.allowPrivate,
  });
  deps.events.writer.append([
    {
      tenant_id: site.orgId,
      workspace_id: site.workspaceId,
      item_id: site.id,
      type: 'uptime_check',
      time: now.getTime(),
      event_name: outcome.up ? 'up' : 'down',
      event_label: outcome.up ? String(outcome.status) : outcome.cause,
      destination: url,
      value: outcome.ms,
    },
  ]);
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

async function tellOwners(
  deps: UptimeDeps,
  site: DueSite,
  what: { url: string; state: 'down' | 'up'; cause: string; minutes: number },
) {
  const link = `${deps.config.publicUrl}/d/sbox/${site.workspaceId}/view/analytics/${site.id}`;
  for (const person of await siteOwners(deps.db, site.orgId, site.createdBy)) {
    await deps.mailer.send({
      to: person.email,
      locale: person.locale,
      template: 'uptime_alert',
      data: { name: person.name, siteName: site.name, link, ...what },
    });
  }
}

/** Claims the due sites and checks them; returns how many were checked. */
export async function runDueChecks(deps: UptimeDeps, now = new Date()): Promise<number> {
  const due = await claimDueSites(deps.db, now, BATCH);
  const results = await Promise.allSettled(due.map((site) => checkSite(deps, site, now)));
  for (const [i, r] of results.entries()) {
    if (r.status === 'rejected') deps.logger.warn({ err: r.reason, siteId: due[i]?.id }, 'uptime check not recorded');
  }
  return due.length;
}
