import { describe, expect, it } from 'vitest';
import { buildTracker } from './build.ts';

describe('buildTracker', () => {
  it('builds the web tracker within its 1.5 KB gzipped budget', async () => {
    const { code, gzipBytes } = await buildTracker();
    expect(code.length).toBeGreaterThan(500);
    expect(gzipBytes).toBeLessThanOrEqual(1536);
  });

  it('posts to /api/event, by beacon, and writes no cookie and no storage', async () => {
    const { code } = await buildTracker();
    expect(code).toContain('/api/event');
    expect(code).toContain('sendBeacon');
    expect(code).not.toContain('document.cookie');
    expect(code).not.toContain('setItem');
  });
});
