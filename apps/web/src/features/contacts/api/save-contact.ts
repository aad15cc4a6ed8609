import type { Contact, ContactFieldsInput } from '@osm5/shared/schemas/contacts';
import type { Envelope } from '../../../app/tenancy/tenancy-api.ts';
import { contactsApi } from './contacts-tags.ts';

const saveContactApi = contactsApi.injectEndpoints({
  endpoints: (build) => ({
    createContact: build.mutation<Contact, ContactFieldsInput>({
      query: (body) => ({ url: '/api/me/contacts', method: 'POST', body }),
      transformResponse: (body: Envelope<Contact>) => body.data,
      invalidatesTags: ['Contact'],
    }),
    /** edit or star: only the fields given change */
    updateContact: build.mutation<Contact, { id: string; body: Partial<ContactFieldsInput> }>({
      query: ({ id, body }) => ({ url: `/api/me/contacts/${id}`, method: 'PATCH', body }),
      transformResponse: (body: Envelope<Contact>) => body.data,
      invalidatesTags: ['Contact'],
    }),
  }),
});

export const { useCreateContactMutation, useUpdateContactMutation } = saveContactApi;
