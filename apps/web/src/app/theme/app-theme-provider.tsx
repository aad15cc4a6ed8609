import '@fontsource/plus-jakarta-sans/latin-400.css';
import '@fontsource/plus-jakarta-sans/latin-500.css';
import '@fontsource/plus-jakarta-sans/latin-600.css';
import '@fontsource/plus-jakarta-sans/latin-700.css';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { type ReactNode, useEffect, useMemo } from 'react';
import { useAppSelector } from '../store/hooks.ts';
import { buildTheme } from './build-theme.ts';
import { useDrawnDirection } from './emotion-cache.ts';
import { useMuiLocale } from './mui-locales.ts';

export function AppThemeProvider({ children }: { children: ReactNode }) {
  const { activeTheme, activeMode, activeDir, borderRadius, isCardShadow, isLanguage, region } = useAppSelector(
    (state) => state.customizer,
  );
  const locale = useMuiLocale(isLanguage, region);
  // the theme, the styles and the document turn together, once right to left can be drawn
  const { dir, cache } = useDrawnDirection(activeDir);
  const theme = useMemo(
    () => buildTheme({ activeTheme, activeMode, activeDir: dir, borderRadius, isCardShadow, locale }),
    [activeTheme, activeMode, dir, borderRadius, isCardShadow, locale],
  );

  // The document itself must carry dir, lang and colour scheme: scrollbars, form controls
  // and screen readers read them from <html>, not from the React tree.
  useEffect(() => {
    const root = document.documentElement;
    root.dir = dir;
    root.lang = isLanguage;
    root.style.colorScheme = activeMode;
    root.dataset.theme = activeTheme;
    document.querySelector('meta[name="theme-color"]')?.setAttribute('content', theme.palette.background.default);
  }, [dir, isLanguage, activeMode, activeTheme, theme]);

  return (
    <CacheProvider value={cache}>
      <ThemeProvider theme={theme}>
        <CssBaseline enableColorScheme />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
