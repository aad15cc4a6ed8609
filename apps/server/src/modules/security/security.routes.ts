import { okResponseSchema } from '@osm5/shared/schemas/auth';
import {
  accountHistoryQuerySchema,
  accountHistoryResponseSchema,
  changePasswordBodySchema,
  paginationQuerySchema,
  revokedCountResponseSchema,
  sessionIdParamsSchema,
  sessionListResponseSchema,
} from '@osm5/shared/schemas/security';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import { requireUser, userOf } from '../../plugins/session.ts';
import { authContextOf, metaOf } from '../auth/request-context.ts';
import { accountHistory } from './account-history.service.ts';
import { changePassword } from './change-password.service.ts';
import { listSessions, revokeOneSession, revokeOtherSessions } from './sessions.service.ts';

const tags = ['security'];

/** /settings/security (password, sessions) and /settings/account_history, for the signed-in user only. */
export const securityRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const ctx = authContextOf(app, config);
  // before body validation: without a session the answer is INVALID_TOKEN, whatever was sent
  app.addHook('onRequest', requireUser);
  const caller = (request: { user: unknown; sessionId: string | null } & Parameters<typeof userOf>[0]) => ({
    userId: userOf(request).id,
    sessionId: request.sessionId,
  });

  app.post(
    '/api/me/security/password',
    {
      schema: {
        tags,
        summary: 'Changes the password; every other session ends',
        body: changePasswordBodySchema,
        response: { 200: revokedCountResponseSchema },
      },
    },
    async (request) => {
      const { sessionsRevoked } = await changePassword(ctx, caller(request), request.body, metaOf(request));
      return { status: true as const, data: { revoked: sessionsRevoked } };
    },
  );

  app.get(
    '/api/me/security/sessions',
    {
      schema: {
        tags,
        summary: 'Live sessions, the current one flagged',
        querystring: paginationQuerySchema,
        response: { 200: sessionListResponseSchema },
      },
    },
    async (request) => {
      const { page, pageSize } = request.query;
      return { status: true as const, data: await listSessions(app.db.db, caller(request), page, pageSize) };
    },
  );

  app.delete(
    '/api/me/security/sessions/:sessionId',
    {
      schema: {
        tags,
        summary: 'Ends one session',
        params: sessionIdParamsSchema,
        response: { 200: okResponseSchema },
      },
    },
    async (request) => {
      await revokeOneSession(app.db.db, caller(request), request.params.sessionId, metaOf(request));
      return { status: true as const };
    },
  );

  app.post(
    '/api/me/security/sessions/revoke-others',
    {
      schema: { tags, summary: 'Ends every other session', response: { 200: revokedCountResponseSchema } },
    },
    async (request) => {
      const revoked = await revokeOtherSessions(app.db.db, caller(request), metaOf(request));
      return { status: true as const, data: { revoked } };
    },
  );

  app.get(
    '/api/me/account-history',
    {
      schema: {
        tags,
        summary: 'My own security events, newest first',
        querystring: accountHistoryQuerySchema,
        response: { 200: accountHistoryResponseSchema },
      },
    },
    async (request) => ({
      status: true as const,
      data: await accountHistory(app.db.db, userOf(request).id, request.query),
    }),
  );
};
