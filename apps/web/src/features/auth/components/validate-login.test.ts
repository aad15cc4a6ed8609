import { describe, expect, it } from 'vitest';
import { validateLogin } from './validate-login.ts';

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
