import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router';
import { PersistGate } from 'redux-persist/integration/react';
import { FullPageLoader } from '../components/full-page-loader.tsx';
import { i18next, initI18n } from './i18n/i18n.ts';
import { LanguageSync } from './i18n/language-sync.tsx';
import { router } from './router/router.tsx';
import { persistor, store } from './store/store.ts';
import { AppThemeProvider } from './theme/app-theme-provider.tsx';

initI18n(store.getState().customizer.isLanguage);

// Switch to the rehydrated language before the first screen paints, so an Arabic
// user never sees a flash of English; LanguageSync follows later changes.
const applyPersistedLanguage = async () => {
  await i18next.changeLanguage(store.getState().customizer.isLanguage);
};

export function App() {
  return (
    <Provider store={store}>
      <PersistGate loading={<FullPageLoader />} persistor={persistor} onBeforeLift={applyPersistedLanguage}>
        <LanguageSync />
        <AppThemeProvider>
          <RouterProvider router={router} />
        </AppThemeProvider>
      </PersistGate>
    </Provider>
  );
}
