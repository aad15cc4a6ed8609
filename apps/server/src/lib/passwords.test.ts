import { describe, expect, it } from 'vitest';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords.ts';

describe('passwords', () => {
  it('stores argon2id and verifies only the right password', async () => {
    const stored = await hashPassword('correct horse battery');
    expect(stored.startsWith('$argon2id$')).toBe(true);
    expect(await verifyPassword(stored, 'correct horse battery')).toBe(true);
    expect(await verifyPassword(stored, 'correct horse batterY')).toBe(false);
  });

  it('answers false, not a throw, for a malformed hash', async () => {
    expect(await verifyPassword('not a hash', 'whatever')).toBe(false);
  });

  it('always fails against the dummy hash', async () => {
    expect(await verifyAgainstDummy('not-a-real-password-used-for-timing-only')).toBe(false);
  });
});
