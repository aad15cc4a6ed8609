import {
  contactExportQuerySchema,
  contactFieldsSchema,
  contactImportResultSchema,
  contactImportSchema,
  contactListQuerySchema,
  contactParamsSchema,
  contactPatchSchema,
  contactSchema,
} from '@osm5/shared/schemas/contacts';
import { dataOf, okSchema, pageOf } from '@osm5/shared/schemas/tenancy';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../plugins/tenant.ts';
import {
  changeContact,
  createContact,
  deleteContactForGood,
  exportContacts,
  getContact,
  importContacts,
  listContactsPage,
} from './contacts.service.ts';

/** An import is a whole file: up to 2 MB of text in its JSON body. */
const IMPORT_BODY_LIMIT = 3 * 1024 * 1024;

/**
 * /settings/contacts: the signed-in person's own address book. Another
 * person's contact answers 404, like a missing one.
 */
export const contactsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['contacts'];
  const base = '/api/me/contacts';
  const item = `${base}/:contactId`;
  const one = { 200: dataOf(contactSchema) };
  const db = () => app.db.db;

  app.get(
    base,
    {
      schema: {
        tags,
        summary:
          'My contacts (all, starred, frequently contacted or the bin), searched by name, company, e-mail or phone',
        querystring: contactListQuerySchema,
        response: { 200: pageOf(contactSchema) },
      },
    },
    async (request) => ({
      status: true as const,
      data: await listContactsPage(db(), signedInUser(request).id, request.query),
    }),
  );

  app.post(
    base,
    { schema: { tags, summary: 'Add a contact', body: contactFieldsSchema, response: one } },
    async (request) => ({
      status: true as const,
      data: await createContact(db(), signedInUser(request).id, request.body),
    }),
  );

  app.post(
    `${base}/import`,
    {
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Import a vCard or CSV file; known e-mail addresses are skipped, unreadable entries reported',
        body: contactImportSchema,
        response: { 200: dataOf(contactImportResultSchema) },
      },
    },
    async (request) => ({
      status: true as const,
      data: await importContacts(db(), signedInUser(request).id, request.body.format, request.body.content),
    }),
  );

  app.get(
    `${base}/export`,
    {
      schema: { tags, summary: 'My contacts (not the bin) as vCard 3.0 or CSV', querystring: contactExportQuerySchema },
    },
    async (request, reply) => {
      const { format } = request.query;
      const body = await exportContacts(db(), signedInUser(request).id, format);
      return reply
        .type(format === 'vcard' ? 'text/vcard; charset=utf-8' : 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="contacts.${format === 'vcard' ? 'vcf' : 'csv'}"`)
        .header('cache-control', 'private, no-store')
        .send(body);
    },
  );

  app.get(
    item,
    { schema: { tags, summary: 'A contact', params: contactParamsSchema, response: one } },
    async (request) => ({
      status: true as const,
      data: await getContact(db(), signedInUser(request).id, request.params.contactId),
    }),
  );

  app.patch(
    item,
    {
      schema: {
        tags,
        summary: 'Change a contact (an empty change is refused)',
        params: contactParamsSchema,
        body: contactPatchSchema,
        response: one,
      },
    },
    async (request) => ({
      status: true as const,
      data: await changeContact(db(), signedInUser(request).id, request.params.contactId, request.body),
    }),
  );

  app.post(
    `${item}/delete`,
    { schema: { tags, summary: 'Move a contact to the bin', params: contactParamsSchema, response: one } },
    async (request) => ({
      status: true as const,
      data: await changeContact(db(), signedInUser(request).id, request.params.contactId, { deleted: true }),
    }),
  );

  app.post(
    `${item}/restore`,
    { schema: { tags, summary: 'Take a contact out of the bin', params: contactParamsSchema, response: one } },
    async (request) => ({
      status: true as const,
      data: await changeContact(db(), signedInUser(request).id, request.params.contactId, { deleted: false }),
    }),
  );

  app.delete(
    item,
    {
      schema: {
        tags,
        summary: 'Remove a contact from the bin for good',
        params: contactParamsSchema,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      await deleteContactForGood(db(), signedInUser(request).id, request.params.contactId);
      return { status: true as const, data: { ok: true as const } };
    },
  );
};
