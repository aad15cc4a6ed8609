import multipart from '@fastify/multipart';
import { dataOf, workspaceParamsSchema } from '@osm5/shared/schemas/tenancy';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import { AppError } from '../../errors.ts';
import { actorOf, workspaceOf } from '../../plugins/tenant.ts';
import { FileStore } from '../files/file-store.ts';
import { sendImage } from '../files/send-image.ts';
import { QR_LOGO_MAX_BYTES, readQrLogo, sweepUnusedQrLogos, uploadQrLogo } from './qr-logos.service.ts';

/** How often logos no link uses are looked for (and once, a minute after start). */
const SWEEP_EVERY_MS = 60 * 60 * 1000;
const FIRST_SWEEP_AFTER_MS = 60 * 1000;

/** Logos of the QR designer (/d/sbox/{sBoxID}/surl/{linkId}/qr), referenced by a link's `qrStyle.logoFileId`. */
export const qrLogosRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const store = new FileStore(config.dataDir);
  const sweep = () => {
    sweepUnusedQrLogos(app.db.db, store).then(
      (removed) => {
        if (removed > 0) app.log.info({ removed }, 'unused QR logos removed');
      },
      (error: unknown) => app.log.warn({ err: error }, 'QR logo sweep failed; trying again later'),
    );
  };
  const first = setTimeout(sweep, FIRST_SWEEP_AFTER_MS).unref();
  const every = setInterval(sweep, SWEEP_EVERY_MS).unref();
  app.addHook('onClose', async () => {
    clearTimeout(first);
    clearInterval(every);
  });
  await app.register(multipart, { limits: { fileSize: QR_LOGO_MAX_BYTES + 1, files: 1, fields: 0 } });
  const tags = ['links'];
  const base = '/api/orgs/:orgId/workspaces/:workspaceId/qr-logos';

  app.post(
    base,
    {
      config: { privilege: 'links:write' },
      schema: {
        tags,
        summary: 'Upload a QR logo (multipart field `logo`: PNG, JPEG, SVG or WebP, at most 512 KB)',
        params: workspaceParamsSchema,
        consumes: ['multipart/form-data'],
        response: { 200: dataOf(z.object({ fileId: z.uuid(), mimeType: z.string() })) },
      },
    },
    async (request) => {
      const file = request.isMultipart() ? await request.file() : undefined;
      if (!file) throw new AppError('VALIDATION_ERROR', { field: 'logo', message: 'validation.qr_logo_type' });
      const bytes = await file.toBuffer().catch((error: unknown) => {
        // over the size limit: the same message as a wrong type
        throw new AppError('VALIDATION_ERROR', { field: 'logo', message: 'validation.qr_logo_type', cause: error });
      });
      return {
        status: true as const,
        data: await uploadQrLogo(app.db.db, store, workspaceOf(request), actorOf(request), bytes),
      };
    },
  );

  app.get(
    `${base}/:fileId`,
    {
      config: { privilege: 'links:read' },
      schema: { tags, summary: 'A QR logo image', params: workspaceParamsSchema.extend({ fileId: z.uuid() }) },
    },
    async (request, reply) => {
      const logo = await readQrLogo(app.db.db, store, workspaceOf(request), request.params.fileId);
      return sendImage(reply, logo, 'private, max-age=86400');
    },
  );
};
