import createCache, { type EmotionCache } from '@emotion/cache';
import { useEffect, useState } from 'react';
import { prefixer } from 'stylis';
import type { Direction } from '../store/customizer-slice.ts';

/**
 * Two caches: the right-to-left one flips every left/right (stylis-plugin-rtl)
 * so one stylesheet serves Arabic mirrored. Only a right-to-left page needs
 * the plugin, so it is its own chunk, loaded when first needed.
 */
const caches: { ltr: EmotionCache; rtl?: EmotionCache } = { ltr: createCache({ key: 'mui' }) };

/** The cache that draws a direction, loading it if needed. */
export async function loadEmotionCache(dir: Direction): Promise<EmotionCache> {
  if (dir === 'ltr') return caches.ltr;
  if (!caches.rtl) {
    const { default: rtlPlugin } = await import('stylis-plugin-rtl');
    caches.rtl ??= createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] });
  }
  return caches.rtl;
}

/**
 * The direction to draw in and its cache: the chosen direction once its cache
 * is loaded, until then the one drawn before (left to right at first). A
 * failed load keeps the page as it was; choosing again retries.
 */
export function useDrawnDirection(wanted: Direction): { dir: Direction; cache: EmotionCache } {
  const [drawn, setDrawn] = useState<Direction>('ltr');
  useEffect(() => {
    let current = true;
    loadEmotionCache(wanted).then(
      () => current && setDrawn(wanted),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [wanted]);
  const dir = caches[wanted] ? wanted : drawn;
  return { dir, cache: caches[dir] ?? caches.ltr };
}
