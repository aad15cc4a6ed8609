import { type AiStreamEvent, parseAiStreamBlock } from '@osm5/shared/schemas/ai';
import type { Site } from '@osm5/shared/schemas/analytics-sites';
import { expect } from 'vitest';
import type { TestApp } from '../../../test/harness.ts';
import type { Org } from '../../../test/tenancy/fixtures.ts';
import type { TestClient } from '../../../test/test-client.ts';
import { maxPropsLength } from '../../analytics-store/event-row.ts';
import { encodeOrderLines, orderLinesOf } from '../../analytics-store/order-lines.ts';
import { createSiteOk, sitesPath, webSite } from '../analytics-sites/site-test-helpers.ts';

/** Helpers of the OSM5GPT API tests (not a test file itself). */
export const aiPath = (org: Org, workspaceId = org.defaultWorkspaceId) =>
  `/api/orgs/${org.orgId}/workspaces/${workspaceId}/ai`;

const HOUR = 3_600_000;

/** The events of a stream body, comments left out. */
export function streamEvents(text: string): AiStreamEvent[] {
  return text
    .split('\n\n')
    .map((block) => parseAiStreamBlock(block))
    .filter((e): e is AiStreamEvent => e !== null);
}

export interface Streamed {
  status: number;
  contentType: string | null;
  events: AiStreamEvent[];
  names: string[];
  /** the text deltas joined */
  text: string;
  done?: { chatId: string | null; text: string };
  body: string;
}

/** Asks a question (Pro or Lite route) and reads the whole stream. */
export async function ask(client: TestClient, path: string, body: unknown): Promise<Streamed> {
  const res = await client.post(path, body);
  const events = res.status === 200 ? streamEvents(res.text) : [];
  const done = events.find((e) => e.event === 'done');
  return {
    status: res.status,
    contentType: res.headers.get('content-type'),
    events,
    names: [...new Set(events.map((e) => e.event))],
    text: events.flatMap((e) => (e.event === 'text' ? [e.data.delta] : [])).join(''),
    done: done?.event === 'done' ? done.data : undefined,
    body: res.text,
  };
}

type EventData = { [E in AiStreamEvent as E['event']]: E['data'] };

/** The data of the first event of a name. */
export function eventOf<K extends keyof EventData>(s: Streamed, name: K): EventData[K] {
  const e = s.events.find((x) => x.event === name);
  expect(e, `${name} in ${s.names.join(',')}: ${s.body.slice(0, 500)}`).toBeDefined();
  return (e as { data: unknown }).data as EventData[K];
}

/**
 * A site in UTC with seven visits in the last hours: three from France (two
 * on a phone), two from the United States, one from Germany, one from Spain.
 */
export async function seededSite(t: TestApp, org: Org, name = 'Shop site'): Promise<Site> {
  const site = await createSiteOk(
    org.owner.client,
    sitesPath(org),
    webSite({ name, timeZone: 'UTC', subTimeZone: 'UTC' }),
  );
  const now = Date.now();
  const visits: [string, string, string][] = [
    ['v1', 'FR', 'mobile'],
    ['v2', 'FR', 'mobile'],
    ['v3', 'FR', 'desktop'],
    ['v4', 'US', 'desktop'],
    ['v5', 'US', 'desktop'],
    ['v6', 'DE', 'desktop'],
    ['v7', 'ES', 'tablet'],
  ];
  t.app.events.writer.append(
    visits.map(([visitor, country, device], i) => ({
      tenant_id: org.orgId,
      workspace_id: org.defaultWorkspaceId,
      item_id: site.id,
      type: 'pageview' as const,
      trigger: 'web' as const,
      // within today (UTC) whenever the test runs: at most an hour before now, never before midnight
      time: Math.max(now - HOUR + i * 60_000, now - (now % (24 * HOUR))),
      visitor_id: visitor,
      session_id: `s-${visitor}`,
      path: '/',
      country,
      device_type: device,
    })),
  );
  await t.app.events.writer.flush();
  return site;
}

/** An order of `items` on a site, a minute ago, by `visitor` (its revenue: the items' price × quantity). */
export function orderEvent(
  org: Org,
  siteId: string,
  visitor: string,
  items: { id: string; name: string; price: number; quantity?: number }[],
  country = '',
) {
  const revenue = items.reduce((sum, item) => sum + item.price * (item.quantity ?? 1), 0);
  return {
    tenant_id: org.orgId,
    workspace_id: org.defaultWorkspaceId,
    item_id: siteId,
    type: 'ecommerce' as const,
    trigger: 'web' as const,
    time: Date.now() - 60_000,
    visitor_id: visitor,
    session_id: `s-${visitor}`,
    country,
    revenue,
    order_lines: encodeOrderLines(orderLinesOf({ id: `o-${visitor}`, revenue, items }), maxPropsLength),
  };
}
