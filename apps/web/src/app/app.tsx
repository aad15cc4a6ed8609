import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router/dom';
import { PersistGate } from 'redux-persist/integration/react';
import { FullPageLoader } from '../components/full-page-loader.tsx';
import { initI18n, switchLanguage } from './i18n/i18n.ts';
import { LanguageSync } from './i18n/language-sync.tsx';
import { router } from './router/router.tsx';
import { bootSession } from './session/boot-session.ts';
import { installSessionEndHandler } from './session/session-end-handler.ts';
import { persistor, store } from './store/store.ts';
import { AppThemeProvider } from './theme/app-theme-provider.tsx';
import { loadEmotionCache } from './theme/emotion-cache.ts';

initI18n();

// Switch to the rehydrated language before the first screen paints, so an Arabic
// user never sees a flash of English; LanguageSync follows later changes.
// If that language's chunk cannot be fetched the app still opens, in English.
const applyPersistedLanguage = () => switchLanguage(store.getState().customizer.isLanguage).catch(() => undefined);
// Likewise the first screen is drawn right to left at once when that is the saved direction.
const applyPersistedDirection = () => loadEmotionCache(store.getState().customizer.activeDir).catch(() => undefined);

installSessionEndHandler({
  getState: store.getState,
  dispatch: store.dispatch,
  navigate: (path) => void router.navigate(path, { replace: true }),
});

const beforeLift = async () => {
  // The persisted profile is known only now; its session is checked in the background.
  void bootSession(store.getState, store.dispatch);
  await Promise.all([applyPersistedLanguage(), applyPersistedDirection()]);
};

export function App() {
  return (
    <Provider store={store}>
      <PersistGate loading={<FullPageLoader />} persistor={persistor} onBeforeLift={beforeLift}>
        <LanguageSync />
        <AppThemeProvider>
          <RouterProvider router={router} />
        </AppThemeProvider>
      </PersistGate>
    </Provider>
  );
}
