// Running wrk and reading its `--latency` report, as the benches do.

import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

/** Requests/s, p50 and p99 in ms, requests, non-2xx/3xx answers and the socket-errors line of a wrk report. */
export function readWrk(out) {
  const ms = (percent) => {
    const m = out.match(new RegExp(`\\s${percent}%\\s+([\\d.]+)(us|ms|s)`));
    if (!m) return Number.NaN;
    const v = Number(m[1]);
    return m[2] === 'us' ? v / 1000 : m[2] === 's' ? v * 1000 : v;
  };
  return {
    rps: Number(out.match(/Requests\/sec:\s+([\d.]+)/)?.[1] ?? 0),
    p50: ms(50),
    p99: ms(99),
    requests: Number(out.match(/(\d+) requests in/)?.[1] ?? 0),
    bad: Number(out.match(/Non-2xx or 3xx responses: (\d+)/)?.[1] ?? 0),
    errors: out.match(/Socket errors: .*/)?.[0] ?? '',
  };
}

/**
 * A signed-in caller's GETs of `url` (their cookies sent) from `connections` connections for `seconds`, wrk in
 * its own process and awaited, so that a server in the bench's process answers meanwhile. Throws unless every
 * answer was 2xx or 3xx.
 */
export async function wrkSignedIn(url, cookie, seconds, connections) {
  const { stdout: out } = await promisify(execFile)(
    'wrk',
    ['-t', String(Math.min(2, connections)), '-c', String(connections), '-d', `${seconds}s`, '--latency'].concat([
      '-H',
      `Cookie: ${cookie}`,
      url,
    ]),
    { encoding: 'utf8' },
  );
  const report = readWrk(out);
  if (report.bad > 0) throw new Error(`${report.bad} answers were not 2xx or 3xx:\n${out}`);
  return report;
}
