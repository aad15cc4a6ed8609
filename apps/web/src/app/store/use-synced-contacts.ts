import type { Contact } from '@osm5/shared/schemas/contacts';
import { useEffect } from 'react';
import type { PageEnvelope } from '../tenancy/tenancy-api.ts';
import { api } from './api.ts';
import { contactsSynced } from './contacts-slice.ts';
import { useAppDispatch, useAppSelector } from './hooks.ts';

/** How many contacts the local store keeps: the first page of the book (starred first, then by name). */
const LOCAL_COPY = 100;

const contactsCopyApi = api.enhanceEndpoints({ addTagTypes: ['Contact'] }).injectEndpoints({
  endpoints: (build) => ({
    contactsCopy: build.query<Contact[], void>({
      query: () => ({ url: '/api/me/contacts', params: { view: 'all', page: 1, pageSize: LOCAL_COPY } }),
      transformResponse: (body: PageEnvelope<Contact>) => body.data.items,
      providesTags: ['Contact'],
    }),
  }),
});

/**
 * The address book from the local store at once (spec §3: Contact lives in
 * the local store), refreshed from the server, which holds it so that it
 * follows the user to another browser, whenever a page using it opens or the
 * book changes (every contacts write invalidates `Contact`).
 */
export function useSyncedContacts(): Contact[] {
  const dispatch = useAppDispatch();
  const local = useAppSelector((state) => state.contacts.items);
  const { data } = contactsCopyApi.useContactsCopyQuery();
  useEffect(() => {
    if (data) dispatch(contactsSynced({ items: data, at: new Date().toISOString() }));
  }, [data, dispatch]);
  return data ?? local;
}
