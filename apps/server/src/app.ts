import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { pino } from 'pino';
import type { Config } from './config.ts';
import { logError } from './lib/log-errors.ts';
import { mailerPlugin } from './mail/mailer.plugin.ts';
import { adCostsRoutes } from './modules/ad-costs/ad-costs.routes.ts';
import { aiRoutes } from './modules/ai/ai.routes.ts';
import { analyticsDashboardRoutes } from './modules/analytics-dashboard/dashboard.routes.ts';
import { analyticsGoalsRoutes } from './modules/analytics-goals/analytics-goals.routes.ts';
import { analyticsSitesRoutes } from './modules/analytics-sites/analytics-sites.routes.ts';
import { apiKeysRoutes } from './modules/api-keys/api-keys.routes.ts';
import { auditRoutes } from './modules/audit/audit.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { passwordResetRoutes } from './modules/auth/password-reset.routes.ts';
import { billingRoutes } from './modules/billing/billing.routes.ts';
import { contactsRoutes } from './modules/contacts/contacts.routes.ts';
import { eventDeletionsPlugin } from './modules/event-deletions/event-deletions.plugin.ts';
import { feedbackRoutes } from './modules/feedback/feedback.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { ingestionPlugin } from './modules/ingestion/ingestion.plugin.ts';
import { ingestionRoutes } from './modules/ingestion/ingestion.routes.ts';
import { invitationsRoutes } from './modules/invitations/invitations.routes.ts';
import { linkDomainsRoutes } from './modules/link-domains/link-domains.routes.ts';
import { linkImportRoutes } from './modules/link-import/link-import.routes.ts';
import { linkQrRoutes } from './modules/links/link-qr.routes.ts';
import { linksRoutes } from './modules/links/links.routes.ts';
import { membersRoutes } from './modules/members/members.routes.ts';
import { workspaceMembersRoutes } from './modules/members/workspace-members.routes.ts';
import { companyProfileRoutes } from './modules/organizations/company-profile.routes.ts';
import { organizationsRoutes } from './modules/organizations/organizations.routes.ts';
import { profileRoutes } from './modules/profile/profile.routes.ts';
import { profilePublicRoutes } from './modules/profile-pages/profile-page.public.ts';
import { profilePagesRoutes } from './modules/profile-pages/profile-pages.routes.ts';
import { qrLogosRoutes } from './modules/qr-logos/qr-logos.routes.ts';
import { redirectPlugin } from './modules/redirect/redirect.routes.ts';
import { reportsRoutes } from './modules/reports/reports.routes.ts';
import { retentionPlugin } from './modules/retention/retention.plugin.ts';
import { rolesRoutes } from './modules/roles/roles.routes.ts';
import { securityRoutes } from './modules/security/security.routes.ts';
import { twoFactorRoutes } from './modules/security/two-factor.routes.ts';
import { teamsRoutes } from './modules/teams/teams.routes.ts';
import { trackerScriptRoutes } from './modules/tracker-script/tracker-script.routes.ts';
import { uptimePlugin } from './modules/uptime/uptime.plugin.ts';
import { usagePlugin } from './modules/usage/usage.plugin.ts';
import { usageRoutes } from './modules/usage/usage.routes.ts';
import { utmTemplatesRoutes } from './modules/utm-templates/utm-templates.routes.ts';
import { webhooksPlugin } from './modules/webhooks/webhooks.plugin.ts';
import { webhooksRoutes } from './modules/webhooks/webhooks.routes.ts';
import { workspaceActivityRoutes } from './modules/workspaces/workspace-activity.routes.ts';
import { workspacesRoutes } from './modules/workspaces/workspaces.routes.ts';
import { apiKeyPlugin } from './plugins/api-key.ts';
import { bodyLimitPlugin } from './plugins/body-limit.ts';
import { cachePlugin } from './plugins/cache.ts';
import { cookiesPlugin } from './plugins/cookies.ts';
import { csrfPlugin } from './plugins/csrf.ts';
import { databasePlugin } from './plugins/database.ts';
import { errorHandler, requestErrorBody } from './plugins/error-handler.ts';
import { eventStorePlugin } from './plugins/event-store.ts';
import { gracefulClosePlugin } from './plugins/graceful-close.ts';
import { linkChangesPlugin } from './plugins/link-changes.ts';
import { metricsPlugin } from './plugins/metrics.ts';
import { openApiPlugin } from './plugins/openapi.ts';
import { permissionsPlugin } from './plugins/permissions.ts';
import { rateLimitPlugin } from './plugins/rate-limit.ts';
import { readReplicasPlugin } from './plugins/read-replicas.ts';
import { requestIdGenerator, requestIdPlugin } from './plugins/request-id.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { sessionPlugin } from './plugins/session.ts';
import { tenantPlugin } from './plugins/tenant.ts';
import { webAppPlugin } from './plugins/web-app.ts';

export interface BuildAppOptions {
  /** the process logger; a plain pino at config.logLevel when omitted */
  logger?: FastifyBaseLogger;
  /**
   * Extra route plugins registered after the product's own modules, inside the
   * same error handling and OpenAPI document. Tests use it for probe routes.
   */
  routes?: FastifyPluginAsync[];
}

