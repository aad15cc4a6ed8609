import { updateProfileSchema } from '@osm5/shared/schemas/profile';
import { describe, expect, it } from 'vitest';
import { validate } from '../../../components/form/field-errors.ts';
import { changedFields } from './changed-fields.ts';

describe('changedFields', () => {
  it('keeps only what changed; null and empty text are the same', () => {
    expect(changedFields({ name: 'Ana', phone: null }, { name: 'Ana', phone: '' })).toEqual({});
    expect(changedFields({ name: 'Ana', phone: null }, { name: 'Anna', phone: '1' })).toEqual({
      name: 'Anna',
      phone: '1',
    });
  });

  it('an unchanged profile is the empty update the spec rejects', () => {
    const result = validate(updateProfileSchema, changedFields({ name: 'Ana' }, { name: 'Ana' }));
    expect(result.ok ? null : result.errors._form).toBe('validation.empty_update');
  });
});
