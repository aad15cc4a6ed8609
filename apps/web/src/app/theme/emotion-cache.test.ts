import { css } from '@emotion/react';
import { describe, expect, it } from 'vitest';
import { loadEmotionCache } from './emotion-cache.ts';

/** The rule a cache writes for some styles (in Node, emotion hands it back instead of adding it to a page). */
const ruleOf = async (dir: 'ltr' | 'rtl', styles: ReturnType<typeof css>) => {
  const cache = await loadEmotionCache(dir);
  return cache.insert(`.${cache.key}-${styles.name}`, styles, cache.sheet, false);
};

describe('emotion caches', () => {
  const styles = css({ marginLeft: 8, textAlign: 'left' });

  it('writes left to right as the styles say', async () => {
    expect(await ruleOf('ltr', styles)).toBe(`.mui-${styles.name}{margin-left:8px;text-align:left;}`);
  });

  it('mirrors every left and right for a right-to-left page', async () => {
    expect(await ruleOf('rtl', styles)).toBe(`.muirtl-${styles.name}{margin-right:8px;text-align:right;}`);
  });

  it('makes each cache once', async () => {
    expect(await loadEmotionCache('rtl')).toBe(await loadEmotionCache('rtl'));
    expect(await loadEmotionCache('ltr')).toBe(await loadEmotionCache('ltr'));
  });
});
