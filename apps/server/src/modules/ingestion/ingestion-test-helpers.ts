import type { EventBatch, WebEvent } from '@osm5/shared';
import type { TestApp } from '../../../test/harness.ts';
import type { Org } from '../../../test/tenancy/fixtures.ts';
import type { EventRow } from '../../analytics-store/index.ts';
import { analyticsSites } from '../../db/schema.ts';

/** Helpers of the ingestion tests (not a test file itself). */

export const BROWSER =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';
export const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
export const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
export const OKHTTP = 'okhttp/4.12.0';

type SiteInsert = typeof analyticsSites.$inferInsert;

let sites = 0;

/**
 * A site inserted through the app's database (what the sites API stores),
 * so that a test can set any status and setting directly.
 */
export async function insertSite(
  t: TestApp,
  org: Org,
  values: Partial<SiteInsert> = {},
): Promise<typeof analyticsSites.$inferSelect> {
  const kind = values.kind ?? 'web';
  const [row] = await t.app.db.db
    .insert(analyticsSites)
    .values({
      orgId: org.orgId,
      workspaceId: org.defaultWorkspaceId,
      kind,
      name: `Site ${++sites}`,
      status: 'active',
      currency: 'EUR',
      timeZone: 'Europe',
      subTimeZone: 'Europe/Paris',
      ...(kind === 'web'
        ? { domain: 'example.com', siteSearchParams: ['q', 's', 'search', 'query', 'keyword'] }
        : { platform: 'both', bundleId: 'com.example.app' }),
      ...values,
    })
    .returning();
  if (!row) throw new Error('site not inserted');
  return row;
}

let nextIp = 1;
/** A public-looking address of the documentation range (no geography, no data centre), one per caller. */
export const freshIp = () => `198.51.100.${nextIp++ % 250}`;

export interface SendOptions {
  ua?: string;
  ip?: string;
  headers?: Record<string, string>;
  contentType?: string;
}

export interface Answer<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

/** A POST as a tracker sends it: no cookie, no CSRF token, text/plain JSON unless told otherwise. */
export async function send<T = { status: boolean; data?: unknown; code?: string; field?: string }>(
  t: TestApp,
  path: string,
  body: unknown,
  o: SendOptions = {},
): Promise<Answer<T>> {
  const res = await fetch(`${t.url}${path}`, {
    method: 'POST',
    headers: {
      'content-type': o.contentType ?? 'text/plain;charset=UTF-8',
      'user-agent': o.ua ?? BROWSER,
      'x-forwarded-for': o.ip ?? freshIp(),
      ...o.headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await res.text();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = text;
  }
  return { status: res.status, headers: res.headers, body: parsed as T };
}

export const sendEvent = (t: TestApp, event: Partial<WebEvent> & { s: string }, o?: SendOptions) =>
  send<{ status: boolean; data: { accepted: number; dropped: number; reason?: string } }>(
    t,
    '/api/event',
    { e: 'pageview', u: 'https://example.com/', ...event },
    o,
  );

export const sendBatch = (t: TestApp, batch: EventBatch, o?: SendOptions) =>
  send<{ status: boolean; data: { accepted: number; dropped: number; reason?: string } }>(
    t,
    '/api/event/batch',
    batch,
    o,
  );

/** Every stored row of a site, newest first, after the writer flushed. */
export async function storedRows(t: TestApp, org: Org, siteId: string): Promise<EventRow[]> {
  await t.app.events.writer.flush();
  return t.app.events.recent({ tenantId: org.orgId, itemId: siteId, limit: 1000, sinceMs: 0 });
}
