import type { RouteObject } from 'react-router';
import { areaPages } from '../../app/router/area-pages.ts';

const page = areaPages(() => import('./lazy-pages.ts'));

/** /settings/contacts: the user's address book. */
export const contactsRoutes: { settings: RouteObject[] } = {
  settings: [{ path: 'contacts', lazy: page('ContactsPage') }],
};
