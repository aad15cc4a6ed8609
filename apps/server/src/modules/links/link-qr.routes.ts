import { workspaceParamsSchema } from '@osm5/shared/schemas/tenancy';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import QRCode from 'qrcode';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import { signedInUser, workspaceOf } from '../../plugins/tenant.ts';
import { getLink } from './links.service.ts';

const qrQuerySchema = z.object({
  format: z.enum(['svg', 'png']).default('svg'),
  /** pixels; the link's QR size, else 512 */
  size: z.coerce.number().int().min(128).max(2048).optional(),
});

/**
 * A link's QR code for the public API (Dub's `/qr`): the short URL in the
 * link's colours, error correction, margin and size, as SVG or PNG. Square
 * modules: the app's QR page draws the styled dots, corners and logo.
 */
export const linkQrRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  app.get(
    '/api/orgs/:orgId/workspaces/:workspaceId/links/:linkId/qr',
    {
      config: { privilege: 'links:read' },
      schema: {
        tags: ['links'],
        summary: "The link's QR code (SVG or PNG) in its colours",
        params: workspaceParamsSchema.extend({ linkId: z.uuid() }),
        querystring: qrQuerySchema,
      },
    },
    async (request, reply) => {
      const deps = {
        db: app.db.db,
        config,
        linkChanges: app.linkChanges,
        events: app.events,
        logger: app.log,
        server: app.server,
      };
      const link = await getLink(deps, workspaceOf(request), signedInUser(request).id, request.params.linkId);
      const style = link.qrStyle ?? {};
      const options = {
        errorCorrectionLevel: style.errorCorrection ?? 'M',
        margin: style.margin ?? 2,
        width: request.query.size ?? style.size ?? 512,
        color: { dark: style.foreground ?? '#000000', light: style.background ?? '#ffffff' },
      };
      const name = `qr-${link.slug}`;
      if (request.query.format === 'png') {
        const png = await QRCode.toBuffer(link.shortUrl, { ...options, type: 'png' });
        return reply.type('image/png').header('content-disposition', `inline; filename="${name}.png"`).send(png);
      }
      const svg = await QRCode.toString(link.shortUrl, { ...options, type: 'svg' });
      return reply.type('image/svg+xml').header('content-disposition', `inline; filename="${name}.svg"`).send(svg);
    },
  );
};
