import DarkModeIcon from '@mui/icons-material/DarkModeOutlined';
import LightModeIcon from '@mui/icons-material/LightModeOutlined';
import IconButton from '@mui/material/IconButton';
import { useTranslation } from 'react-i18next';
import { setDarkMode } from '../store/customizer-slice.ts';
import { useAppDispatch, useAppSelector } from '../store/hooks.ts';

export function ModeToggle() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const mode = useAppSelector((state) => state.customizer.activeMode);
  const label = mode === 'light' ? t('layout.mode.toDark') : t('layout.mode.toLight');
  return (
    // A native title rather than MUI's Tooltip: this button is on the sign-in page, and
    // Tooltip would pull Popper.js into its first-load budget.
    <IconButton
      aria-label={label}
      title={label}
      onClick={() => dispatch(setDarkMode(mode === 'light' ? 'dark' : 'light'))}
      sx={{ color: 'text.secondary' }}
    >
      {mode === 'light' ? <DarkModeIcon /> : <LightModeIcon />}
    </IconButton>
  );
}
