import { describe, expect, it } from 'vitest';
import { errorMessageKey } from './error-message.ts';

describe('errorMessageKey', () => {
  it('uses the catalogue code when present', () => {
    expect(errorMessageKey({ statusCode: 401, code: 'INVALID_CREDENTIALS' })).toBe('errors.INVALID_CREDENTIALS');
  });
  it('maps a code-less status to its generic message', () => {
    expect(errorMessageKey({ statusCode: 404 })).toBe('errors.NOT_FOUND');
  });
  it('falls back for unknown codes and for no error at all', () => {
    expect(errorMessageKey({ statusCode: 500, code: 'NOPE' })).toBe('errors.FALLBACK');
    expect(errorMessageKey(undefined)).toBe('errors.FALLBACK');
  });
});
