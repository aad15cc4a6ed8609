import { describe, expect, it } from 'vitest';
import { parseRoleValue, roleValue } from './role-select.tsx';

describe('role values', () => {
  it('round-trips a system role', () => {
    expect(parseRoleValue(roleValue('ORG_EDITOR', null))).toEqual({ role: 'ORG_EDITOR', customRoleId: null });
  });
  it('round-trips a custom role as ORG_USER with its id', () => {
    const id = '5f0c7a3e-8c1b-4f7e-9a51-0c4c2a1f9b10';
    expect(roleValue('ORG_USER', id)).toBe(`custom:${id}`);
    expect(parseRoleValue(`custom:${id}`)).toEqual({ role: 'ORG_USER', customRoleId: id });
  });
  it('falls back to ORG_USER for an unknown value', () => {
    expect(parseRoleValue('nonsense')).toEqual({ role: 'ORG_USER', customRoleId: null });
  });
});
