import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import {
  hostOf,
  TXT_RECORD_PREFIX,
  VERIFICATION_PATH,
  type VerificationCheckState,
} from '@osm5/shared/schemas/link-domains';
import { guardedLookup, type LookupOptions, resolverFor } from '../../lib/guarded-lookup.ts';

/**
 * Proof that the owner of a workspace controls a host name, by either of two
 * checks: a TXT record `_osm5.{host}` holding the token, or the token served as
 * the body of `http://{hostname}/.well-known/osm5-verification`. Both use the
 * configured DNS servers (DNS_SERVERS) when there are some.
 */
export type VerifierOptions = LookupOptions;

const MAX_BODY = 1024;
const MAX_REDIRECTS = 3;

const missing = new Set(['ENOTFOUND', 'ENODATA', 'NXDOMAIN']);

export async function checkTxtRecord(
  hostname: string,
  token: string,
  options: VerifierOptions,
): Promise<VerificationCheckState> {
  try {
    const records = await resolverFor(options).resolveTxt(`${TXT_RECORD_PREFIX}${hostOf(hostname)}`);
    // a long TXT value arrives in 255-byte chunks
    const values = records.map((chunks) => chunks.join('').trim());
    if (values.includes(token)) return 'verified';
    return values.length > 0 ? 'mismatch' : 'not_found';
  } catch (error) {
    const code = (error as { code?: string }).code ?? '';
    return missing.has(code) ? 'not_found' : 'unreachable';
  }
}

interface Answer {
  status: number;
  location: string | undefined;
  body: string;
}

function get(url: URL, options: VerifierOptions, lookup: LookupFunction): Promise<Answer> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: 'GET',
        timeout: options.timeoutMs,
        headers: { 'user-agent': 'OSM5 domain verification', accept: 'text/plain' },
        lookup,
      },
      (response: IncomingMessage) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          body += chunk;
          if (body.length > MAX_BODY) response.destroy();
        });
        const done = () =>
          resolve({
            status: response.statusCode ?? 0,
            location: response.headers.location,
            body: body.slice(0, MAX_BODY),
          });
        response.on('end', done);
        response.on('close', done);
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', reject);
    request.end();
  });
}

/**
 * Fetches the verification file. Redirects are followed only on the same host
 * (http → https, a trailing path), never to another one.
 */
export async function checkWellKnownFile(
  hostname: string,
  token: string,
  options: VerifierOptions,
): Promise<VerificationCheckState> {
  const lookup = guardedLookup(options);
  let url = new URL(`http://${hostname}${VERIFICATION_PATH}`);
  const deadline = Date.now() + options.timeoutMs;
  try {
    for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
      if (Date.now() > deadline) return 'unreachable';
      const answer = await get(url, options, lookup);
      if (answer.status >= 300 && answer.status < 400 && answer.location) {
        const next = new URL(answer.location, url);
        if (next.hostname !== url.hostname || (next.protocol !== 'http:' && next.protocol !== 'https:')) {
          return 'not_found';
        }
        url = next;
        continue;
      }
      if (answer.status !== 200) return 'not_found';
      return answer.body.trim() === token ? 'verified' : 'mismatch';
    }
    return 'not_found';
  } catch {
    return 'unreachable';
  }
}
