import { describe, expect, it } from 'vitest';
import { privilegeGroups, toggleGroup } from './privilege-groups.ts';

describe('privilegeGroups', () => {
  it('groups by resource in order', () => {
    const groups = privilegeGroups(['org:update', 'members:read', 'members:manage', 'org:delete']);
    expect(groups).toEqual([
      ['org', ['org:update', 'org:delete']],
      ['members', ['members:read', 'members:manage']],
    ]);
  });
  it('covers every shared privilege once', () => {
    const flat = privilegeGroups().flatMap(([, list]) => list);
    expect(new Set(flat).size).toBe(flat.length);
  });
});

describe('toggleGroup', () => {
  it('adds and removes a whole group', () => {
    expect(toggleGroup(['ai:use'], ['members:read', 'members:manage'], true)).toEqual([
      'ai:use',
      'members:read',
      'members:manage',
    ]);
    expect(toggleGroup(['ai:use', 'members:read'], ['members:read', 'members:manage'], false)).toEqual(['ai:use']);
  });
});
