import {
  invitationParamsSchema,
  invitationPreviewSchema,
  invitationSchema,
  invitationTokenSchema,
  inviteMemberSchema,
} from '@osm5/shared/schemas/members';
import { dataOf, okSchema, orgParamsSchema } from '@osm5/shared/schemas/tenancy';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import { actorOf, signedInUser, tenantOf } from '../../plugins/tenant.ts';
import { invitationMailsPerOrg, invitationResendsPerInvitation } from './invitation-rate-limits.ts';
import type { MailContext } from './invitations.service.ts';
import { cancelInvitation, inviteMember, resendInvitation } from './invitations.service.ts';
import { acceptInvitation, previewInvitation, rejectInvitation } from './respond-to-invitation.ts';

/** users/invite, re-invite, and the invitee's side: preview, accept, reject. */
export const invitationsRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const tags = ['members'];
  const mail: MailContext = {
    publicUrl: config.publicUrl,
    send: async ({ to, locale, ...data }) => {
      await app.mailer.send({ to, locale, template: 'invitation', data });
    },
  };

  app.post(
    '/api/orgs/:orgId/invitations',
    {
      config: { privilege: 'members:manage' },
      schema: {
        tags,
        summary: 'Invite by e-mail with a role (and optionally a workspace role); valid 7 days',
        params: orgParamsSchema,
        body: inviteMemberSchema,
        response: { 200: dataOf(invitationSchema) },
      },
    },
    async (request, reply) => {
      await app.rateLimit.consume(reply, invitationMailsPerOrg, request.params.orgId);
      return {
        status: true as const,
        data: await inviteMember(app.db.db, mail, actorOf(request), tenantOf(request), request.body),
      };
    },
  );

  app.post(
    '/api/orgs/:orgId/invitations/:invitationId/resend',
    {
      config: { privilege: 'members:manage' },
      schema: {
        tags,
        summary: 'Re-invite: a new link for a new week; the old link stops working',
        params: invitationParamsSchema,
        response: { 200: dataOf(invitationSchema) },
      },
    },
    async (request, reply) => {
      await app.rateLimit.consume(reply, invitationResendsPerInvitation, request.params.invitationId);
      await app.rateLimit.consume(reply, invitationMailsPerOrg, request.params.orgId);
      return {
        status: true as const,
        data: await resendInvitation(app.db.db, mail, actorOf(request), tenantOf(request), request.params.invitationId),
      };
    },
  );

  app.delete(
    '/api/orgs/:orgId/invitations/:invitationId',
    {
      config: { privilege: 'members:manage' },
      schema: { tags, summary: 'Withdraw an invitation', params: invitationParamsSchema, response: { 200: okSchema } },
    },
    async (request) => {
      await cancelInvitation(app.db.db, actorOf(request), tenantOf(request), request.params.invitationId);
      return { status: true as const, data: { ok: true as const } };
    },
  );

  app.post(
    '/api/invitations/preview',
    {
      schema: {
        tags,
        summary: 'What an invitation link offers (no account needed)',
        body: invitationTokenSchema,
        response: { 200: dataOf(invitationPreviewSchema) },
      },
    },
    async (request) => ({ status: true as const, data: await previewInvitation(app.db.db, request.body.token) }),
  );

  app.post(
    '/api/invitations/accept',
    {
      schema: {
        tags,
        summary: 'Accept an invitation sent to my e-mail address',
        body: invitationTokenSchema,
        response: { 200: dataOf(z.object({ orgId: z.uuid() })) },
      },
    },
    async (request) => ({
      status: true as const,
      data: await acceptInvitation(app.db.db, signedInUser(request), request.body.token),
    }),
  );

  app.post(
    '/api/invitations/reject',
    {
      schema: {
        tags,
        summary: 'Decline an invitation (no account needed)',
        body: invitationTokenSchema,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      await rejectInvitation(app.db.db, request.body.token, request.user?.id ?? null);
      return { status: true as const, data: { ok: true as const } };
    },
  );
};
