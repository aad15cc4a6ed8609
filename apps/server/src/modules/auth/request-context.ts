import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import type { AuthContext, RequestMeta } from './auth-context.ts';

/** The services' view of the app, built once per route plugin. */
export const authContextOf = (app: FastifyInstance, config: Config): AuthContext => ({
  db: app.db.db,
  mailer: app.mailer,
  publicUrl: config.publicUrl,
  log: app.log,
  rateLimit: app.rateLimit,
  defaultPlan: config.defaultPlan,
});

export const metaOf = (request: FastifyRequest): RequestMeta => ({
  ip: request.ip ?? null,
  userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
});
