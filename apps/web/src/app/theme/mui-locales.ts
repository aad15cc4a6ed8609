import { arEG, enUS, frFR, zhCN } from '@mui/material/locale';
import type { Language } from '../store/customizer-slice.ts';

export type MuiLocale = typeof enUS;

/** MUI's own widget texts follow the interface language. */
export const muiLocales: Record<Language, MuiLocale> = { en: enUS, fr: frFR, ar: arEG, zh: zhCN };
