import { describe, expect, it } from 'vitest';
import { navSections } from './nav-items.ts';
import { activeNavPath, activeNavTarget } from './use-nav-target.ts';

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

describe('activeNavTarget', () => {
  const items = navSections.flatMap((s) => s.items);
  const target = (item: (typeof items)[number]) => item.to('default');
  const analytics = '/d/sbox/default/analytics';

  it('lights Analytics on every analytics page, of any workspace', () => {
    for (const path of [
      '/d/sbox/default/analytics',
      '/d/sbox/5f0c/analytics/recent',
      '/d/sbox/5f0c/new/analytics',
      '/d/sbox/5f0c/edit/analytics/0b6f4a8e',
      '/d/sbox/5f0c/view/analytics/0b6f4a8e',
      '/d/apps/analytics/new',
      '/d/apps/analytics/edit/0b6f4a8e',
      '/d/app/0b6f4a8e',
    ]) {
      expect(activeNavTarget(path, items, target), path).toBe(analytics);
    }
  });

  it('leaves other pages to the path rule', () => {
    expect(activeNavTarget('/d/apps', items, target)).toBe('/d/apps');
    expect(activeNavTarget('/d/apps/dashboard', items, target)).toBe('/d/apps/dashboard');
    expect(activeNavTarget('/d/sbox/default/new/surl', items, target)).toBeUndefined();
    expect(activeNavTarget('/d/sbox/default/analyticsx', items, target)).toBeUndefined();
  });
});
