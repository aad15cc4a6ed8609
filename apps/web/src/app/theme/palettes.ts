import type { Mode, ThemeName } from '../store/customizer-slice.ts';

export interface ThemeColours {
  primary: string;
  primaryLight: string;
  secondary: string;
  secondaryLight: string;
  /** Text on primary/secondary fills; chosen for ≥ 4.5:1 contrast (axe). */
  contrastText: string;
}

/**
 * Six modern-dashboard palettes, each tuned twice: deep tones on white for
 * light mode, luminous tones with dark text for dark mode. Every pair keeps
 * WCAG AA contrast for buttons and links.
 */
export const palettes: Record<ThemeName, Record<Mode, ThemeColours>> = {
  BLUE_THEME: {
    light: {
      primary: '#2f5fe0',
      primaryLight: '#e8eefd',
      secondary: '#0a72b0',
      secondaryLight: '#e3f3fc',
      contrastText: '#ffffff',
    },
    dark: {
      primary: '#7fa2ff',
      primaryLight: '#1f2c4d',
      secondary: '#5cc8ff',
      secondaryLight: '#173447',
      contrastText: '#0b1220',
    },
  },
  AQUA_THEME: {
    light: {
      primary: '#00779a',
      primaryLight: '#e1f3f7',
      secondary: '#0c7d6d',
      secondaryLight: '#e0f5f0',
      contrastText: '#ffffff',
    },
    dark: {
      primary: '#4cc3dc',
      primaryLight: '#143a45',
      secondary: '#5fd8c2',
      secondaryLight: '#15403a',
      contrastText: '#0b1220',
    },
  },
  PURPLE_THEME: {
    light: {
      primary: '#6a3fc8',
      primaryLight: '#f0eafb',
      secondary: '#0d7f93',
      secondaryLight: '#e2f4f7',
      contrastText: '#ffffff',
    },
    dark: {
      primary: '#b394ff',
      primaryLight: '#2e2550',
      secondary: '#6fd3e0',
      secondaryLight: '#173d44',
      contrastText: '#0b1220',
    },
  },
  GREEN_THEME: {
    light: {
      primary: '#147a53',
      primaryLight: '#e2f3ec',
      secondary: '#5f7d12',
      secondaryLight: '#eff5dc',
      contrastText: '#ffffff',
    },
    dark: {
      primary: '#5ccf9c',
      primaryLight: '#173d30',
      secondary: '#c5dc6a',
      secondaryLight: '#36401a',
      contrastText: '#0b1220',
    },
  },
  CYAN_THEME: {
    light: {
      primary: '#00798a',
      primaryLight: '#def4f6',
      secondary: '#c24e25',
      secondaryLight: '#fcebe4',
      contrastText: '#ffffff',
    },
    dark: {
      primary: '#4dd5e3',
      primaryLight: '#123e44',
      secondary: '#ff9e7a',
      secondaryLight: '#4a2a1f',
      contrastText: '#0b1220',
    },
  },
  ORANGE_THEME: {
    light: {
      primary: '#c2410c',
      primaryLight: '#fdebe3',
      secondary: '#2759c4',
      secondaryLight: '#e6edfb',
      contrastText: '#ffffff',
    },
    dark: {
      primary: '#ff9a6b',
      primaryLight: '#4a2a1c',
      secondary: '#8fb0ff',
      secondaryLight: '#222e4f',
      contrastText: '#0b1220',
    },
  },
};

/** Neutral surfaces shared by every colour theme. */
export const surfaces = {
  light: { background: '#f4f7fb', paper: '#ffffff', text: '#1f2a3d', textSecondary: '#5a6a85', divider: '#e5eaef' },
  dark: { background: '#111827', paper: '#1b2436', text: '#e8edf5', textSecondary: '#a7b3c9', divider: '#2a3547' },
} as const;

/**
 * The error colour of every colour theme, for text and outlines as much as fills: MUI's own (#d32f2f,
 * #f44336) falls under 4.5:1 on a hovered outlined button over the light background (4.38) and on a dark
 * card (4.22). These keep 4.9:1 or more on each surface, hovered or not.
 */
export const errorColours = { light: '#c62828', dark: '#f87171' } as const;
