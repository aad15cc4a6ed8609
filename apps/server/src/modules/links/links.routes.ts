import { Readable } from 'node:stream';
import {
  linkBodySchema,
  linkBySlugQuerySchema,
  linkListQuerySchema,
  linkSchema,
  linkStatsQuerySchema,
  linkStatsSchema,
  linkStatusBodySchema,
  linkSummarySchema,
  linkVersionSchema,
  slugField,
} from '@osm5/shared/schemas/links';
import { dataOf, okSchema, pageOf, pageQuerySchema, workspaceParamsSchema } from '@osm5/shared/schemas/tenancy';
import { singleLineText } from '@osm5/shared/validation/fields';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import { actorOf, signedInUser, workspaceOf } from '../../plugins/tenant.ts';
import type { LinkDeps } from './link-deps.ts';
import { exportLinksCsv } from './link-export.ts';
import { getLinkBySlug, linkSummary, listLinks, listLinkVersions } from './link-queries.service.ts';
import { linkStats } from './link-stats.service.ts';
import { createLink, deleteLink, getLink, parseLinkBody, replaceLink, setLinkStatus } from './links.service.ts';

const linkParamsSchema = workspaceParamsSchema.extend({ linkId: z.uuid() });
/** Any stored slug may be looked up (imports may bring slugs the editor would not make). */
const slugParamsSchema = workspaceParamsSchema.extend({
  // no control characters: a NUL cannot reach PostgreSQL (it answered 500)
  slug: singleLineText()
    .min(1)
    .max(slugField.maxLength ?? 64),
});

/**
 * Short links of a workspace: /d/sbox/{sBoxID}/surl and its editor, history
 * and report pages. Reads need links:read, writes links:write, both held in
 * the workspace (organisation, workspace or team role).
 */
/** The reference page's starting body for "Create a short link": a simple link, its slug chosen by the server. */
export const createLinkExample = {
  kind: 'simple',
  title: 'Spring sale',
  rules: { url: 'https://example.com/spring-sale?utm_source=newsletter' },
};

export const linksRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const tags = ['links'];
  const base = '/api/orgs/:orgId/workspaces/:workspaceId/links';
  const read = { privilege: 'links:read' as const };
  const write = { privilege: 'links:write' as const };
  const link = { 200: dataOf(linkSchema) };
  const deps = (): LinkDeps => ({
    db: app.db.db,
    config,
    linkChanges: app.linkChanges,
    events: app.events,
    logger: app.log,
    server: app.server,
  });
  // The route schema documents the body and refuses what is wrong anywhere; the
  // handler parses again with this deployment's domains (destinations there would loop).
  const body = linkBodySchema();

  app.get(
    base,
    {
      config: read,
      schema: {
        tags,
        summary: 'Links of the workspace: search, filters, sort, pages',
        params: workspaceParamsSchema,
        querystring: linkListQuerySchema,
        response: { 200: pageOf(linkSchema) },
      },
    },
    async (request) => ({
      status: true as const,
      data: await listLinks(deps(), workspaceOf(request), signedInUser(request).id, request.query),
    }),
  );

  app.post(
    base,
    {
      config: { ...write, bodyExample: createLinkExample },
      schema: { tags, summary: 'Create a short link', params: workspaceParamsSchema, body, response: link },
    },
    async (request) => {
      const access = workspaceOf(request);
      const parsed = await parseLinkBody(deps(), access, request.body);
      return { status: true as const, data: await createLink(deps(), access, actorOf(request), parsed) };
    },
  );

  app.get(
    `${base}/summary`,
    {
      config: read,
      schema: {
        tags,
        summary: 'Counts by status and kind, total clicks, my starred links',
        params: workspaceParamsSchema,
        response: { 200: dataOf(linkSummarySchema) },
      },
    },
    async (request) => ({
      status: true as const,
      data: await linkSummary(deps(), workspaceOf(request), signedInUser(request).id),
    }),
  );

  app.get(
    `${base}/export.csv`,
    {
      config: read,
      schema: {
        tags,
        summary: 'Every link the list filters select, as CSV (the bulk import template)',
        params: workspaceParamsSchema,
        querystring: linkListQuerySchema,
      },
    },
    async (request, reply) => {
      const { page: _page, pageSize: _size, ...query } = request.query;
      const rows = exportLinksCsv(deps(), workspaceOf(request), signedInUser(request).id, query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="links.csv"')
        .send(Readable.from(rows));
    },
  );

  app.get(
    `${base}/by-slug/:slug`,
    {
      config: read,
      schema: {
        tags,
        summary: 'The link of a back-half (on the given domain, else the short domain first)',
        params: slugParamsSchema,
        querystring: linkBySlugQuerySchema,
        response: link,
      },
    },
    async (request) => ({
      status: true as const,
      data: await getLinkBySlug(
        deps(),
        workspaceOf(request),
        signedInUser(request).id,
        request.params.slug,
        request.query.domain,
      ),
    }),
  );

  app.get(
    `${base}/:linkId`,
    { config: read, schema: { tags, summary: 'A link', params: linkParamsSchema, response: link } },
    async (request) => ({
      status: true as const,
      data: await getLink(deps(), workspaceOf(request), signedInUser(request).id, request.params.linkId),
    }),
  );

  app.put(
    `${base}/:linkId`,
    {
      config: write,
      schema: {
        tags,
        summary: 'Replace a link (a new version); no password keeps the current one',
        params: linkParamsSchema,
        body,
        response: link,
      },
    },
    async (request) => {
      const access = workspaceOf(request);
      const parsed = await parseLinkBody(deps(), access, request.body);
      return {
        status: true as const,
        data: await replaceLink(deps(), access, actorOf(request), request.params.linkId, parsed),
      };
    },
  );

  app.patch(
    `${base}/:linkId/status`,
    {
      config: write,
      schema: {
        tags,
        summary: 'Activate or deactivate a link',
        params: linkParamsSchema,
        body: linkStatusBodySchema,
        response: link,
      },
    },
    async (request) => ({
      status: true as const,
      data: await setLinkStatus(
        deps(),
        workspaceOf(request),
        actorOf(request),
        request.params.linkId,
        request.body.status,
      ),
    }),
  );

  app.delete(
    `${base}/:linkId`,
    {
      config: write,
      schema: {
        tags,
        summary: 'Delete a link for good, with its history, stars and analytics events',
        params: linkParamsSchema,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      await deleteLink(deps(), workspaceOf(request), actorOf(request), request.params.linkId);
      return { status: true as const, data: { ok: true as const } };
    },
  );

  app.get(
    `${base}/:linkId/versions`,
    {
      config: read,
      schema: {
        tags,
        summary: 'Saved versions of a link, newest first',
        params: linkParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: pageOf(linkVersionSchema) },
      },
    },
    async (request) => ({
      status: true as const,
      data: await listLinkVersions(
        deps(),
        workspaceOf(request),
        signedInUser(request).id,
        request.params.linkId,
        request.query,
      ),
    }),
  );

  app.get(
    `${base}/:linkId/stats`,
    {
      config: read,
      schema: {
        tags,
        summary: "A link's clicks over a range: series, totals and breakdowns (bots excluded)",
        params: linkParamsSchema,
        querystring: linkStatsQuerySchema,
        response: { 200: dataOf(linkStatsSchema) },
      },
    },
    async (request) => ({
      status: true as const,
      data: await linkStats(
        deps(),
        workspaceOf(request),
        signedInUser(request).id,
        request.params.linkId,
        request.query,
      ),
    }),
  );
};
