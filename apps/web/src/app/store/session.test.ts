import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Analytics } from '../../lib/analytics.ts';
import {
  authSlice,
  setAuthError,
  setProfile,
  setSBoxs,
  setTenents,
  updateToken,
  updateUserInfo,
} from './auth-slice.ts';
import { contextSlice, setEnterprise, setItemID, setSBox } from './context-slice.ts';
import { applySavedPreferences, customizerSlice, initialCustomizerState, setLanguage } from './customizer-slice.ts';
import { logout, logoutAndClearError } from './logout.ts';

const makeStore = () =>
  configureStore({ reducer: combineReducers({ auth: authSlice.reducer, context: contextSlice.reducer }) });

const signedIn = () => {
  const store = makeStore();
  store.dispatch(setProfile({ token: { access: 'a', exp: 1 }, userInfo: { name: 'Ada' } }));
  store.dispatch(setTenents([{ id: 't1', name: 'Acme' }]));
  store.dispatch(setSBoxs([{ id: 's1', name: 'Main' }]));
  store.dispatch(setEnterprise({ id: 't1', name: 'Acme' }));
  store.dispatch(setSBox({ id: 's1', name: 'Main' }));
  store.dispatch(setItemID('item'));
  store.dispatch(setAuthError('INVALID_TOKEN'));
  return store;
};

const failingAnalytics: Analytics = {
  userId: null,
  identify: async () => undefined,
  logout: async () => {
    throw new Error('tracker down');
  },
};

describe('session state', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('merges token and user info instead of replacing them', () => {
    const store = signedIn();
    store.dispatch(updateToken({ access: 'b' }));
    store.dispatch(updateUserInfo({ email: 'ada@example.com' }));
    expect(store.getState().auth.profile).toEqual({
      token: { access: 'b', exp: 1 },
      userInfo: { name: 'Ada', email: 'ada@example.com' },
    });
  });

  it('logout clears the session and context, empties storage, survives analytics failure, keeps the error', async () => {
    const clear = vi.fn();
    vi.stubGlobal('localStorage', { clear });
    const store = signedIn();
    await store.dispatch(logout(failingAnalytics));
    const state = store.getState();
    expect(state.auth).toMatchObject({ profile: null, tenents: [], sBoxs: [], error: 'INVALID_TOKEN' });
    expect(state.context).toEqual({ enterprise: null, sBox: null, appType: null, itemID: null });
    expect(clear).toHaveBeenCalledOnce();
  });

  it('the other logout variant also clears the error', async () => {
    vi.stubGlobal('localStorage', { clear: vi.fn() });
    const store = signedIn();
    await store.dispatch(logoutAndClearError(failingAnalytics));
    expect(store.getState().auth.error).toBeNull();
  });
});

describe('display preferences', () => {
  it("defaults exactly as spec §3, plus the widget region (none: the language's own)", () => {
    expect(initialCustomizerState).toEqual({
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
    });
  });

  it('choosing Arabic turns the layout right-to-left, and back', () => {
    const rtl = customizerSlice.reducer(initialCustomizerState, setLanguage('ar'));
    expect(rtl).toMatchObject({ isLanguage: 'ar', activeDir: 'rtl' });
    expect(customizerSlice.reducer(rtl, setLanguage('fr'))).toMatchObject({ isLanguage: 'fr', activeDir: 'ltr' });
  });

  it('applies what the account saved at sign-in and keeps what it never saved', () => {
    const device = customizerSlice.reducer(initialCustomizerState, setLanguage('ar'));
    const signedIn = customizerSlice.reducer(device, applySavedPreferences({ activeMode: 'dark', borderRadius: 12 }));
    expect(signedIn).toMatchObject({ activeMode: 'dark', borderRadius: 12, isLanguage: 'ar', activeDir: 'rtl' });
    const french = customizerSlice.reducer(device, applySavedPreferences({ isLanguage: 'fr' }));
    expect(french).toMatchObject({ isLanguage: 'fr', activeDir: 'ltr' });
    expect(customizerSlice.reducer(device, applySavedPreferences({}))).toEqual(device);
  });
});
