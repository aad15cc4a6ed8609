import fp from 'fastify-plugin';
import { commonSecurityHeaders, HSTS, webAppCsp } from '../lib/content-security-policy.ts';

/**
 * Security headers on every answer Fastify sends: nosniff, the referrer and
 * permissions policies, HSTS when the request came over HTTPS (the proxy's
 * X-Forwarded-Proto counts only from a trusted proxy, as `request.protocol`
 * reads it), and on an HTML answer that set no policy of its own, the web
 * app's Content-Security-Policy. Pages with their own policy (redirect pages,
 * profile pages, the API docs) set it before this hook runs.
 */
export const securityHeadersPlugin = fp(
  async (app) => {
    app.addHook('onSend', async (request, reply, payload) => {
      // a redirect has no body to sniff, and its Referrer-Policy would change what the destination receives
      const redirect = reply.statusCode >= 300 && reply.statusCode < 400;
      for (const [name, value] of Object.entries(commonSecurityHeaders)) {
        if (!redirect && !reply.hasHeader(name)) reply.header(name, value);
      }
      if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
      const type = reply.getHeader('content-type');
      if (typeof type === 'string' && type.startsWith('text/html') && !reply.hasHeader('content-security-policy')) {
        reply.header('content-security-policy', webAppCsp);
      }
      return payload;
    });
  },
  { name: 'security-headers' },
);
