import { decomposeColor, getContrastRatio, recomposeColor } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { buildTheme } from './build-theme.ts';
import { palettes } from './palettes.ts';

/** `overlay` at `opacity` over an opaque `base`, as a hovered button's tint is drawn. */
const over = (base: string, overlay: string, opacity: number) => {
  const [br, bg, bb] = decomposeColor(base).values;
  const [or, og, ob] = decomposeColor(overlay).values;
  const mix = (o: number, b: number) => Math.round(o * opacity + b * (1 - opacity));
  return recomposeColor({ type: 'rgb', values: [mix(or, br), mix(og, bg), mix(ob, bb)] });
};

describe('the theme', () => {
  const themes = Object.keys(palettes) as (keyof typeof palettes)[];
  for (const mode of ['light', 'dark'] as const) {
    it(`writes error text at 4.5:1 or more on every ${mode} surface, hovered or not`, () => {
      for (const activeTheme of themes) {
        const { palette } = buildTheme({
          activeTheme,
          activeMode: mode,
          activeDir: 'ltr',
          borderRadius: 7,
          isCardShadow: true,
        });
        for (const surface of [palette.background.default, palette.background.paper]) {
          expect(getContrastRatio(palette.error.main, surface)).toBeGreaterThanOrEqual(4.5);
          const hovered = over(surface, palette.error.main, palette.action.hoverOpacity);
          expect(getContrastRatio(palette.error.main, hovered), `${activeTheme} ${surface}`).toBeGreaterThanOrEqual(
            4.5,
          );
        }
        // a filled error button keeps its text readable too
        expect(getContrastRatio(palette.error.main, palette.error.contrastText)).toBeGreaterThanOrEqual(4.5);
      }
    });
  }
});
