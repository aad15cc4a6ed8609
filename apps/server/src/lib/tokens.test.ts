import { describe, expect, it } from 'vitest';
import { hashToken, looksLikeToken, randomToken, safeEqual } from './tokens.ts';

describe('tokens', () => {
  it('makes 256-bit base64url tokens that differ every time', () => {
    const tokens = new Set(Array.from({ length: 1000 }, () => randomToken()));
    expect(tokens.size).toBe(1000);
    for (const token of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
      expect(looksLikeToken(token)).toBe(true);
    }
  });

  it('hashes to a stable SHA-256 hex that is not the token', () => {
    const token = randomToken();
    expect(hashToken(token)).toBe(hashToken(token));
    expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken(token)).not.toContain(token);
    expect(hashToken(token)).not.toBe(hashToken(randomToken()));
    expect(hashToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('rejects values that cannot be one of our tokens', () => {
    for (const bad of ['', 'short', `${randomToken()}x`, `${randomToken().slice(0, 42)}+`, 42, null, undefined]) {
      expect(looksLikeToken(bad)).toBe(false);
    }
  });

  it('compares in constant time and only equal strings match', () => {
    const token = randomToken();
    expect(safeEqual(token, token)).toBe(true);
    expect(safeEqual(token, `${token}a`)).toBe(false);
    expect(safeEqual(token, randomToken())).toBe(false);
    expect(safeEqual('', '')).toBe(true);
  });
});
