import type { enUS } from '@mui/material/locale';
import type { WidgetRegion } from '@osm5/shared/schemas/profile';
import { useEffect, useState } from 'react';
import type { Language } from '../store/customizer-slice.ts';

export type MuiLocale = typeof enUS;

/**
 * MUI's widget texts (pagination, rating, autocomplete, alerts, breadcrumbs)
 * follow the region the user chose, else the interface language. English is
 * MUI's default and needs no pack; every other pack is its own chunk, loaded
 * when first needed. `@mui/material/locale` exports them all from one module,
 * so the packs are reached by file to keep them apart.
 */
const packs = import.meta.glob<Record<string, MuiLocale>>([
  '../../../../../node_modules/@mui/material/locale/*.mjs',
  '!**/index.mjs',
]);

/** `de-DE` → `deDE`, the pack's file and export name. */
export const packNameOf = (region: WidgetRegion) => region.replace('-', '');

const languageRegion: Record<Language, WidgetRegion> = { en: 'en-US', fr: 'fr-FR', ar: 'ar-EG', zh: 'zh-CN' };

/** The region whose widget texts to show: the chosen one, else the interface language's. */
export const effectiveRegion = (language: Language, region: WidgetRegion | null | undefined): WidgetRegion =>
  region ?? languageRegion[language];

const loaded = new Map<string, MuiLocale>();

/** The pack of a region, or undefined for MUI's English defaults (or a pack that failed to load). */
export async function loadMuiLocale(region: WidgetRegion): Promise<MuiLocale | undefined> {
  if (region === 'en-US') return undefined;
  const name = packNameOf(region);
  const cached = loaded.get(name);
  if (cached) return cached;
  const load = Object.entries(packs).find(([path]) => path.endsWith(`/${name}.mjs`))?.[1];
  if (!load) return undefined;
  const pack = (await load())[name];
  if (pack) loaded.set(name, pack);
  return pack;
}

/**
 * The widget texts for the theme: undefined (English) until the pack has
 * loaded, then the pack; a failed load keeps English rather than breaking the page.
 */
export function useMuiLocale(language: Language, region: WidgetRegion | null | undefined): MuiLocale | undefined {
  const wanted = effectiveRegion(language, region);
  const [state, setState] = useState<{ region: WidgetRegion; locale: MuiLocale | undefined }>(() => ({
    region: wanted,
    locale: wanted === 'en-US' ? undefined : loaded.get(packNameOf(wanted)),
  }));
  useEffect(() => {
    let current = true;
    loadMuiLocale(wanted).then(
      (locale) => current && setState({ region: wanted, locale }),
      () => current && setState({ region: wanted, locale: undefined }),
    );
    return () => {
      current = false;
    };
  }, [wanted]);
  return state.region === wanted ? state.locale : loaded.get(packNameOf(wanted));
}
