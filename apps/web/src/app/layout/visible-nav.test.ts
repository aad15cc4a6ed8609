import type { Privilege } from '@osm5/shared/auth/privileges';
import { describe, expect, it } from 'vitest';
import { navSections } from './nav-items.ts';
import { visibleSections } from './visible-nav.ts';

const keys = (org: Privilege[], workspace: Privilege[]) =>
  visibleSections(navSections, { org: new Set(org), workspace: new Set([...org, ...workspace]) }).flatMap((s) =>
    s.items.map((i) => i.key),
  );

describe('visibleSections', () => {
  it('hides organisation entries without the privilege', () => {
    const shown = keys([], []);
    expect(shown).toContain('apps');
    expect(shown).toContain('settings');
    expect(shown).not.toContain('members');
    expect(shown).not.toContain('roles');
    expect(shown).not.toContain('orgLog');
  });

  it('shows workspace entries from the current workspace role, not only the organisation role', () => {
    expect(keys([], [])).not.toContain('shortLinks');
    expect(keys([], ['links:read'])).toContain('shortLinks');
    expect(keys(['links:read', 'analytics:read', 'ai:use'], [])).toEqual(
      expect.arrayContaining(['shortLinks', 'analytics', 'osmGpt']),
    );
  });

  it('lists the products right after the overview, above the organisation and the account', () => {
    const shown = keys(['links:read', 'analytics:read', 'ai:use', 'members:read'], []);
    expect(shown.slice(0, 4)).toEqual(['apps', 'shortLinks', 'analytics', 'osmGpt']);
    expect(shown.indexOf('members')).toBeGreaterThan(shown.indexOf('osmGpt'));
  });

  it('drops a section left empty', () => {
    const sections = visibleSections(navSections, { org: new Set(), workspace: new Set() });
    expect(sections.map((s) => s.key)).not.toContain('products');
    expect(sections.every((s) => s.items.length > 0)).toBe(true);
  });
});
