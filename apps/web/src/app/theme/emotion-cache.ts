import createCache, { type EmotionCache } from '@emotion/cache';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import type { Direction } from '../store/customizer-slice.ts';

/** Two caches: stylis-plugin-rtl flips every left/right so one stylesheet serves Arabic mirrored. */
const caches: Partial<Record<Direction, EmotionCache>> = {};

export const emotionCacheFor = (dir: Direction): EmotionCache => {
  caches[dir] ??=
    dir === 'rtl' ? createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] }) : createCache({ key: 'mui' });
  return caches[dir];
};
