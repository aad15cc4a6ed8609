import { teamBodySchema, teamListQuerySchema, teamParamsSchema, teamSchema } from '@osm5/shared/schemas/teams';
import { dataOf, okSchema, orgParamsSchema, pageOf } from '@osm5/shared/schemas/tenancy';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, tenantOf } from '../../plugins/tenant.ts';
import { createTeam, deleteTeam, getTeam, listTeams, updateTeam } from './teams.service.ts';

/** /settings/teams, teams/create, teams/{teamID}/detail. */
export const teamsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['teams'];
  const team = { 200: dataOf(teamSchema) };

  app.get(
    '/api/orgs/:orgId/teams',
    {
      schema: {
        tags,
        summary: 'Teams (all of them for owners, admins and team managers; mine otherwise)',
        params: orgParamsSchema,
        querystring: teamListQuerySchema,
        response: { 200: pageOf(teamSchema) },
      },
    },
    async (request) => ({ status: true as const, data: await listTeams(app.db.db, tenantOf(request), request.query) }),
  );

  app.post(
    '/api/orgs/:orgId/teams',
    {
      config: { privilege: 'teams:manage' },
      schema: { tags, summary: 'Create a team', params: orgParamsSchema, body: teamBodySchema, response: team },
    },
    async (request) => ({
      status: true as const,
      data: await createTeam(app.db.db, actorOf(request), tenantOf(request), request.body),
    }),
  );

  app.get(
    '/api/orgs/:orgId/teams/:teamId',
    { schema: { tags, summary: 'A team', params: teamParamsSchema, response: team } },
    async (request) => ({
      status: true as const,
      data: await getTeam(app.db.db, tenantOf(request), request.params.teamId),
    }),
  );

  app.put(
    '/api/orgs/:orgId/teams/:teamId',
    {
      config: { privilege: 'teams:manage' },
      schema: { tags, summary: 'Replace a team', params: teamParamsSchema, body: teamBodySchema, response: team },
    },
    async (request) => ({
      status: true as const,
      data: await updateTeam(app.db.db, actorOf(request), tenantOf(request), request.params.teamId, request.body),
    }),
  );

  app.delete(
    '/api/orgs/:orgId/teams/:teamId',
    {
      config: { privilege: 'teams:manage' },
      schema: { tags, summary: 'Delete a team', params: teamParamsSchema, response: { 200: okSchema } },
    },
    async (request) => {
      await deleteTeam(app.db.db, actorOf(request), tenantOf(request), request.params.teamId);
      return { status: true as const, data: { ok: true as const } };
    },
  );
};
