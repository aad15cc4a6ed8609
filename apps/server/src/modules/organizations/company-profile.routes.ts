import multipart from '@fastify/multipart';
import {
  accountDefaultsSchema,
  accountDefaultsViewSchema,
  companyProfileSchema,
  LOGO_MAX_BYTES,
  updateCompanyProfileSchema,
} from '@osm5/shared/schemas/profile';
import { dataOf, orgParamsSchema } from '@osm5/shared/schemas/tenancy';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import { AppError } from '../../errors.ts';
import { actorOf, tenantOf } from '../../plugins/tenant.ts';
import { FileStore } from '../files/file-store.ts';
import { sendImage } from '../files/send-image.ts';
import {
  getAccountDefaults,
  getCompanyProfile,
  readLogo,
  setAccountDefaults,
  updateCompanyProfile,
  uploadLogo,
} from './company-profile.service.ts';

/** Company profile (/settings/company_profile), its logo, and account defaults (/settings/account_default). */
export const companyProfileRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const store = new FileStore(config.dataDir);
  await app.register(multipart, { limits: { fileSize: LOGO_MAX_BYTES, files: 1, fields: 0 } });
  const params = orgParamsSchema;
  const tags = ['organization'];

  app.get(
    '/api/orgs/:orgId/profile',
    { schema: { tags, summary: 'Company profile', params, response: { 200: dataOf(companyProfileSchema) } } },
    async (request) => ({ status: true as const, data: await getCompanyProfile(app.db.db, tenantOf(request).orgId) }),
  );

  app.patch(
    '/api/orgs/:orgId/profile',
    {
      config: { privilege: 'org:update' },
      schema: {
        tags,
        summary: 'Update the company name and details',
        params,
        body: updateCompanyProfileSchema,
        response: { 200: dataOf(companyProfileSchema) },
      },
    },
    async (request) => ({
      status: true as const,
      data: await updateCompanyProfile(app.db.db, actorOf(request), tenantOf(request).orgId, request.body),
    }),
  );

  app.get(
    '/api/orgs/:orgId/defaults',
    { schema: { tags, summary: 'Account defaults', params, response: { 200: dataOf(accountDefaultsViewSchema) } } },
    async (request) => ({ status: true as const, data: await getAccountDefaults(app.db.db, tenantOf(request).orgId) }),
  );

  app.put(
    '/api/orgs/:orgId/defaults',
    {
      config: { privilege: 'org:update' },
      schema: {
        tags,
        summary: 'Set currency, time-zone region and time zone (all required)',
        params,
        body: accountDefaultsSchema,
        response: { 200: dataOf(accountDefaultsViewSchema) },
      },
    },
    async (request) => ({
      status: true as const,
      data: await setAccountDefaults(app.db.db, actorOf(request), tenantOf(request).orgId, request.body),
    }),
  );

  app.post(
    '/api/orgs/:orgId/logo',
    {
      config: { privilege: 'org:update' },
      schema: {
        tags,
        summary: 'Upload the logo (multipart field `logo`: PNG, JPEG, SVG or WebP, at most 1 MB)',
        params,
        consumes: ['multipart/form-data'],
        response: { 200: dataOf(companyProfileSchema) },
      },
    },
    async (request) => {
      if (!request.isMultipart()) {
        throw new AppError('VALIDATION_ERROR', { field: 'logo', message: 'validation.logo_required' });
      }
      const file = await request.file();
      if (!file) throw new AppError('VALIDATION_ERROR', { field: 'logo', message: 'validation.logo_required' });
      const bytes = await file.toBuffer();
      return {
        status: true as const,
        data: await uploadLogo(app.db.db, store, actorOf(request), tenantOf(request).orgId, bytes),
      };
    },
  );

  app.get(
    '/api/orgs/:orgId/logo',
    { schema: { tags, summary: 'The logo image (members only)', params } },
    async (request, reply) => {
      const logo = await readLogo(app.db.db, store, tenantOf(request).orgId);
      return sendImage(reply, logo, 'private, max-age=86400');
    },
  );
};
