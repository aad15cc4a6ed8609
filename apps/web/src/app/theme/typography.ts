import type { ThemeOptions } from '@mui/material/styles';

export const FONT_FAMILY = "'Plus Jakarta Sans', system-ui, -apple-system, 'Segoe UI', sans-serif";

/** Headings h1–h6 from 2.25rem down to 1rem at weight 600 (spec §9). */
export const typography: ThemeOptions['typography'] = {
  fontFamily: FONT_FAMILY,
  h1: { fontWeight: 600, fontSize: '2.25rem', lineHeight: 1.25 },
  h2: { fontWeight: 600, fontSize: '1.875rem', lineHeight: 1.3 },
  h3: { fontWeight: 600, fontSize: '1.5rem', lineHeight: 1.35 },
  h4: { fontWeight: 600, fontSize: '1.3125rem', lineHeight: 1.4 },
  h5: { fontWeight: 600, fontSize: '1.125rem', lineHeight: 1.5 },
  h6: { fontWeight: 600, fontSize: '1rem', lineHeight: 1.5 },
  button: { textTransform: 'none', fontWeight: 600 },
  body1: { fontSize: '0.9375rem', lineHeight: 1.6 },
  body2: { fontSize: '0.875rem', lineHeight: 1.55 },
  subtitle1: { fontSize: '0.9375rem', fontWeight: 500 },
  subtitle2: { fontSize: '0.875rem', fontWeight: 500 },
};
