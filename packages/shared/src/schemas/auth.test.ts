import { describe, expect, it } from 'vitest';
import { loginBodySchema, registerBodySchema, registerFormSchema, resetPasswordFormSchema } from './auth.ts';
import { changePasswordFormSchema, twoFactorDisableBodySchema } from './security.ts';

const signUp = {
  name: 'Ada Lovelace',
  email: ' Ada@Example.TEST ',
  password: 'analytical',
  confirmPassword: 'analytical',
};

describe('auth schemas', () => {
  it('normalises the e-mail and keeps the spec field rules', () => {
    expect(registerBodySchema.parse(signUp)).toMatchObject({ email: 'ada@example.test', name: 'Ada Lovelace' });
    const short = registerBodySchema.safeParse({ ...signUp, name: 'Ada' });
    expect(short.error?.issues[0]).toMatchObject({ path: ['name'], message: 'validation.name_length' });
  });

  it('lets the route answer a mismatch itself, while the forms catch it on the confirmation', () => {
    const mismatch = { ...signUp, confirmPassword: 'analyticaL' };
    expect(registerBodySchema.safeParse(mismatch).success).toBe(true);
    for (const [schema, value] of [
      [registerFormSchema, mismatch],
      [resetPasswordFormSchema, { token: 'x', password: 'analytical', confirmPassword: 'other-one' }],
      [changePasswordFormSchema, { currentPassword: 'old', password: 'analytical', confirmPassword: 'other-one' }],
    ] as const) {
      const result = schema.safeParse(value);
      expect(result.error?.issues[0]).toMatchObject({
        path: ['confirmPassword'],
        message: 'validation.password_mismatch',
      });
    }
  });

  it('accepts a 6-digit code or a recovery code at sign-in', () => {
    const base = { email: 'a@b.co', password: 'x' };
    expect(loginBodySchema.safeParse({ ...base, totp: '123456' }).success).toBe(true);
    expect(loginBodySchema.safeParse({ ...base, totp: '12345' }).success).toBe(false);
    expect(loginBodySchema.safeParse({ ...base, recoveryCode: 'abcde-fghij' }).success).toBe(true);
  });

  it('needs the password or a code to turn two-factor off', () => {
    expect(twoFactorDisableBodySchema.safeParse({}).success).toBe(false);
    expect(twoFactorDisableBodySchema.safeParse({ password: 'secret' }).success).toBe(true);
    expect(twoFactorDisableBodySchema.safeParse({ code: '123456' }).success).toBe(true);
  });
});
