import { describe, expect, it } from 'vitest';
import { hashRecoveryCode, newRecoveryCodes } from './recovery-codes.ts';
import { acceptTotp, currentTotp, newTotpSecret, totpUri } from './totp.ts';

describe('TOTP', () => {
  const secret = newTotpSecret();
  const now = 1_800_000_000_000;
  const step = Math.floor(now / 30_000);

  it('accepts the current code and one step of drift either way, nothing further', () => {
    expect(acceptTotp(secret, currentTotp(secret, now), null, now)).toBe(step);
    expect(acceptTotp(secret, currentTotp(secret, now - 30_000), null, now)).toBe(step - 1);
    expect(acceptTotp(secret, currentTotp(secret, now + 30_000), null, now)).toBe(step + 1);
    expect(acceptTotp(secret, currentTotp(secret, now + 90_000), null, now)).toBeNull();
    expect(acceptTotp(newTotpSecret(), currentTotp(secret, now), null, now)).toBeNull();
  });

  it('refuses a code of a step already used (replay)', () => {
    const code = currentTotp(secret, now);
    expect(acceptTotp(secret, code, step, now)).toBeNull();
    expect(acceptTotp(secret, currentTotp(secret, now - 30_000), step, now)).toBeNull();
    expect(acceptTotp(secret, currentTotp(secret, now + 30_000), step, now)).toBe(step + 1);
  });

  it('names the issuer and the account in the otpauth URI', () => {
    expect(totpUri(secret, 'ada@example.test')).toBe(
      `otpauth://totp/OSM5:ada%40example.test?issuer=OSM5&secret=${secret}&algorithm=SHA1&digits=6&period=30`,
    );
  });
});

describe('recovery codes', () => {
  it('makes ten distinct codes and matches them however they are typed', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const code = codes[0] ?? '';
    expect(hashRecoveryCode(` ${code.toUpperCase().replace('-', ' ')} `)).toBe(hashRecoveryCode(code));
    expect(hashRecoveryCode(code)).not.toBe(hashRecoveryCode(codes[1] ?? ''));
  });
});
