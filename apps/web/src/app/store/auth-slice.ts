import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Field names inside token and userInfo are the accounts issue's to define; both merge-update. */
export type TokenInfo = Record<string, unknown>;
export type UserInfo = Record<string, unknown> & { name?: string; email?: string };

export interface Profile {
  token: TokenInfo;
  userInfo: UserInfo;
}

export interface NamedEntity {
  id: string;
  name: string;
}

export interface AuthState {
  profile: Profile | null;
  /** Spelled as in the spec. */
  tenents: NamedEntity[];
  sBoxs: NamedEntity[];
  error: string | null;
}

export const initialAuthState: AuthState = { profile: null, tenents: [], sBoxs: [], error: null };

const clearSession = (state: AuthState) => {
  state.profile = null;
  state.tenents = [];
  state.sBoxs = [];
};

export const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    /** After sign-in, from the response's `data` field. */
    setProfile(state, action: PayloadAction<Profile>) {
      state.profile = action.payload;
    },
    updateToken(state, action: PayloadAction<TokenInfo>) {
      if (state.profile) state.profile.token = { ...state.profile.token, ...action.payload };
    },
    updateUserInfo(state, action: PayloadAction<UserInfo>) {
      if (state.profile) state.profile.userInfo = { ...state.profile.userInfo, ...action.payload };
    },
    setTenents(state, action: PayloadAction<NamedEntity[]>) {
      state.tenents = action.payload;
    },
    setSBoxs(state, action: PayloadAction<NamedEntity[]>) {
      state.sBoxs = action.payload;
    },
    setAuthError(state, action: PayloadAction<string | null>) {
      state.error = action.payload;
    },
    /** Logout that keeps `error`, so a "your session expired" reason survives the sign-out. */
    loggedOut(state) {
      clearSession(state);
    },
    loggedOutClearingError(state) {
      clearSession(state);
      state.error = null;
    },
  },
});

export const {
  setProfile,
  updateToken,
  updateUserInfo,
  setTenents,
  setSBoxs,
  setAuthError,
  loggedOut,
  loggedOutClearingError,
} = authSlice.actions;
