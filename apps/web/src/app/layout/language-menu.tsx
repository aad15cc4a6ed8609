import CheckIcon from '@mui/icons-material/Check';
import TranslateIcon from '@mui/icons-material/Translate';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../components/visually-hidden.ts';
import { LANGUAGES, type Language, setLanguage } from '../store/customizer-slice.ts';
import { useAppDispatch, useAppSelector } from '../store/hooks.ts';

/** Each language is named in itself, so a user who cannot read the current one still finds theirs. */
const NATIVE_NAMES: Record<Language, string> = { en: 'English', fr: 'Français', ar: 'العربية', zh: '中文' };

export function LanguageMenu() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const current = useAppSelector((state) => state.customizer.isLanguage);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();

  return (
    <>
      <Button
        color="inherit"
        data-testid="language-menu"
        startIcon={<TranslateIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
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
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {LANGUAGES.map((language) => (
          <MenuItem
            key={language}
            lang={language}
            selected={language === current}
            onClick={() => {
              dispatch(setLanguage(language));
              setAnchor(null);
            }}
          >
            <ListItemIcon>{language === current && <CheckIcon fontSize="small" />}</ListItemIcon>
            <ListItemText>{NATIVE_NAMES[language]}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
