import type { RouteObject } from 'react-router';

/** /settings/contacts: the user's address book. */
export const contactsRoutes: { settings: RouteObject[] } = {
  settings: [
    {
      path: 'contacts',
      lazy: async () => ({ Component: (await import('./pages/contacts-page.tsx')).ContactsPage }),
    },
  ],
};
