import type { Contact, ContactView } from '@osm5/shared/schemas/contacts';
import type { PageEnvelope } from '../../../app/tenancy/tenancy-api.ts';
import { CONTACTS_PAGE_SIZE, contactsApi } from './contacts-tags.ts';

export interface ContactListArgs {
  view: ContactView;
  q: string;
  page: number;
  pageSize?: number;
}

const listContactsApi = contactsApi.injectEndpoints({
  endpoints: (build) => ({
    listContacts: build.query<PageEnvelope<Contact>['data'], ContactListArgs>({
      query: ({ view, q, page, pageSize = CONTACTS_PAGE_SIZE }) => ({
        url: '/api/me/contacts',
        params: { view, page, pageSize, ...(q.trim() ? { q: q.trim() } : {}) },
      }),
      transformResponse: (body: PageEnvelope<Contact>) => body.data,
      providesTags: ['Contact'],
    }),
  }),
});

export const { useListContactsQuery } = listContactsApi;
