import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  emailField,
  hasControlCharacters,
  multiLineText,
  nameField,
  newPasswordField,
  roleNameField,
  singleLineText,
  withPasswordConfirmation,
} from './fields.ts';

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

describe('control characters', () => {
  it('refuses NUL, the other C0 controls and DEL in a one-line field, before trimming', () => {
    for (const c of ['\u0000', '\u0001', '\t', '\n', '\r', '\u001b', '\u001f', '\u007f']) {
      expect(messageOf(singleLineText(), `ab${c}cd`)).toBe('validation.control_characters');
    }
    expect(messageOf(nameField, 'Team\u0000')).toBe('validation.control_characters');
    expect(messageOf(roleNameField, '\u0000Role')).toBe('validation.control_characters');
    expect(singleLineText().parse('Équipe 北京 ☕')).toBe('Équipe 北京 ☕');
  });

  it('lets a multi-line field keep tab and line breaks, nothing else', () => {
    expect(multiLineText().parse('one\r\n\ttwo\nthree')).toBe('one\r\n\ttwo\nthree');
    expect(messageOf(multiLineText(), 'one\u0000two')).toBe('validation.control_characters');
    expect(messageOf(multiLineText(), 'one\u007ftwo')).toBe('validation.control_characters');
    expect(hasControlCharacters('\u0085 is C1, allowed')).toBe(false);
  });
});
