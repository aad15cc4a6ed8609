import { combineSlices, configureStore, createDynamicMiddleware, type WithSlice } from '@reduxjs/toolkit';
import {
  createTransform,
  FLUSH,
  PAUSE,
  PERSIST,
  PURGE,
  persistReducer,
  persistStore,
  REGISTER,
  REHYDRATE,
} from 'redux-persist';
import type { api } from './api.ts';
import { authSlice } from './auth-slice.ts';
import { contactsSlice } from './contacts-slice.ts';
import { contextSlice } from './context-slice.ts';
import { type CustomizerState, customizerSlice } from './customizer-slice.ts';
import { webStorage } from './web-storage.ts';

/**
 * The session's own slices are here from the start. The API cache joins when
 * the first page that reads the server loads (`api.ts`), so a visitor's first
 * page, the sign-in, does not download RTK Query.
 */
export const rootReducer = combineSlices(authSlice, contextSlice, contactsSlice, customizerSlice).withLazyLoadedSlices<
  WithSlice<typeof api>
>();

/** Where late-joining parts (the API's) add their middleware. */
export const dynamicMiddleware = createDynamicMiddleware();

/** An open mobile drawer or a hover is a moment, not a preference: never restore them. */
const dropTransientCustomizer = createTransform<CustomizerState, CustomizerState>(
  (inbound) => ({ ...inbound, isMobileSidebar: false, isSidebarHover: false }),
  (outbound) => ({ ...outbound, isMobileSidebar: false, isSidebarHover: false }),
  { whitelist: ['customizer'] },
);

/** One root key (spec §3); the API cache is refetched, never persisted. */
const persisted = persistReducer<ReturnType<typeof rootReducer>>(
  {
    key: 'root',
    storage: webStorage,
    version: 1,
    timeout: 5000,
    whitelist: ['auth', 'customizer', 'context', 'contacts'],
    transforms: [dropTransientCustomizer],
  },
  rootReducer,
);

export const store = configureStore({
  reducer: persisted,
  middleware: (getDefault) =>
    getDefault({
      // redux-persist's own actions carry functions; they are safe to ignore.
      serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
    }).concat(dynamicMiddleware.middleware),
});

export const persistor = persistStore(store);

export type RootState = ReturnType<typeof rootReducer>;
export type AppDispatch = typeof store.dispatch;
