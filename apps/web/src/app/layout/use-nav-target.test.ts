import { describe, expect, it } from 'vitest';
import { activeNavPath } from './use-nav-target.ts';

describe('activeNavPath', () => {
  const paths = ['/d/apps', '/d/apps/dashboard', '/settings/users', '/settings/sbox'];

  it('picks the most specific entry', () => {
    expect(activeNavPath('/d/apps/dashboard', paths)).toBe('/d/apps/dashboard');
    expect(activeNavPath('/d/apps', paths)).toBe('/d/apps');
  });

  it('counts pages below an entry as that entry, and nothing for unrelated pages', () => {
    expect(activeNavPath('/settings/users/invite', paths)).toBe('/settings/users');
    expect(activeNavPath('/settings/sboxes', paths)).toBeUndefined();
    expect(activeNavPath('/d/enterprise', paths)).toBeUndefined();
  });
});
