import { forgotPasswordBodySchema, okResponseSchema, resetPasswordBodySchema } from '@osm5/shared/schemas/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import { passwordResetsPerIp } from './auth-rate-limits.ts';
import { requestPasswordReset, resetPassword } from './password-reset.service.ts';
import { authContextOf, metaOf } from './request-context.ts';

const tags = ['auth'];

/** Forgotten password: request a link, then set a new password with it. */
export const passwordResetRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const ctx = authContextOf(app, config);

  app.post(
    '/api/auth/forgot-password',
    {
      schema: {
        tags,
        summary: 'Mails a reset link when the address has an account; always answers 200',
        body: forgotPasswordBodySchema,
        response: { 200: okResponseSchema },
      },
    },
    async (request, reply) => {
      await app.rateLimit.consume(reply, passwordResetsPerIp, request.ip);
      await requestPasswordReset(ctx, request.body.email, metaOf(request));
      return { status: true as const };
    },
  );

  app.post(
    '/api/auth/reset-password',
    {
      schema: {
        tags,
        summary: 'Sets a new password from a reset link and ends every session of the account',
        body: resetPasswordBodySchema,
        response: { 200: okResponseSchema },
      },
    },
    async (request, reply) => {
      await app.rateLimit.consume(reply, passwordResetsPerIp, request.ip);
      await resetPassword(ctx, request.body, metaOf(request));
      return { status: true as const };
    },
  );
};
