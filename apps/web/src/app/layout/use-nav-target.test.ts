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
      '/d/sbox/5f0c/history/analytics/0b6f4a8e',
      '/d/5f0c/analytics/0b6f4a8e/v1',
      '/d/5f0c/analytics/0b6f4a8e/goals',
      '/d/apps/analytics/new',
      '/d/apps/analytics/edit/0b6f4a8e',
      '/d/app/0b6f4a8e',
    ]) {
      expect(activeNavTarget(path, items, target), path).toBe(analytics);
    }
  });

  it('lights Short links on its tools, the editor, a link’s history, its reports and bulk import, of any workspace', () => {
    for (const path of [
      '/d/sbox/5f0c/surl',
      '/d/sbox/5f0c/surl/stared',
      '/d/sbox/5f0c/surl/utm',
      '/d/sbox/5f0c/surl/domains',
      '/d/sbox/5f0c/surl/7d1e/qr',
      '/d/sbox/5f0c/new/surl',
      '/d/sbox/5f0c/new/rule_based',
      '/d/sbox/5f0c/edit/rlsurl/7d1e',
      '/d/sbox/5f0c/history/simple/7d1e',
      '/d/5f0c/surl/7d1e/v1',
      '/d/5f0c/surl/7d1e/flow',
      '/edit/simple/7d1e',
      '/settings/bulk_import',
    ]) {
      expect(activeNavTarget(path, items, target), path).toBe('/d/sbox/default/surl');
    }
  });

  it('lights OSM5GPT on its conversations and on its home opened from a product', () => {
    for (const path of [
      '/d/5f0c/app_osm_ai',
      '/d/5f0c/app_osm_ai/new',
      '/d/5f0c/app_osm_ai/0b6f/view',
      '/d/sbox/5f0c/surl_ai',
      '/d/sbox/5f0c/analytics_ai',
    ]) {
      expect(activeNavTarget(path, items, target), path).toBe('/d/default/app_osm_ai');
    }
  });

  it('lights Workspaces on a workspace’s own pages and the lists', () => {
    for (const path of [
      '/d/sba/mysboxs',
      '/d/sba/share',
      '/d/sbox/create',
      '/d/sbox/5f0c/dashboard',
      '/d/sbox/5f0c/edit',
      '/d/sbox/5f0c/recent',
      '/d/sbox/5f0c/history/profile_page/0b6f',
      '/d/sbox/5f0c/404',
    ]) {
      expect(activeNavTarget(path, items, target), path).toBe('/d/sba/mysboxs');
    }
  });

  it('leaves other pages to the path rule', () => {
    expect(activeNavTarget('/d/apps', items, target)).toBe('/d/apps');
    expect(activeNavTarget('/d/apps/dashboard', items, target)).toBe('/d/apps/dashboard');
    expect(activeNavTarget('/settings/sbox/5f0c/detail', items, target)).toBe('/settings/sbox');
    expect(activeNavTarget('/d/sbox/default/analyticsx', items, target)).toBeUndefined();
    expect(activeNavTarget('/d/sbox/default/surlx', items, target)).toBeUndefined();
    expect(activeNavTarget('/d/sbox/default/new/unknown', items, target)).toBeUndefined();
  });
});
