import { okResponseSchema } from '@osm5/shared/schemas/auth';
import {
  recoveryCodesResponseSchema,
  twoFactorConfirmBodySchema,
  twoFactorDisableBodySchema,
  twoFactorEnrolResponseSchema,
  twoFactorStatusResponseSchema,
} from '@osm5/shared/schemas/security';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import { requireUser, userOf } from '../../plugins/session.ts';
import { metaOf } from '../auth/request-context.ts';
import {
  beginTwoFactor,
  confirmTwoFactor,
  disableTwoFactor,
  regenerateRecoveryCodes,
  twoFactorStatus,
} from './two-factor.service.ts';

const tags = ['security'];

/** TOTP two-factor authentication of the signed-in user. */
export const twoFactorRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app) => {
  // before body validation: without a session the answer is INVALID_TOKEN, whatever was sent
  app.addHook('onRequest', requireUser);

  app.get(
    '/api/me/security/2fa',
    { schema: { tags, summary: 'Whether two-factor is on', response: { 200: twoFactorStatusResponseSchema } } },
    async (request) => ({ status: true as const, data: await twoFactorStatus(app.db.db, userOf(request).id) }),
  );

  app.post(
    '/api/me/security/2fa/enrol',
    {
      schema: {
        tags,
        summary: 'Starts enrolment: secret, otpauth URI and QR image',
        response: { 200: twoFactorEnrolResponseSchema },
      },
    },
    async (request) => ({ status: true as const, data: await beginTwoFactor(app.db.db, userOf(request).id) }),
  );

  app.post(
    '/api/me/security/2fa/confirm',
    {
      schema: {
        tags,
        summary: 'Turns two-factor on with a first code; answers the recovery codes, shown once',
        body: twoFactorConfirmBodySchema,
        response: { 200: recoveryCodesResponseSchema },
      },
    },
    async (request) => ({
      status: true as const,
      data: await confirmTwoFactor(app.db.db, userOf(request).id, request.body.code, metaOf(request)),
    }),
  );

  app.post(
    '/api/me/security/2fa/disable',
    {
      schema: {
        tags,
        summary: 'Turns two-factor off (password or current code)',
        body: twoFactorDisableBodySchema,
        response: { 200: okResponseSchema },
      },
    },
    async (request) => {
      await disableTwoFactor(app.db.db, userOf(request).id, request.body, metaOf(request));
      return { status: true as const };
    },
  );
  app.post(
    '/api/me/security/2fa/recovery-codes',
    {
      schema: {
        tags,
        summary: 'Replaces the recovery codes (password or current code); answers the new ones, shown once',
        body: twoFactorDisableBodySchema,
        response: { 200: recoveryCodesResponseSchema },
      },
    },
    async (request) => ({
      status: true as const,
      data: await regenerateRecoveryCodes(app.db.db, userOf(request).id, request.body, metaOf(request)),
    }),
  );
};
