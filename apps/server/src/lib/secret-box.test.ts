import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { seal, unseal } from './secret-box.ts';

const key = randomBytes(32).toString('base64url');

describe('secret box', () => {
  it('round-trips and never shows the plaintext', () => {
    const sealed = seal(key, 'JBSWY3DPEHPK3PXP');
    expect(sealed).toMatch(/^v1\./);
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(unseal(key, sealed)).toBe('JBSWY3DPEHPK3PXP');
    expect(seal(key, 'same')).not.toBe(seal(key, 'same'));
  });

  it('refuses another key and an altered value', () => {
    const sealed = seal(key, 'secret');
    expect(() => unseal(randomBytes(32).toString('base64url'), sealed)).toThrow();
    const parts = sealed.split('.');
    parts[3] = Buffer.from('other').toString('base64url');
    expect(() => unseal(key, parts.join('.'))).toThrow();
    expect(() => unseal(key, 'plain')).toThrow();
  });
});
