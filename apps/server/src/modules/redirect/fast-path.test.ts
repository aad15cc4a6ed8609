import { describe, expect, it } from 'vitest';
import { type FastRequest, timedTake } from './fast-path.ts';
import type { Answer } from './redirect.service.ts';

const answer: Answer = { type: 'redirect', status: 302, url: 'https://example.com/' };

/** The latency timedTake reports for a request taken (and answered at once) now. */
function timed(req: Partial<FastRequest>): number {
  let seen = Number.NaN;
  const take = timedTake(
    (_req, respond) => {
      respond(answer, false, false);
      return true;
    },
    (startedAt) => {
      seen = performance.now() - startedAt;
    },
  );
  take({ headers: {}, ...req } as FastRequest, () => {});
  return seen;
}

describe('timedTake', () => {
  it('times a visit from its offer, or from when it was read when it waited for its link', () => {
    expect(timed({})).toBeLessThan(5);
    // read 250 ms ago, then kept waiting at the front door while its link loaded
    expect(timed({ readAt: performance.now() - 250 })).toBeGreaterThanOrEqual(250);
  });
});
