import { describe, expect, it } from 'vitest';
import { coreTranslation } from '../../locales/en/core.ts';
import { needsCompleteTranslation } from './complete-translation.tsx';

describe('complete translation', () => {
  it('the public auth pages live on the bundled texts, every other page waits for the rest', () => {
    for (const path of [
      '/auth/login',
      '/auth/register',
      '/auth/abc123/reset_password',
      '/auth/sbox/empty',
      '/auth/500',
    ]) {
      expect(needsCompleteTranslation(path), path).toBe(false);
    }
    for (const path of ['/auth/invitation', '/d/apps', '/settings/security', '/nope']) {
      expect(needsCompleteTranslation(path), path).toBe(true);
    }
  });

  it('the bundled part holds the namespaces the public pages use', () => {
    expect(Object.keys(coreTranslation).sort()).toEqual(['auth', 'common', 'errors', 'layout', 'status', 'validation']);
  });
});
