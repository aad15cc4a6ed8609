import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { buildTracker } from '@osm5/tracker/build';

/** The web tracker ready to serve: built once at start, in both encodings, each with its own validator. */
export interface TrackerScript {
  plain: { body: Buffer; etag: string };
  gzip: { body: Buffer; etag: string };
}

/** Builds the tracker from its source; a failure here must stop the server from starting. */
export async function loadTrackerScript(): Promise<TrackerScript> {
  const { code } = await buildTracker();
  const body = Buffer.from(code);
  const hash = createHash('sha256').update(body).digest('base64url').slice(0, 16);
  return {
    plain: { body, etag: `"${hash}"` },
    // a strong validator names one byte sequence, so the gzipped body has its own
    gzip: { body: gzipSync(body, { level: 9 }), etag: `"${hash}-gz"` },
  };
}

/** Whether an If-None-Match header already names this validator (weak comparison, as RFC 9110 asks for GET). */
export function isFresh(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const value = tag.trim();
    return value === '*' || value.replace(/^W\//, '') === etag;
  });
}

/** Whether an Accept-Encoding header takes gzip (a `q=0` refuses it). */
export function acceptsGzip(acceptEncoding: string | undefined): boolean {
  return (acceptEncoding ?? '').split(',').some((part) => {
    const [coding, ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    const q = params.find((p) => p.startsWith('q='));
    return (coding === 'gzip' || coding === '*') && (q === undefined || Number(q.slice(2)) > 0);
  });
}
