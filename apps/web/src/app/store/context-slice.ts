import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { loggedOut, loggedOutClearingError, type NamedEntity } from './auth-slice.ts';

/** The user's current working context (spec §3): each starts empty. */
export interface ContextState {
  enterprise: NamedEntity | null;
  sBox: NamedEntity | null;
  appType: string | null;
  itemID: string | null;
}

export const initialContextState: ContextState = { enterprise: null, sBox: null, appType: null, itemID: null };

export const contextSlice = createSlice({
  name: 'context',
  initialState: initialContextState,
  reducers: {
    setEnterprise(state, action: PayloadAction<NamedEntity | null>) {
      // A workspace belongs to one enterprise; switching enterprise invalidates it.
      if (state.enterprise?.id !== action.payload?.id) {
        state.sBox = null;
        state.appType = null;
        state.itemID = null;
      }
      state.enterprise = action.payload;
    },
    setSBox(state, action: PayloadAction<NamedEntity | null>) {
      state.sBox = action.payload;
    },
    setAppType(state, action: PayloadAction<string | null>) {
      state.appType = action.payload;
    },
    setItemID(state, action: PayloadAction<string | null>) {
      state.itemID = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, () => initialContextState);
    builder.addCase(loggedOutClearingError, () => initialContextState);
  },
});

export const { setEnterprise, setSBox, setAppType, setItemID } = contextSlice.actions;
