import { profilePageBodySchema, profilePageSchema } from '@osm5/shared/schemas/profile-pages';
import { describe, expect, it } from 'vitest';
import { moveRow, newProfileValues, profileBodyOf, valuesOfProfile } from './profile-form.ts';

describe('profile editor form', () => {
  it('reorders rows, ignoring moves past either end', () => {
    expect(moveRow(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveRow(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveRow(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(moveRow(['a', 'b'], 1, 2)).toEqual(['a', 'b']);
  });

  it('round-trips a saved page into the body the API takes', () => {
    const page = profilePageSchema.parse({
      id: '00000000-0000-4000-8000-000000000001',
      workspaceId: '00000000-0000-4000-8000-000000000002',
      handle: 'jane',
      publicUrl: 'http://localhost:3000/p/jane',
      title: 'Jane',
      bio: 'Bio',
      avatarUrl: null,
      theme: {
        background: '#000000',
        buttonColor: '#111111',
        buttonTextColor: '#ffffff',
        buttonShape: 'pill',
        textColor: '#eeeeee',
      },
      buttons: [
        { linkId: '00000000-0000-4000-8000-000000000003', label: 'Shop', shortUrl: 'http://s/x', linkTitle: 'Shop' },
      ],
      socials: [{ network: 'github', url: 'https://github.com/jane' }],
      status: 'inactive',
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    });
    const body = profileBodyOf(valuesOfProfile(page));
    expect(body).toEqual({
      handle: 'jane',
      title: 'Jane',
      bio: 'Bio',
      status: 'inactive',
      theme: page.theme,
      buttons: [{ linkId: '00000000-0000-4000-8000-000000000003', label: 'Shop' }],
      socials: [{ network: 'github', url: 'https://github.com/jane' }],
    });
    expect(profilePageBodySchema.safeParse(body).success).toBe(true);
  });

  it('an empty new page is refused for its handle only', () => {
    const result = profilePageBodySchema.safeParse(profileBodyOf(newProfileValues()));
    expect(result.success).toBe(false);
    const issues = result.error?.issues ?? [];
    expect(issues[0]?.message).toBe('validation.handle_required');
    expect(new Set(issues.map((i) => i.path.join('.')))).toEqual(new Set(['handle']));
  });
});
