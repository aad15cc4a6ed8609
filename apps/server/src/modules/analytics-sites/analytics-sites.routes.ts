import {
  siteBodySchema,
  siteInstallCheckSchema,
  siteListItemSchema,
  siteListQuerySchema,
  siteParamsSchema,
  siteSchema,
  siteStatsQuerySchema,
  siteStatsSchema,
  siteStatusBodySchema,
  siteSummarySchema,
} from '@osm5/shared/schemas/analytics-sites';
import { dataOf, okSchema, pageOf, workspaceParamsSchema } from '@osm5/shared/schemas/tenancy';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../errors.ts';
import { actorOf, signedInUser, workspaceOf } from '../../plugins/tenant.ts';
import { createSite, deleteSite, getSite, replaceSite, setSiteStatus } from './analytics-sites.service.ts';
import type { SiteDeps } from './site-deps.ts';
import { listSites, siteInstallCheck, siteStats, siteSummary } from './site-queries.service.ts';

/**
 * Analytics sites (web) and apps (mobile) of a workspace: the
 * /d/sbox/{sBoxID}/analytics module, its editor and view pages. Reads need
 * analytics:read, writes analytics:write; disabling and enabling is an
 * admin's pause (workspaces:update), held in the workspace.
 */
export const analyticsSitesRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['analytics sites'];
  const base = '/api/orgs/:orgId/workspaces/:workspaceId/sites';
  const read = { privilege: 'analytics:read' as const };
  const write = { privilege: 'analytics:write' as const };
  const site = { 200: dataOf(siteSchema) };
  const params = siteParamsSchema;
  const deps = (): SiteDeps => ({ db: app.db.db, linkChanges: app.linkChanges, events: app.events, logger: app.log });
  const userId = (request: FastifyRequest) => signedInUser(request).id;

  app.get(
    base,
    {
      config: read,
      schema: {
        tags,
        summary: 'Sites and apps of the workspace, with visitors today and a 14-day sparkline',
        params: workspaceParamsSchema,
        querystring: siteListQuerySchema,
        response: { 200: pageOf(siteListItemSchema) },
      },
    },
    async (request) => ({
      status: true as const,
      data: await listSites(deps(), workspaceOf(request), userId(request), request.query),
    }),
  );

  app.post(
    base,
    {
      config: write,
      schema: {
        tags,
        summary: 'Add a web site or a mobile app',
        params: workspaceParamsSchema,
        body: siteBodySchema,
        response: site,
      },
    },
    async (request) => ({
      status: true as const,
      data: await createSite(deps(), workspaceOf(request), actorOf(request), request.body),
    }),
  );

  app.get(
    `${base}/summary`,
    {
      config: read,
      schema: {
        tags,
        summary: 'Counts by status and kind, my starred sites, events stored',
        params: workspaceParamsSchema,
        response: { 200: dataOf(siteSummarySchema) },
      },
    },
    async (request) => ({
      status: true as const,
      data: await siteSummary(deps(), workspaceOf(request), userId(request)),
    }),
  );

  app.get(
    `${base}/:siteId`,
    { config: read, schema: { tags, summary: 'One site or app', params, response: site } },
    async (request) => ({
      status: true as const,
      data: await getSite(deps(), workspaceOf(request), userId(request), request.params.siteId),
    }),
  );

  app.put(
    `${base}/:siteId`,
    {
      config: write,
      schema: {
        tags,
        summary: 'Replace the settings of a site or app (its kind stays)',
        params,
        body: siteBodySchema,
        response: site,
      },
    },
    async (request) => ({
      status: true as const,
      data: await replaceSite(deps(), workspaceOf(request), actorOf(request), request.params.siteId, request.body),
    }),
  );

  app.patch(
    `${base}/:siteId/status`,
    {
      config: write,
      schema: {
        tags,
        summary: 'Archive or unarchive; disable or enable (admins)',
        params,
        body: siteStatusBodySchema,
        response: site,
      },
    },
    async (request) => {
      const access = workspaceOf(request);
      const { action } = request.body;
      if ((action === 'disable' || action === 'enable') && !access.privileges.has('workspaces:update')) {
        throw new AppError('ACCESS_DENIED', { message: 'Only an admin can disable or enable a site.' });
      }
      return {
        status: true as const,
        data: await setSiteStatus(deps(), access, actorOf(request), request.params.siteId, action),
      };
    },
  );

  app.delete(
    `${base}/:siteId`,
    {
      config: write,
      schema: {
        tags,
        summary: 'Delete a site or app and all its events, for good',
        params,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      await deleteSite(deps(), workspaceOf(request), actorOf(request), request.params.siteId);
      return { status: true as const, data: { ok: true as const } };
    },
  );

  app.get(
    `${base}/:siteId/install-check`,
    {
      config: read,
      schema: {
        tags,
        summary: 'Whether the first event has arrived (the install page polls it)',
        params,
        response: { 200: dataOf(siteInstallCheckSchema) },
      },
    },
    async (request) => ({
      status: true as const,
      data: await siteInstallCheck(deps(), workspaceOf(request), userId(request), request.params.siteId),
    }),
  );

  app.get(
    `${base}/:siteId/stats`,
    {
      config: read,
      schema: {
        tags,
        summary: "The site's overview: totals, daily series, top pages, referrers, countries, devices, events",
        params,
        querystring: siteStatsQuerySchema,
        response: { 200: dataOf(siteStatsSchema) },
      },
    },
    async (request) => ({
      status: true as const,
      data: await siteStats(deps(), workspaceOf(request), userId(request), request.params.siteId, request.query),
    }),
  );
};
