import type { Contact } from '@osm5/shared/schemas/contacts';
import type { Envelope } from '../../../app/tenancy/tenancy-api.ts';
import { contactsApi } from './contacts-tags.ts';

const binContactApi = contactsApi.injectEndpoints({
  endpoints: (build) => ({
    /** to the bin (`delete`), out of it (`restore`) */
    moveContact: build.mutation<Contact, { id: string; to: 'delete' | 'restore' }>({
      query: ({ id, to }) => ({ url: `/api/me/contacts/${id}/${to}`, method: 'POST' }),
      transformResponse: (body: Envelope<Contact>) => body.data,
      invalidatesTags: ['Contact'],
    }),
    /** for good, from the bin */
    removeContact: build.mutation<void, string>({
      query: (id) => ({ url: `/api/me/contacts/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Contact'],
    }),
  }),
});

export const { useMoveContactMutation, useRemoveContactMutation } = binContactApi;
