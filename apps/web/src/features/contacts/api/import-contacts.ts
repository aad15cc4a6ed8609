import type { ContactFormat, ContactImportResult } from '@osm5/shared/schemas/contacts';
import type { Envelope } from '../../../app/tenancy/tenancy-api.ts';
import { contactsApi } from './contacts-tags.ts';

const importContactsApi = contactsApi.injectEndpoints({
  endpoints: (build) => ({
    importContacts: build.mutation<ContactImportResult, { format: ContactFormat; content: string }>({
      query: (body) => ({ url: '/api/me/contacts/import', method: 'POST', body }),
      transformResponse: (body: Envelope<ContactImportResult>) => body.data,
      invalidatesTags: ['Contact'],
    }),
  }),
});

export const { useImportContactsMutation } = importContactsApi;

/** Where the book downloads from (the session cookie authorises it). */
export const exportUrl = (format: ContactFormat) => `/api/me/contacts/export?format=${format}`;