const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
const lastSegmentHasExtension = (url: string) => /\.[^/]*$/.test(url.split('?')[0] ?? '');

/**
 * Composes the server: back ends first (so every module can rely on them),
 * then OpenAPI (so it sees every route), then the modules, then the web app.
 * Resolves once every plugin is loaded; the caller listens (or injects).
 */
export async function buildApp(config: Config, opts: BuildAppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: opts.logger ?? pino({ level: config.logLevel, serializers: { err: logError } }),
    trustProxy: config.trustedProxies.length > 0 ? config.trustedProxies : false,
    // X-Request-Id from a trusted proxy, else a uuid; echoed in every answer (request-id.ts)
    genReqId: requestIdGenerator(config.trustedProxies),
    requestIdHeader: false,
    // while draining, requests on open connections are still served (with `Connection: close`), not refused
    return503OnClosing: false,
    // answers in flight finish on close, idle keep-alive sockets do not hold it open
    forceCloseConnections: 'idle',
    // a start after a crash replays the click spool into the event store first (clicks are never dropped), which
    // can outlast Fastify's 10 s default on a busy ClickHouse
    pluginTimeout: 5 * 60_000,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Set on the root before any route, so that every encapsulated plugin inherits them.
  app.setErrorHandler(errorHandler);
  app.setNotFoundHandler((request, reply) => {
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url);
    // A missing /static/js/x.js must stay a 404, or the browser would parse index.html as a chunk.
    if (isPage && !lastSegmentHasExtension(request.url)) return app.sendWebApp(reply);
    return reply
      .status(404)
      .send(requestErrorBody(request, 'NOT_FOUND', `${request.method} ${request.url.split('?')[0]} does not exist.`));
  });

  try {
    await app.register(gracefulClosePlugin);
    await app.register(requestIdPlugin);
    await app.register(bodyLimitPlugin);
    await app.register(securityHeadersPlugin);
    await app.register(databasePlugin, { config });
    await app.register(cachePlugin, { config });
    await app.register(eventStorePlugin, { config });
    await app.register(metricsPlugin, { config });
    await app.register(linkChangesPlugin);
    await app.register(eventDeletionsPlugin);
    await app.register(cookiesPlugin);
    await app.register(openApiPlugin);
    await app.register(csrfPlugin, { config });
    await app.register(sessionPlugin, { config });
    await app.register(rateLimitPlugin);
    await app.register(mailerPlugin, { config });
    await app.register(uptimePlugin, { config });
    await app.register(webhooksPlugin, { config });
    await app.register(usagePlugin, { config });
    await app.register(retentionPlugin);
    await app.register(tenantPlugin);
    await app.register(apiKeyPlugin);
    await app.register(permissionsPlugin);
    await app.register(readReplicasPlugin, { config });

    await app.register(healthRoutes, { config });
    await app.register(authRoutes, { config });
    await app.register(passwordResetRoutes, { config });
    await app.register(securityRoutes, { config });
    await app.register(twoFactorRoutes, { config });
    await app.register(organizationsRoutes, { config });
    await app.register(companyProfileRoutes, { config });
    await app.register(workspacesRoutes);
    await app.register(workspaceActivityRoutes);
    await app.register(workspaceMembersRoutes);
    await app.register(membersRoutes);
    await app.register(invitationsRoutes, { config });
    await app.register(teamsRoutes);
    await app.register(rolesRoutes);
    await app.register(auditRoutes);
    await app.register(apiKeysRoutes);
    await app.register(billingRoutes, { config });
    await app.register(webhooksRoutes);
    await app.register(usageRoutes);
    await app.register(profileRoutes);
    await app.register(feedbackRoutes, { config });
    await app.register(contactsRoutes);
    await app.register(linkDomainsRoutes, { config });
    await app.register(linksRoutes, { config });
    await app.register(linkQrRoutes, { config });
    await app.register(linkImportRoutes, { config });
    await app.register(utmTemplatesRoutes);
    await app.register(profilePagesRoutes, { config });
    await app.register(profilePublicRoutes, { config });
    await app.register(qrLogosRoutes, { config });
    await app.register(analyticsSitesRoutes);
    await app.register(reportsRoutes);
    await app.register(analyticsDashboardRoutes);
    await app.register(analyticsGoalsRoutes);
    await app.register(adCostsRoutes);
    await app.register(aiRoutes, { config });
    await app.register(trackerScriptRoutes);
    await app.register(ingestionPlugin);
    await app.register(ingestionRoutes);
    for (const routes of opts.routes ?? []) await app.register(routes);
    // after every route of the API, before the web app: short links answer where the web app would
    await app.register(redirectPlugin, { config });

    await app.register(webAppPlugin, { config });
    await app.ready();
  } catch (error) {
    // release whatever opened before the failure (a PGlite, a Redis socket) so the caller can exit or retry
    await app.close().catch(() => {});
    throw error;
  }
  return app;
}
