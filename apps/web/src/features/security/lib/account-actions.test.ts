import { describe, expect, it } from 'vitest';
import { actionDetailKey, actionLabelKey } from './account-actions.ts';

describe('account actions', () => {
  it('translates known actions and leaves unknown ones raw', () => {
    expect(actionLabelKey('auth.2fa_enable')).toBe('security.history.actions.auth_2fa_enable');
    expect(actionLabelKey('auth.something_new')).toBeNull();
  });
  it('picks the sign-in method or the failure reason', () => {
    expect(actionDetailKey({ method: 'totp' })).toBe('security.history.details.totp');
    expect(actionDetailKey({ reason: 'password' })).toBe('security.history.details.password');
    expect(actionDetailKey({ sessions: 3 })).toBeNull();
  });
});
