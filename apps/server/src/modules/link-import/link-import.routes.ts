import multipart from '@fastify/multipart';
import {
  IMPORT_MAX_BYTES,
  importParamsSchema,
  importPreviewSchema,
  importRowErrorSchema,
  linkImportSchema,
} from '@osm5/shared/schemas/link-imports';
import { dataOf, pageOf, pageQuerySchema, workspaceParamsSchema } from '@osm5/shared/schemas/tenancy';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Config, runMode } from '../../config.ts';
import { actorOf, workspaceOf } from '../../plugins/tenant.ts';
import type { LinkDeps } from '../links/link-deps.ts';
import { readUpload } from './csv-upload.ts';
import { ImportJobs } from './import-jobs.ts';
import { interruptStaleImports } from './link-import.repository.ts';
import {
  failedRowsCsv,
  getImport,
  listImportErrors,
  listImports,
  previewImport,
  STALE_IMPORT_MS,
  startImport,
} from './link-import.service.ts';

const uploadDescription =
  'multipart: `file` (CSV, at most 5 MB and 10,000 rows) and optionally `options`, ' +
  'JSON {format, mapping} (detected from the header row when absent)';

/** Bulk import of links from CSV (/settings/bulk_import). */
export const linkImportRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  await app.register(multipart, { limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 2 } });
  const deps: LinkDeps = {
    db: app.db.db,
    config,
    linkChanges: app.linkChanges,
    events: app.events,
    logger: app.log,
    server: app.server,
  };
  const jobs = new ImportJobs(deps, app.log);
  const tags = ['links'];
  const base = '/api/orgs/:orgId/workspaces/:workspaceId/imports';

  // A restart leaves no job running: embedded mode is this one process; a
  // server-mode sibling may still run its own, so only silent ones are ended.
  app.addHook('onReady', async () => {
    await interruptStaleImports(app.db.db, runMode(config) === 'embedded' ? 0 : STALE_IMPORT_MS);
  });
  app.addHook('onClose', async () => {
    await jobs.stop();
  });

  app.post(
    `${base}/preview`,
    {
      config: { privilege: 'links:write' },
      schema: {
        tags,
        summary: 'Read a CSV and check its first rows as the import would',
        description: uploadDescription,
        consumes: ['multipart/form-data'],
        params: workspaceParamsSchema,
        response: { 200: dataOf(importPreviewSchema) },
      },
    },
    async (request) => {
      const upload = await readUpload(request, { requireDestination: false });
      return { status: true as const, data: await previewImport(deps, workspaceOf(request), upload) };
    },
  );

  app.post(
    base,
    {
      config: { privilege: 'links:write' },
      schema: {
        tags,
        summary: 'Import a CSV in the background (poll GET /imports/{importId})',
        description: uploadDescription,
        consumes: ['multipart/form-data'],
        params: workspaceParamsSchema,
        response: { 202: dataOf(linkImportSchema) },
      },
    },
    async (request, reply) => {
      const upload = await readUpload(request, { requireDestination: true });
      const data = await startImport(deps, jobs, workspaceOf(request), actorOf(request), upload);
      return reply.status(202).send({ status: true as const, data });
    },
  );

  app.get(
    base,
    {
      config: { privilege: 'links:read' },
      schema: {
        tags,
        summary: 'Past imports, newest first',
        params: workspaceParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: pageOf(linkImportSchema) },
      },
    },
    async (request) => ({
      status: true as const,
      data: await listImports(deps, workspaceOf(request), request.query),
    }),
  );

  app.get(
    `${base}/:importId`,
    {
      config: { privilege: 'links:read' },
      schema: {
        tags,
        summary: 'An import and its progress',
        params: importParamsSchema,
        response: { 200: dataOf(linkImportSchema) },
      },
    },
    async (request) => ({
      status: true as const,
      data: await getImport(deps, workspaceOf(request), request.params.importId),
    }),
  );

  app.get(
    `${base}/:importId/errors`,
    {
      config: { privilege: 'links:read' },
      schema: {
        tags,
        summary: 'The rows an import could not create, by row',
        params: importParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: pageOf(importRowErrorSchema) },
      },
    },
    async (request) => ({
      status: true as const,
      data: await listImportErrors(deps, workspaceOf(request), request.params.importId, request.query),
    }),
  );

  app.get(
    `${base}/:importId/failed.csv`,
    {
      config: { privilege: 'links:read' },
      schema: {
        tags,
        summary: 'The failed rows in the template columns, with their errors',
        params: importParamsSchema,
      },
    },
    async (request, reply) => {
      const csv = await failedRowsCsv(deps, workspaceOf(request), request.params.importId);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="import-${request.params.importId}-failed.csv"`)
        .send(`\uFEFF${csv}`);
    },
  );
};
