import { combineReducers, configureStore } from '@reduxjs/toolkit';
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
import { api } from '../../lib/api.ts';
import { authSlice } from './auth-slice.ts';
import { contactsSlice } from './contacts-slice.ts';
import { contextSlice } from './context-slice.ts';
import { type CustomizerState, customizerSlice } from './customizer-slice.ts';
import { webStorage } from './web-storage.ts';

const rootReducer = combineReducers({
  auth: authSlice.reducer,
  context: contextSlice.reducer,
  contacts: contactsSlice.reducer,
  customizer: customizerSlice.reducer,
  [api.reducerPath]: api.reducer,
});

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
    }).concat(api.middleware),
});

export const persistor = persistStore(store);

export type RootState = ReturnType<typeof rootReducer>;
export type AppDispatch = typeof store.dispatch;
