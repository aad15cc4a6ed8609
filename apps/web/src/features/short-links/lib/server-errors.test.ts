import { describe, expect, it } from 'vitest';
import { linkServerErrors } from './server-errors.ts';

describe('linkServerErrors', () => {
  it('puts a validation message under its field', () => {
    expect(
      linkServerErrors({
        statusCode: 400,
        code: 'INVALID_ALLOWED_IP',
        field: 'rules.allow.1',
        message: 'validation.invalid_allowed_ip',
      }),
    ).toEqual({ fields: { 'rules.allow.1': 'validation.invalid_allowed_ip' } });
  });

  it('puts a coded failure with a field under that field, worded by the code', () => {
    expect(
      linkServerErrors({ statusCode: 409, code: 'SLUG_TAKEN', field: 'slug', message: 'That slug is taken.' }),
    ).toEqual({
      fields: { slug: 'errors.SLUG_TAKEN' },
    });
  });

  it('gives the form any other failure', () => {
    expect(linkServerErrors({ statusCode: 403, code: 'ACCESS_DENIED' })).toEqual({
      fields: {},
      form: 'errors.ACCESS_DENIED',
    });
    expect(linkServerErrors(undefined)).toEqual({ fields: {} });
  });
});
