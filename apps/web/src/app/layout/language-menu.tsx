import TranslateIcon from '@mui/icons-material/Translate';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../components/visually-hidden.ts';
import { type Language, setLanguage } from '../store/customizer-slice.ts';
import { useAppDispatch, useAppSelector } from '../store/hooks.ts';

/** Each language is named in itself, so a user who cannot read the current one still finds theirs. */
const NATIVE_NAMES: Record<Language, string> = { en: 'English', fr: 'Français', ar: 'العربية', zh: '中文' };

const LanguageMenuList = lazy(async () => ({ default: (await import('./language-menu-list.tsx')).LanguageMenuList }));

export function LanguageMenu() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const current = useAppSelector((state) => state.customizer.isLanguage);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  // Mounted on first open, then kept so it can animate closed.
  const [used, setUsed] = useState(false);

  return (
    <>
      <Button
        color="inherit"
        data-testid="language-menu"
        startIcon={<TranslateIcon />}
        onClick={(event) => {
          setUsed(true);
          setAnchor(event.currentTarget);
        }}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        sx={{ minWidth: 0, px: 1.25, fontWeight: 600, color: 'text.secondary' }}
      >
        {/* The short code is what sighted users see; screen readers get the full sentence instead. */}
        <span aria-hidden="true">{current.toUpperCase()}</span>
        <Box component="span" sx={visuallyHidden}>
          {t('layout.language.label', { language: NATIVE_NAMES[current] })}
        </Box>
      </Button>
      {used && (
        <Suspense fallback={null}>
          <LanguageMenuList
            id={menuId}
            anchor={anchor}
            current={current}
            names={NATIVE_NAMES}
            onChoose={(language) => {
              dispatch(setLanguage(language));
              setAnchor(null);
            }}
            onClose={() => setAnchor(null)}
          />
        </Suspense>
      )}
    </>
  );
}
