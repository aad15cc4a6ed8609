import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { emailField, nameField, newPasswordField, roleNameField, withPasswordConfirmation } from './fields.ts';

const messageOf = (schema: z.ZodType, value: unknown) => {
  const r = schema.safeParse(value);
  return r.success ? null : r.error.issues[0]?.message;
};

describe('names', () => {
  it('requires 4 to 30 characters after trimming', () => {
    expect(messageOf(nameField, '')).toBe('validation.name_required');
    expect(messageOf(nameField, '   ')).toBe('validation.name_required');
    expect(messageOf(nameField, 'abc')).toBe('validation.name_length');
    expect(messageOf(nameField, 'a'.repeat(31))).toBe('validation.name_length');
    expect(nameField.parse('  Team  ')).toBe('Team');
    expect(nameField.parse('a'.repeat(30))).toHaveLength(30);
  });

  it("gives an empty role name the spec's own message key", () => {
    expect(messageOf(roleNameField, '')).toBe('validation.role_name_empty');
    expect(messageOf(roleNameField, 'abc')).toBe('validation.name_length');
  });
});

describe('e-mail', () => {
  it('normalises case and refuses invalid addresses', () => {
    expect(emailField.parse(' Ana@Example.COM ')).toBe('ana@example.com');
    expect(messageOf(emailField, 'not-an-email')).toBe('validation.invalid_email');
    expect(messageOf(emailField, '')).toBe('validation.email_required');
  });
});

describe('passwords', () => {
  it("says 'Password is required' for an empty one and enforces length", () => {
    expect(messageOf(newPasswordField, '')).toBe('validation.password_required');
    expect(messageOf(newPasswordField, 'short')).toBe('validation.password_too_short');
    expect(messageOf(newPasswordField, 'x'.repeat(129))).toBe('validation.password_too_long');
  });

  it('puts a mismatch on the confirmation field', () => {
    const schema = withPasswordConfirmation(z.object({ password: newPasswordField }));
    const r = schema.safeParse({ password: 'correct horse', confirmPassword: 'battery staple' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]).toMatchObject({ path: ['confirmPassword'], message: 'validation.password_mismatch' });
    expect(schema.safeParse({ password: 'correct horse', confirmPassword: 'correct horse' }).success).toBe(true);
  });
});
