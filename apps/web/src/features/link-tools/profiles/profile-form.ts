import type { ProfilePage, ProfilePageBody, ProfileTheme, SocialNetwork } from '@osm5/shared/schemas/profile-pages';
import { profileThemeSchema } from '@osm5/shared/schemas/profile-pages';

/** The editor's state: rows carry a key for React and the picked link's address for the preview. */
export interface ButtonRow {
  key: number;
  linkId: string;
  label: string;
  shortUrl: string | null;
  linkTitle: string;
}

export interface SocialRow {
  key: number;
  network: SocialNetwork;
  url: string;
}

export interface ProfileFormValues {
  handle: string;
  title: string;
  bio: string;
  status: 'active' | 'inactive';
  theme: ProfileTheme;
  buttons: ButtonRow[];
  socials: SocialRow[];
}

let nextKey = 1;
export const rowKey = () => nextKey++;

export const newProfileValues = (): ProfileFormValues => ({
  handle: '',
  title: '',
  bio: '',
  status: 'active',
  theme: profileThemeSchema.parse({}),
  buttons: [],
  socials: [],
});

export const valuesOfProfile = (page: ProfilePage): ProfileFormValues => ({
  handle: page.handle,
  title: page.title,
  bio: page.bio,
  status: page.status,
  theme: page.theme,
  buttons: page.buttons.map((b) => ({
    key: rowKey(),
    linkId: b.linkId,
    label: b.label,
    shortUrl: b.shortUrl,
    linkTitle: b.linkTitle ?? '',
  })),
  socials: page.socials.map((s) => ({ key: rowKey(), network: s.network, url: s.url })),
});

export const profileBodyOf = (v: ProfilePageBody | ProfileFormValues): ProfilePageBody => ({
  handle: v.handle,
  title: v.title,
  bio: v.bio,
  status: v.status,
  theme: v.theme,
  buttons: (v.buttons ?? []).map((b) => ({ linkId: b.linkId, label: b.label })),
  socials: (v.socials ?? []).map((s) => ({ network: s.network, url: s.url })),
});

/** Moves row `from` to `to` (keyboard-friendly reordering with up/down buttons). */
export function moveRow<T>(rows: readonly T[], from: number, to: number): T[] {
  if (to < 0 || to >= rows.length || from === to) return [...rows];
  const next = [...rows];
  const [row] = next.splice(from, 1);
  if (row !== undefined) next.splice(to, 0, row);
  return next;
}
