import {
  domainParamsSchema,
  domainVerificationSchema,
  linkDomainViewSchema,
  shortDomainViewSchema,
} from '@osm5/shared/schemas/link-domains';
import { domainBodySchema } from '@osm5/shared/schemas/links';
import { dataOf, okSchema, pageOf, pageQuerySchema, workspaceParamsSchema } from '@osm5/shared/schemas/tenancy';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import { actorOf, workspaceOf } from '../../plugins/tenant.ts';
import {
  addDomain,
  deleteDomain,
  listDomains,
  makeDefaultDomain,
  makeShortDomainDefault,
  shortDomainOf,
  verifyDomain,
} from './link-domains.service.ts';

/**
 * Custom short domains of a workspace (/d/sbox/{sBoxID}/surl/domains). Reading
 * needs links:read. Changing them needs workspaces:update: a domain is a setting
 * of the whole workspace (domain.md: "a verified custom domain of the
 * workspace"), its default changes where every member's new links go, and plans
 * count domains per account, so it belongs to who administers the workspace
 * (owner, admin, SBOX_ADMIN), not to every link editor.
 */
export const linkDomainsRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const tags = ['links'];
  const base = '/api/orgs/:orgId/workspaces/:workspaceId/domains';
  const deps = () => ({ db: app.db.db, config, linkChanges: app.linkChanges });
  const domain = { 200: dataOf(linkDomainViewSchema) };

  app.get(
    base,
    {
      config: { privilege: 'links:read' },
      schema: {
        tags,
        summary: 'Custom domains of the workspace',
        params: workspaceParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: pageOf(linkDomainViewSchema) },
      },
    },
    async (request) => ({
      status: true as const,
      data: await listDomains(app.db.db, workspaceOf(request), request.query),
    }),
  );

  app.post(
    base,
    {
      config: { privilege: 'workspaces:update' },
      schema: {
        tags,
        summary: 'Claim a host name (then prove control of it with /verify)',
        params: workspaceParamsSchema,
        body: domainBodySchema,
        response: domain,
      },
    },
    async (request) => ({
      status: true as const,
      data: await addDomain(deps(), workspaceOf(request), actorOf(request), request.body),
    }),
  );

  app.post(
    `${base}/:domainId/verify`,
    {
      config: { privilege: 'workspaces:update' },
      schema: {
        tags,
        summary: 'Check the TXT record _osm5.{host} and the file /.well-known/osm5-verification for the token',
        params: domainParamsSchema,
        response: { 200: dataOf(domainVerificationSchema) },
      },
    },
    async (request) => ({
      status: true as const,
      data: await verifyDomain(deps(), workspaceOf(request), actorOf(request), request.params.domainId),
    }),
  );

  app.post(
    `${base}/:domainId/default`,
    {
      config: { privilege: 'workspaces:update' },
      schema: {
        tags,
        summary: 'Make a verified domain the default of new links',
        params: domainParamsSchema,
        response: domain,
      },
    },
    async (request) => ({
      status: true as const,
      data: await makeDefaultDomain(deps(), workspaceOf(request), actorOf(request), request.params.domainId),
    }),
  );

  app.get(
    `${base}/short-domain`,
    {
      config: { privilege: 'links:read' },
      schema: {
        tags,
        summary: "The product's short domain, and whether new links go to it (no custom domain is the default)",
        params: workspaceParamsSchema,
        response: { 200: dataOf(shortDomainViewSchema) },
      },
    },
    async (request) => ({ status: true as const, data: await shortDomainOf(deps(), workspaceOf(request)) }),
  );

  app.post(
    `${base}/short-domain/default`,
    {
      config: { privilege: 'workspaces:update' },
      schema: {
        tags,
        summary: "Make the product's short domain the default of new links again (links made keep their domain)",
        params: workspaceParamsSchema,
        response: { 200: dataOf(shortDomainViewSchema) },
      },
    },
    async (request) => ({
      status: true as const,
      data: await makeShortDomainDefault(deps(), workspaceOf(request), actorOf(request)),
    }),
  );

  app.delete(
    `${base}/:domainId`,
    {
      config: { privilege: 'workspaces:update' },
      schema: {
        tags,
        summary: 'Remove a domain no link uses',
        params: domainParamsSchema,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      await deleteDomain(deps(), workspaceOf(request), actorOf(request), request.params.domainId);
      return { status: true as const, data: { ok: true as const } };
    },
  );
};
