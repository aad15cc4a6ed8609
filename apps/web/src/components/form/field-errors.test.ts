import { nameField } from '@osm5/shared/validation/fields';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { serverFieldErrors, validate } from './field-errors.ts';

describe('validate', () => {
  const schema = z.object({
    name: nameField,
    members: z.array(z.object({ role: z.string({ error: 'validation.x' }) })),
  });

  it('returns the parsed value', () => {
    const result = validate(schema, { name: '  Acme  ', members: [] });
    expect(result).toEqual({ ok: true, data: { name: 'Acme', members: [] } });
  });

  it('keys errors by their path, first message wins', () => {
    const result = validate(schema, { name: 'ab', members: [{}] });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.errors.name).toBe('validation.name_length');
      expect(result.errors['members.0.role']).toBe('validation.x');
    }
  });

  it('maps a message that is not a key to a generic one', () => {
    const result = validate(z.object({ a: z.string().min(3) }), { a: '' });
    expect(result.ok ? null : result.errors.a).toBe('validation.invalid');
  });
});

describe('serverFieldErrors', () => {
  it('takes the named field of a validation error', () => {
    expect(serverFieldErrors({ code: 'VALIDATION_ERROR', field: 'name', message: 'validation.name_length' })).toEqual({
      name: 'validation.name_length',
    });
  });
  it('ignores other errors', () => {
    expect(serverFieldErrors({ code: 'ACCESS_DENIED' })).toEqual({});
    expect(serverFieldErrors(undefined)).toEqual({});
  });
});
