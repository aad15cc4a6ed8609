import type { Contact } from '@osm5/shared/schemas/contacts';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { loggedOut, loggedOutClearingError } from './auth-slice.ts';

/**
 * The address book kept in the local store (spec §3, Contact), so that the
 * places offering contacts (the invitation form) have them at once and when
 * the network is slow. The server holds the book; this is its last copy,
 * replaced whenever the book is read, and forgotten at sign-out.
 */
export interface ContactsState {
  items: Contact[];
  /** when the copy was last taken from the server (ISO), null before the first time */
  syncedAt: string | null;
}

export const initialContactsState: ContactsState = { items: [], syncedAt: null };

export const contactsSlice = createSlice({
  name: 'contacts',
  initialState: initialContactsState,
  reducers: {
    contactsSynced(state, action: PayloadAction<{ items: Contact[]; at: string }>) {
      state.items = action.payload.items;
      state.syncedAt = action.payload.at;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, () => initialContactsState);
    builder.addCase(loggedOutClearingError, () => initialContactsState);
  },
});

export const { contactsSynced } = contactsSlice.actions;
