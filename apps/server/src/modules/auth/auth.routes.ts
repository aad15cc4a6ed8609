import {
  loginBodySchema,
  loginResponseSchema,
  meResponseSchema,
  okResponseSchema,
  registerBodySchema,
  registerResponseSchema,
  resendStatusQuerySchema,
  resendVerificationBodySchema,
  resendVerificationResponseSchema,
  verifyEmailBodySchema,
} from '@osm5/shared/schemas/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import { AppError, isAppError } from '../../errors.ts';
import { hashToken, looksLikeToken } from '../../lib/tokens.ts';
import { requireUser, userOf } from '../../plugins/session.ts';
import {
  emailTokensPerIp,
  signUpsPerIp,
  verificationResendsPerAccount,
  verificationResendsPerIp,
} from './auth-rate-limits.ts';
import { register, resendVerification, verifyEmail } from './register.service.ts';
import { authContextOf, metaOf } from './request-context.ts';
import { SESSION_COOKIE } from './session-cookie.ts';
import { signIn, signOut } from './sign-in.service.ts';
import { createSignInThrottle } from './sign-in-throttle.ts';
import { toUserInfo } from './user-info.ts';
import { findUserById } from './users.repository.ts';

const tags = ['auth'];

/** Sign-up, e-mail verification, sign-in, sign-out and the signed-in user. */
export const authRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const ctx = authContextOf(app, config);
  const signInAttempt = await createSignInThrottle(app);

  app.post(
    '/api/auth/register',
    {
      schema: {
        tags,
        summary:
          'Creates an unverified account and mails the verification link (a known address: the same answer, and a mail to its owner)',
        body: registerBodySchema,
        response: { 201: registerResponseSchema },
      },
    },
    async (request, reply) => {
      await app.rateLimit.consume(reply, signUpsPerIp, request.ip);
      const data = await register(ctx, request.body, metaOf(request));
      return reply.status(201).send({ status: true, data });
    },
  );

  app.post(
    '/api/auth/verify-email',
    {
      schema: {
        tags,
        summary: 'Marks the account of a verification link as verified',
        body: verifyEmailBodySchema,
        response: { 200: registerResponseSchema },
      },
    },
    async (request, reply) => {
      await app.rateLimit.consume(reply, emailTokensPerIp, request.ip);
      return { status: true as const, data: await verifyEmail(ctx, request.body.token, metaOf(request)) };
    },
  );

  app.get(
    '/api/auth/resend-verification',
    {
      schema: {
        tags,
        summary: 'How many verification e-mails may still be sent in this 24-hour window',
        querystring: resendStatusQuerySchema,
        response: { 200: resendVerificationResponseSchema },
      },
    },
    async (request) => {
      const { email } = request.query;
      const state = await app.rateLimit.check(verificationResendsPerAccount, email);
      return {
        status: true as const,
        data: { email, remaining: state.remaining, limit: verificationResendsPerAccount.max },
      };
    },
  );

  app.post(
    '/api/auth/resend-verification',
    {
      schema: {
        tags,
        summary: 'Mails a new verification link (5 per 24 hours); unknown e-mails answer alike',
        body: resendVerificationBodySchema,
        response: { 200: resendVerificationResponseSchema },
      },
    },
    async (request, reply) => {
      const { email } = request.body;
      await app.rateLimit.consume(reply, verificationResendsPerIp, request.ip);
      const state = await app.rateLimit.hit(verificationResendsPerAccount, email);
      if (state.count > verificationResendsPerAccount.max) app.rateLimit.reject(reply, state, 'RESEND_LIMIT_REACHED');
      await resendVerification(ctx, email);
      return {
        status: true as const,
        data: { email, remaining: state.remaining, limit: verificationResendsPerAccount.max },
      };
    },
  );

  app.post(
    '/api/auth/login',
    {
      schema: {
        tags,
        summary: 'Signs in: sets the osm5_session cookie',
        body: loginBodySchema,
        response: { 200: loginResponseSchema },
      },
    },
    async (request, reply) => {
      const attempt = await signInAttempt(request, reply, request.body.email);

      const cookie = request.cookies[SESSION_COOKIE];
      const previousSessionId = looksLikeToken(cookie) ? hashToken(cookie) : null;
      const signed = await signIn(ctx, request.body, { ...metaOf(request), previousSessionId }).catch(
        async (error: unknown) => {
          if (isAppError(error) && error.code === 'INVALID_CREDENTIALS') await attempt.failed();
          throw error;
        },
      );
      await attempt.succeeded(reply);
      app.sessionCookie.set(reply, signed.token, signed.cookieExpiresAt);
      return {
        status: true as const,
        data: {
          token: { expiresAt: signed.cookieExpiresAt?.toISOString() ?? null },
          userInfo: toUserInfo(signed.user),
        },
      };
    },
  );

  app.post(
    '/api/auth/logout',
    { schema: { tags, summary: 'Ends the session and clears its cookie', response: { 200: okResponseSchema } } },
    async (request, reply) => {
      await signOut(ctx, request.user, request.sessionId, metaOf(request));
      app.sessionCookie.clear(reply);
      return { status: true as const };
    },
  );

  app.get(
    '/api/auth/me',
    {
      onRequest: requireUser,
      schema: { tags, summary: 'The signed-in user', response: { 200: meResponseSchema } },
    },
    async (request) => {
      const user = await findUserById(app.db.db, userOf(request).id);
      if (!user) throw new AppError('INVALID_TOKEN');
      return { status: true as const, data: { userInfo: toUserInfo(user) } };
    },
  );
};
