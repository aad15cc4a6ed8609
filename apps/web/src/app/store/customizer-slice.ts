import type { WidgetRegion } from '@osm5/shared/schemas/profile';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export const THEME_NAMES = [
  'BLUE_THEME',
  'AQUA_THEME',
  'PURPLE_THEME',
  'GREEN_THEME',
  'CYAN_THEME',
  'ORANGE_THEME',
] as const;
export type ThemeName = (typeof THEME_NAMES)[number];

export const LANGUAGES = ['en', 'fr', 'ar', 'zh'] as const;
export type Language = (typeof LANGUAGES)[number];

export type Direction = 'ltr' | 'rtl';
export type Mode = 'light' | 'dark';
export type Layout = 'boxed' | 'full';

/** Display preferences; field names and defaults exactly as spec §3. */
export interface CustomizerState {
  activeDir: Direction;
  activeMode: Mode;
  activeTheme: ThemeName;
  SidebarWidth: number;
  MiniSidebarWidth: number;
  TopbarHeight: number;
  isLayout: Layout;
  isCollapse: boolean;
  isSidebarHover: boolean;
  isMobileSidebar: boolean;
  isHorizontal: boolean;
  isLanguage: Language;
  /** the formats and widget texts of a region (a MUI locale pack); null: the language's own */
  region: WidgetRegion | null;
  isCardShadow: boolean;
  borderRadius: number;
}

export const initialCustomizerState: CustomizerState = {
  activeDir: 'ltr',
  activeMode: 'light',
  activeTheme: 'AQUA_THEME',
  SidebarWidth: 270,
  MiniSidebarWidth: 87,
  TopbarHeight: 70,
  isLayout: 'boxed',
  isCollapse: false,
  isSidebarHover: false,
  isMobileSidebar: false,
  isHorizontal: false,
  isLanguage: 'en',
  region: null,
  isCardShadow: true,
  borderRadius: 7,
};

export const directionOf = (language: Language): Direction => (language === 'ar' ? 'rtl' : 'ltr');

/** The choices a user can save to their account (/settings/theme). */
export type SavedDisplayPreferences = Partial<
  Pick<
    CustomizerState,
    | 'activeDir'
    | 'activeMode'
    | 'activeTheme'
    | 'isLayout'
    | 'isCollapse'
    | 'isHorizontal'
    | 'isCardShadow'
    | 'isLanguage'
    | 'region'
    | 'borderRadius'
  >
>;

export const customizerSlice = createSlice({
  name: 'customizer',
  initialState: initialCustomizerState,
  reducers: {
    /** At sign-in, what the account saved wins over this device's choices; what it never saved stays. */
    applySavedPreferences(state, action: PayloadAction<SavedDisplayPreferences>) {
      const { isLanguage, activeDir, ...rest } = action.payload;
      if (isLanguage) {
        state.isLanguage = isLanguage;
        state.activeDir = directionOf(isLanguage);
      }
      if (activeDir) state.activeDir = activeDir;
      for (const [key, value] of Object.entries(rest)) {
        if (value !== undefined) Object.assign(state, { [key]: value });
      }
    },
    setTheme(state, action: PayloadAction<ThemeName>) {
      state.activeTheme = action.payload;
    },
    setDarkMode(state, action: PayloadAction<Mode>) {
      state.activeMode = action.payload;
    },
    setDir(state, action: PayloadAction<Direction>) {
      state.activeDir = action.payload;
    },
    /** Choosing a language also sets its reading direction; the customizer can still override it. */
    setLanguage(state, action: PayloadAction<Language>) {
      state.isLanguage = action.payload;
      state.activeDir = directionOf(action.payload);
    },
    setRegion(state, action: PayloadAction<WidgetRegion | null>) {
      state.region = action.payload;
    },
    setCardShadow(state, action: PayloadAction<boolean>) {
      state.isCardShadow = action.payload;
    },
    setBorderRadius(state, action: PayloadAction<number>) {
      state.borderRadius = action.payload;
    },
    setLayout(state, action: PayloadAction<Layout>) {
      state.isLayout = action.payload;
    },
    toggleSidebar(state) {
      state.isCollapse = !state.isCollapse;
    },
    setCollapse(state, action: PayloadAction<boolean>) {
      state.isCollapse = action.payload;
    },
    hoverSidebar(state, action: PayloadAction<boolean>) {
      state.isSidebarHover = action.payload;
    },
    toggleMobileSidebar(state) {
      state.isMobileSidebar = !state.isMobileSidebar;
    },
    setMobileSidebar(state, action: PayloadAction<boolean>) {
      state.isMobileSidebar = action.payload;
    },
    toggleLayout(state) {
      state.isLayout = state.isLayout === 'boxed' ? 'full' : 'boxed';
    },
    toggleHorizontal(state) {
      state.isHorizontal = !state.isHorizontal;
    },
    setHorizontal(state, action: PayloadAction<boolean>) {
      state.isHorizontal = action.payload;
    },
  },
});

export const {
  applySavedPreferences,
  setTheme,
  setDarkMode,
  setDir,
  setLanguage,
  setRegion,
  setCardShadow,
  setBorderRadius,
  setLayout,
  toggleSidebar,
  setCollapse,
  hoverSidebar,
  toggleMobileSidebar,
  setMobileSidebar,
  toggleLayout,
  toggleHorizontal,
  setHorizontal,
} = customizerSlice.actions;
