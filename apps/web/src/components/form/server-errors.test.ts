import { describe, expect, it } from 'vitest';
import { formServerErrors } from './server-errors.ts';

describe('formServerErrors', () => {
  it('puts a validation message under its field', () => {
    expect(
      formServerErrors({
        statusCode: 400,
        code: 'INVALID_ALLOWED_IP',
        field: 'rules.allow.1',
        message: 'validation.invalid_allowed_ip',
      }),
    ).toEqual({ fields: { 'rules.allow.1': 'validation.invalid_allowed_ip' } });
  });

  it('puts a coded failure with a field under that field, worded by the code', () => {
    expect(
      formServerErrors({ statusCode: 409, code: 'SLUG_TAKEN', field: 'slug', message: 'That slug is taken.' }),
    ).toEqual({
      fields: { slug: 'errors.SLUG_TAKEN' },
    });
  });

  it('gives PLAN_LIMIT to the form and to the upgrade prompt with the limit it names, never to a field', () => {
    expect(formServerErrors({ statusCode: 402, code: 'PLAN_LIMIT', field: 'newLinksPerMonth' })).toEqual({
      fields: {},
      form: 'errors.PLAN_LIMIT',
      planLimit: { field: 'newLinksPerMonth' },
    });
    expect(formServerErrors({ statusCode: 402, code: 'PLAN_LIMIT' })).toEqual({
      fields: {},
      form: 'errors.PLAN_LIMIT',
      planLimit: { field: null },
    });
  });

  it('gives the form any other failure', () => {
    expect(formServerErrors({ statusCode: 403, code: 'ACCESS_DENIED' })).toEqual({
      fields: {},
      form: 'errors.ACCESS_DENIED',
    });
    expect(formServerErrors(undefined)).toEqual({ fields: {} });
  });
});
