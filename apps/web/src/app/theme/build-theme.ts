import { alpha, createTheme, type Theme } from '@mui/material/styles';
import type { CustomizerState } from '../store/customizer-slice.ts';
import type { MuiLocale } from './mui-locales.ts';
import { errorColours, palettes, surfaces } from './palettes.ts';
import { buildShadows } from './shadows.ts';
import { typography } from './typography.ts';

type ThemeInput = Pick<
  CustomizerState,
  'activeTheme' | 'activeMode' | 'activeDir' | 'borderRadius' | 'isCardShadow'
> & {
  /** MUI's widget texts for the region (see mui-locales.ts); none: English */
  locale?: MuiLocale;
};

/** The whole visual system from the customizer's choices: one pure function, so it memoises well. */
export const buildTheme = (input: ThemeInput): Theme => {
  const dark = input.activeMode === 'dark';
  const colours = palettes[input.activeTheme][input.activeMode];
  const surface = surfaces[input.activeMode];
  const shadows = buildShadows(dark);

  return createTheme(
    {
      direction: input.activeDir,
      shape: { borderRadius: input.borderRadius },
      shadows,
      typography,
      palette: {
        mode: input.activeMode,
        primary: { main: colours.primary, light: colours.primaryLight, contrastText: colours.contrastText },
        secondary: { main: colours.secondary, light: colours.secondaryLight, contrastText: colours.contrastText },
        error: { main: errorColours[input.activeMode] },
        background: { default: surface.background, paper: surface.paper },
        text: { primary: surface.text, secondary: surface.textSecondary },
        divider: surface.divider,
      },
      components: {
        MuiCssBaseline: {
          styleOverrides: {
            body: { WebkitFontSmoothing: 'antialiased' },
            ':focus-visible': { outline: `2px solid ${colours.primary}`, outlineOffset: 2 },
          },
        },
        MuiButton: {
          defaultProps: { disableElevation: true },
          styleOverrides: { root: { borderRadius: input.borderRadius, paddingInline: 18 } },
        },
        MuiCard: {
          styleOverrides: {
            root: {
              borderRadius: input.borderRadius * 1.5,
              backgroundImage: 'none',
              // Shadow off means a hairline border, so cards still read as cards.
              boxShadow: input.isCardShadow ? shadows[3] : 'none',
              border: input.isCardShadow ? '1px solid transparent' : `1px solid ${surface.divider}`,
            },
          },
        },
        MuiPaper: { styleOverrides: { root: { backgroundImage: 'none' } } },
        // A table wider than a phone scrolls in its container; the container holds its cells' visually
        // hidden labels too (absolutely placed), which would otherwise widen the whole page.
        MuiTableContainer: { styleOverrides: { root: { position: 'relative' } } },
        // Chinese may break between any two characters: on a phone a narrow column's heading, or a role
        // beside its chip, stood one character a line. Cells break at spaces and punctuation only (Latin
        // words are unchanged), and a table too wide for a phone scrolls in its container.
        MuiTableCell: { styleOverrides: { root: { wordBreak: 'keep-all' } } },
        MuiOutlinedInput: { styleOverrides: { root: { borderRadius: input.borderRadius } } },
        MuiListItemButton: {
          styleOverrides: {
            root: {
              borderRadius: input.borderRadius,
              '&.Mui-selected': {
                backgroundColor: colours.primary,
                color: colours.contrastText,
                '& .MuiListItemIcon-root': { color: colours.contrastText },
                '&:hover': { backgroundColor: colours.primary },
              },
              '&:hover': { backgroundColor: alpha(colours.primary, 0.1) },
            },
          },
        },
        MuiTooltip: { styleOverrides: { tooltip: { fontSize: '0.75rem', borderRadius: input.borderRadius } } },
        MuiLink: { defaultProps: { underline: 'hover' } },
      },
    },
    input.locale ?? {},
  );
};
