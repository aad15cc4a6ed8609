import { createHash } from 'node:crypto';
import { test as base } from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * `test` for the journeys: each test (and each retry of it) speaks from its own
 * client address, as each visitor does, so per-address limits such as 20
 * sign-ups an hour count one journey's sign-ups, not those of every journey a
 * worker happened to run before it. The e2e servers trust the loopback proxy.
 */
export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    await use({ ...extraHTTPHeaders, 'X-Forwarded-For': clientAddressOf(`${testInfo.testId}:${testInfo.retry}`) });
  },
});

/** An address in TEST-NET-2 (198.51.100.0/24), the same for the same key. */
const clientAddressOf = (key: string) =>
  `198.51.100.${1 + (createHash('sha256').update(key).digest().readUInt8(0) % 254)}`;
