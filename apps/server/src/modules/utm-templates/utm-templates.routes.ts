import { utmTemplateBodySchema, utmTemplateSchema } from '@osm5/shared/schemas/links';
import { dataOf, okSchema, pageOf, pageQuerySchema, workspaceParamsSchema } from '@osm5/shared/schemas/tenancy';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, workspaceOf } from '../../plugins/tenant.ts';
import { createUtmTemplate, deleteUtmTemplate, listUtmTemplates, updateUtmTemplate } from './utm-templates.service.ts';

/** The UTM builder's workspace templates (/d/sbox/{sBoxID}/surl/utm). */
export const utmTemplatesRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['links'];
  const base = '/api/orgs/:orgId/workspaces/:workspaceId/utm-templates';
  const params = workspaceParamsSchema;
  const templateParams = params.extend({ templateId: z.uuid() });
  const listQuery = pageQuerySchema.extend({ search: z.string().trim().max(100).optional() });
  const one = { 200: dataOf(utmTemplateSchema) };

  app.get(
    base,
    {
      config: { privilege: 'links:read' },
      schema: {
        tags,
        summary: 'UTM templates of the workspace, by name',
        params,
        querystring: listQuery,
        response: { 200: pageOf(utmTemplateSchema) },
      },
    },
    async (request) => ({
      status: true as const,
      data: await listUtmTemplates(app.db.db, workspaceOf(request), request.query),
    }),
  );

  app.post(
    base,
    {
      config: { privilege: 'links:write' },
      schema: { tags, summary: 'Save a UTM template', params, body: utmTemplateBodySchema, response: one },
    },
    async (request) => ({
      status: true as const,
      data: await createUtmTemplate(app.db.db, workspaceOf(request), actorOf(request), request.body),
    }),
  );

  app.put(
    `${base}/:templateId`,
    {
      config: { privilege: 'links:write' },
      schema: {
        tags,
        summary: 'Rename a UTM template or change its parameters',
        params: templateParams,
        body: utmTemplateBodySchema,
        response: one,
      },
    },
    async (request) => ({
      status: true as const,
      data: await updateUtmTemplate(
        app.db.db,
        workspaceOf(request),
        actorOf(request),
        request.params.templateId,
        request.body,
      ),
    }),
  );

  app.delete(
    `${base}/:templateId`,
    {
      config: { privilege: 'links:write' },
      schema: { tags, summary: 'Delete a UTM template', params: templateParams, response: { 200: okSchema } },
    },
    async (request) => {
      await deleteUtmTemplate(app.db.db, workspaceOf(request), actorOf(request), request.params.templateId);
      return { status: true as const, data: { ok: true as const } };
    },
  );
};
