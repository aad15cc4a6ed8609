import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { WEBHOOK_RESPONSE_KEEP_CHARS } from '@osm5/shared/schemas/webhooks';
import { guardedLookup, isPublicAddress, type LookupOptions } from '../../lib/guarded-lookup.ts';

/** What one POST to an endpoint got. */
export interface PostOutcome {
  /** a 2xx answer */
  ok: boolean;
  /** the HTTP status; null when no answer came */
  status: number | null;
  /** the start of the answer's body */
  body: string | null;
  ms: number;
  /** why no answer came (`timeout`, `ECONNREFUSED`, `private address refused`…); null when one did */
  error: string | null;
}

/**
 * POSTs a JSON body to a user's address through the guarded lookup (the one
 * of uptime checks): never to a private, loopback or link-local address unless
 * allowed. Redirects are not followed: a 3xx is a failed delivery, as with
 * Stripe and GitHub. Never throws: every failure is an outcome.
 */
export async function postWebhook(
  address: string,
  body: string,
  headers: Record<string, string>,
  options: LookupOptions,
): Promise<PostOutcome> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const url = new URL(address);
  const literal = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(literal) && !options.allowPrivate && !isPublicAddress(literal)) {
    return { ok: false, status: null, body: null, ms: 0, error: 'private address refused' };
  }
  const client = url.protocol === 'https:' ? https : http;
  try {
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = client.request(
        url,
        {
          method: 'POST',
          timeout: options.timeoutMs,
          lookup: guardedLookup(options),
          headers: {
            'content-type': 'application/json',
            'content-length': String(Buffer.byteLength(body)),
            'user-agent': 'OSM5-Webhooks/1',
            ...headers,
          },
        },
        (response: IncomingMessage) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => {
            if (text.length < WEBHOOK_RESPONSE_KEEP_CHARS) text += chunk;
            // the rest of a long answer is not wanted
            else response.destroy();
          });
          const done = () => resolve({ status: response.statusCode ?? 0, body: text });
          response.on('end', done);
          response.on('close', done);
          response.on('error', done);
        },
      );
      request.on('timeout', () => request.destroy(Object.assign(new Error('timeout'), { code: 'timeout' })));
      request.on('error', reject);
      request.end(body);
    });
    const ok = answer.status >= 200 && answer.status < 300;
    return {
      ok,
      status: answer.status,
      body: answer.body.slice(0, WEBHOOK_RESPONSE_KEEP_CHARS),
      ms: elapsed(),
      error: null,
    };
  } catch (error) {
    const code = (error as { code?: string }).code;
    return {
      ok: false,
      status: null,
      body: null,
      ms: elapsed(),
      error: code || (error as Error).message || 'unreachable',
    };
  }
}
