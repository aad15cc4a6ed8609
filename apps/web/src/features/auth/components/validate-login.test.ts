import { describe, expect, it } from 'vitest';
import { validateLogin, validateSecondFactor } from './validate-login.ts';

describe('validateLogin', () => {
  it('requires both fields', () => {
    expect(validateLogin({ email: '', password: '' })).toEqual({
      email: 'auth.validation.emailRequired',
      password: 'auth.validation.passwordRequired',
    });
  });
  it('rejects a malformed address and accepts a good one', () => {
    expect(validateLogin({ email: 'a@b', password: 'x' })).toEqual({ email: 'auth.validation.emailInvalid' });
    expect(validateLogin({ email: ' ada@example.com ', password: 'x' })).toEqual({});
  });
});

describe('validateSecondFactor', () => {
  it('wants exactly six digits from the authenticator', () => {
    expect(validateSecondFactor('totp', '12345')).toEqual({ code: 'auth.login.twoFactor.codeRequired' });
    expect(validateSecondFactor('totp', 'abcdef')).toEqual({ code: 'auth.login.twoFactor.codeRequired' });
    expect(validateSecondFactor('totp', ' 123456 ')).toEqual({});
  });
  it('wants any recovery code', () => {
    expect(validateSecondFactor('recovery', ' ')).toEqual({ code: 'auth.login.twoFactor.recoveryRequired' });
    expect(validateSecondFactor('recovery', 'abcd-efgh')).toEqual({});
  });
});
