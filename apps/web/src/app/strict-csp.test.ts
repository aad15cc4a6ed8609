import { describe, expect, it } from 'vitest';
import './strict-csp.ts';

describe('strict CSP', () => {
  it('has zod run jitless, never probing `new Function`', async () => {
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
  });
});
