import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { isIP } from 'node:net';
import { guardedLookup, isPublicAddress, type LookupOptions } from '../../lib/guarded-lookup.ts';

/** What one check of a site's address saw. */
export interface CheckOutcome {
  up: boolean;
  /** the final HTTP status, 0 when no answer came */
  status: number;
  /** from the first byte sent to the last header of the final answer, redirects included */
  ms: number;
  /** why it is down: `HTTP 503`, `timeout`, `ECONNREFUSED`, `too many redirects`…; '' when up */
  cause: string;
}

const MAX_REDIRECTS = 5;

function head(url: URL, timeoutMs: number, lookup: LookupFunction): Promise<{ status: number; location?: string }> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: 'GET',
        timeout: timeoutMs,
        headers: { 'user-agent': 'OSM5 uptime monitor', accept: '*/*' },
        lookup,
      },
      (response: IncomingMessage) => {
        // the status is the answer; the body is not read, only drained away
        resolve({ status: response.statusCode ?? 0, location: response.headers.location });
        response.resume();
        response.on('error', () => {});
        setTimeout(() => response.destroy(), 1_000).unref();
      },
    );
    request.on('timeout', () => request.destroy(Object.assign(new Error('timeout'), { code: 'timeout' })));
    request.on('error', reject);
    request.end();
  });
}

/**
 * Checks that an address answers: a GET, redirects followed (each hop resolved
 * through the guarded lookup again), up on a final 2xx or 3xx-free answer
 * below 400. A check never throws: every failure is an outcome.
 */
export async function checkUrl(address: string, options: LookupOptions): Promise<CheckOutcome> {
  const lookup = guardedLookup(options);
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  let url = new URL(address);
  try {
    for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
      const left = options.timeoutMs - elapsed();
      if (left <= 0) return { up: false, status: 0, ms: elapsed(), cause: 'timeout' };
      // an address typed as an IP is connected to without any lookup: guard it here
      const literal = url.hostname.replace(/^\[|\]$/g, '');
      if (isIP(literal) && !options.allowPrivate && !isPublicAddress(literal)) {
        return { up: false, status: 0, ms: elapsed(), cause: 'private address refused' };
      }
      const answer = await head(url, left, lookup);
      if (answer.status >= 300 && answer.status < 400 && answer.location) {
        const next = new URL(answer.location, url);
        if (next.protocol !== 'http:' && next.protocol !== 'https:') {
          return { up: false, status: answer.status, ms: elapsed(), cause: 'redirect to a non-web address' };
        }
        url = next;
        continue;
      }
      const up = answer.status >= 200 && answer.status < 400;
      return { up, status: answer.status, ms: elapsed(), cause: up ? '' : `HTTP ${answer.status}` };
    }
    return { up: false, status: 0, ms: elapsed(), cause: 'too many redirects' };
  } catch (error) {
    const code = (error as { code?: string }).code;
    return { up: false, status: 0, ms: elapsed(), cause: code || (error as Error).message || 'unreachable' };
  }
}
