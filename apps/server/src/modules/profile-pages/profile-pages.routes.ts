import multipart from '@fastify/multipart';
import {
  AVATAR_MAX_BYTES,
  profilePageBodySchema,
  profilePageListQuerySchema,
  profilePageSchema,
} from '@osm5/shared/schemas/profile-pages';
import { dataOf, okSchema, pageOf, workspaceParamsSchema } from '@osm5/shared/schemas/tenancy';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import { AppError } from '../../errors.ts';
import { actorOf, workspaceOf } from '../../plugins/tenant.ts';
import { FileStore } from '../files/file-store.ts';
import { findFile } from '../files/files.repository.ts';
import { sendImage } from '../files/send-image.ts';
import { findProfilePage } from './profile-pages.repository.ts';
import {
  createProfilePage,
  deleteProfilePage,
  getProfilePage,
  listProfilePages,
  type ProfileDeps,
  setAvatar,
  updateProfilePage,
} from './profile-pages.service.ts';

/** Link-in-bio pages of a workspace (/d/sbox/{sBoxID}/surl/profiles); the public page is in profile-page.public.ts. */
export const profilePagesRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const store = new FileStore(config.dataDir);
  await app.register(multipart, { limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 0 } });
  const deps = (): ProfileDeps => ({ db: app.db.db, config, linkChanges: app.linkChanges });
  const tags = ['links'];
  const base = '/api/orgs/:orgId/workspaces/:workspaceId/profile-pages';
  const params = workspaceParamsSchema;
  const pageParams = params.extend({ pageId: z.uuid() });
  const one = { 200: dataOf(profilePageSchema) };

  app.get(
    base,
    {
      config: { privilege: 'links:read' },
      schema: {
        tags,
        summary: 'Profile pages of the workspace, last changed first',
        params,
        querystring: profilePageListQuerySchema,
        response: { 200: pageOf(profilePageSchema) },
      },
    },
    async (request) => ({
      status: true as const,
      data: await listProfilePages(deps(), workspaceOf(request), request.query),
    }),
  );

  app.post(
    base,
    {
      config: { privilege: 'links:write' },
      schema: { tags, summary: 'Create a profile page', params, body: profilePageBodySchema, response: one },
    },
    async (request) => ({
      status: true as const,
      data: await createProfilePage(deps(), workspaceOf(request), actorOf(request), request.body),
    }),
  );

  app.get(
    `${base}/:pageId`,
    {
      config: { privilege: 'links:read' },
      schema: { tags, summary: 'A profile page', params: pageParams, response: one },
    },
    async (request) => ({
      status: true as const,
      data: await getProfilePage(deps(), workspaceOf(request), request.params.pageId),
    }),
  );

  app.put(
    `${base}/:pageId`,
    {
      config: { privilege: 'links:write' },
      schema: {
        tags,
        summary: 'Replace a profile page',
        params: pageParams,
        body: profilePageBodySchema,
        response: one,
      },
    },
    async (request) => ({
      status: true as const,
      data: await updateProfilePage(
        deps(),
        workspaceOf(request),
        actorOf(request),
        request.params.pageId,
        request.body,
      ),
    }),
  );

  app.delete(
    `${base}/:pageId`,
    {
      config: { privilege: 'links:write' },
      schema: { tags, summary: 'Delete a profile page', params: pageParams, response: { 200: okSchema } },
    },
    async (request) => {
      await deleteProfilePage(deps(), store, workspaceOf(request), actorOf(request), request.params.pageId);
      return { status: true as const, data: { ok: true as const } };
    },
  );

  app.post(
    `${base}/:pageId/avatar`,
    {
      config: { privilege: 'links:write' },
      schema: {
        tags,
        summary: 'Upload the avatar (multipart field `avatar`: PNG, JPEG, SVG or WebP, at most 1 MB)',
        params: pageParams,
        consumes: ['multipart/form-data'],
        response: one,
      },
    },
    async (request) => {
      const file = request.isMultipart() ? await request.file() : undefined;
      if (!file) throw new AppError('VALIDATION_ERROR', { field: 'avatar', message: 'validation.avatar_required' });
      const bytes = await file.toBuffer();
      return {
        status: true as const,
        data: await setAvatar(deps(), store, workspaceOf(request), actorOf(request), request.params.pageId, bytes),
      };
    },
  );

  app.delete(
    `${base}/:pageId/avatar`,
    {
      config: { privilege: 'links:write' },
      schema: { tags, summary: 'Remove the avatar', params: pageParams, response: one },
    },
    async (request) => ({
      status: true as const,
      data: await setAvatar(deps(), store, workspaceOf(request), actorOf(request), request.params.pageId, null),
    }),
  );

  app.get(
    `${base}/:pageId/avatar`,
    {
      config: { privilege: 'links:read' },
      schema: {
        tags,
        summary: 'The avatar image, for the editor (also while the page is inactive)',
        params: pageParams,
      },
    },
    async (request, reply) => {
      const access = workspaceOf(request);
      const page = await findProfilePage(
        app.db.db,
        { orgId: access.workspace.orgId, workspaceId: access.workspace.id },
        request.params.pageId,
      );
      const file = page?.avatarFileId ? await findFile(app.db.db, page.orgId, page.avatarFileId) : null;
      if (!file) throw new AppError('NOT_FOUND', { message: 'This page has no avatar.' });
      return sendImage(
        reply,
        { mimeType: file.mimeType, bytes: await store.read(file.storageKey) },
        'private, max-age=86400',
      );
    },
  );
};
