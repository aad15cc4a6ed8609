import multipart from '@fastify/multipart';
import {
  FEEDBACK_ATTACHMENT_MAX_BYTES,
  feedbackAttachmentParamsSchema,
  feedbackCreateSchema,
  feedbackListQuerySchema,
  feedbackParamsSchema,
  feedbackReplyBodySchema,
  feedbackRoleSchema,
  feedbackSchema,
  feedbackStatusBodySchema,
  feedbackSummarySchema,
} from '@osm5/shared/schemas/feedback';
import { dataOf, pageOf } from '@osm5/shared/schemas/tenancy';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import { AppError } from '../../errors.ts';
import { signedInUser } from '../../plugins/tenant.ts';
import { FileStore } from '../files/file-store.ts';
import {
  addFeedbackAttachment,
  changeFeedbackStatus,
  createFeedback,
  type FeedbackDeps,
  type FeedbackViewer,
  getFeedback,
  isOperator,
  listFeedbackPage,
  readFeedbackAttachment,
  replyToFeedback,
} from './feedback.service.ts';

/** Reports and replies a person may send: enough for a bad day, too few to flood the operators. */
const reportsPerUser = { name: 'feedback-reports', max: 10, windowMs: 60 * 60_000 };
const repliesPerUser = { name: 'feedback-replies', max: 30, windowMs: 60 * 60_000 };
const uploadsPerUser = { name: 'feedback-uploads', max: 20, windowMs: 60 * 60_000 };

/**
 * /settings/report_bug and /settings/suggest: a signed-in person's own reports
 * (`/api/me/feedback`) and, for the instance's operators, every report
 * (`/api/operator/feedback`). Reports belong to people, not organisations.
 */
export const feedbackRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const tags = ['feedback'];
  const deps = (): FeedbackDeps => ({
    db: app.db.db,
    mailer: app.mailer,
    files: new FileStore(config.dataDir),
    publicUrl: config.publicUrl,
    operatorEmails: config.operatorEmails,
  });
  const viewerOf = async (request: FastifyRequest): Promise<FeedbackViewer> => {
    const userId = signedInUser(request).id;
    return { userId, operator: await isOperator(deps(), userId) };
  };
  const one = { 200: dataOf(feedbackSchema) };
  const base = '/api/me/feedback';
  const item = `${base}/:feedbackId`;

  await app.register(multipart, {
    limits: { fileSize: FEEDBACK_ATTACHMENT_MAX_BYTES + 1, files: 1, fields: 0 },
  });

  app.get(
    `${base}/role`,
    {
      schema: {
        tags,
        summary: 'Whether I run this instance (I see and answer every report)',
        response: { 200: dataOf(feedbackRoleSchema) },
      },
    },
    async (request) => ({ status: true as const, data: { operator: (await viewerOf(request)).operator } }),
  );

  app.get(
    base,
    {
      schema: {
        tags,
        summary: 'My bug reports and suggestions, newest first',
        querystring: feedbackListQuerySchema,
        response: { 200: pageOf(feedbackSummarySchema) },
      },
    },
    async (request) => ({
      status: true as const,
      data: await listFeedbackPage(deps(), await viewerOf(request), request.query, false),
    }),
  );

  app.post(
    base,
    {
      schema: {
        tags,
        summary: 'Report a bug or suggest something; the operators are mailed',
        body: feedbackCreateSchema,
        response: one,
      },
    },
    async (request, reply) => {
      const userId = signedInUser(request).id;
      await app.rateLimit.consume(reply, reportsPerUser, userId);
      return {
        status: true as const,
        data: await createFeedback(deps(), userId, request.body, request.headers['user-agent']),
      };
    },
  );

  app.get(
    item,
    {
      schema: {
        tags,
        summary: 'A report with its thread and attachments',
        params: feedbackParamsSchema,
        response: one,
      },
    },
    async (request) => ({
      status: true as const,
      data: await getFeedback(deps(), await viewerOf(request), request.params.feedbackId),
    }),
  );

  app.post(
    `${item}/replies`,
    {
      schema: {
        tags,
        summary: "Answer a report (operators) or follow up on one's own",
        params: feedbackParamsSchema,
        body: feedbackReplyBodySchema,
        response: one,
      },
    },
    async (request, reply) => {
      const viewer = await viewerOf(request);
      await app.rateLimit.consume(reply, repliesPerUser, viewer.userId);
      return {
        status: true as const,
        data: await replyToFeedback(deps(), viewer, request.params.feedbackId, request.body.body),
      };
    },
  );

  app.post(
    `${item}/attachments`,
    {
      schema: {
        tags,
        summary:
          'Attach a file to my report (multipart field `file`: PNG, JPEG, WebP, GIF or text, at most 2 MB, three per report)',
        params: feedbackParamsSchema,
        consumes: ['multipart/form-data'],
        response: one,
      },
    },
    async (request, reply) => {
      const viewer = await viewerOf(request);
      await app.rateLimit.consume(reply, uploadsPerUser, viewer.userId);
      const file = request.isMultipart() ? await request.file() : undefined;
      if (file?.fieldname !== 'file') {
        throw new AppError('VALIDATION_ERROR', { field: 'file', message: 'validation.feedback_attachment_type' });
      }
      const bytes = await file.toBuffer().catch((error: unknown) => {
        throw new AppError('VALIDATION_ERROR', {
          field: 'file',
          message: 'validation.feedback_attachment_size',
          cause: error,
        });
      });
      return {
        status: true as const,
        data: await addFeedbackAttachment(deps(), viewer, request.params.feedbackId, {
          fileName: file.filename,
          bytes,
        }),
      };
    },
  );

  app.get(
    `${item}/attachments/:attachmentId`,
    { schema: { tags, summary: 'Download an attachment of a report', params: feedbackAttachmentParamsSchema } },
    async (request, reply) => {
      const file = await readFeedbackAttachment(
        deps(),
        await viewerOf(request),
        request.params.feedbackId,
        request.params.attachmentId,
      );
      return reply
        .header('content-type', file.contentType === 'text/plain' ? 'text/plain; charset=utf-8' : file.contentType)
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', 'private, no-store')
        .send(file.bytes);
    },
  );

  app.get(
    '/api/operator/feedback',
    {
      schema: {
        tags,
        summary: 'Every report on this instance (operators only), newest first, with who sent it',
        querystring: feedbackListQuerySchema,
        response: { 200: pageOf(feedbackSummarySchema) },
      },
    },
    async (request) => ({
      status: true as const,
      data: await listFeedbackPage(deps(), await viewerOf(request), request.query, true),
    }),
  );

  app.put(
    '/api/operator/feedback/:feedbackId/status',
    {
      schema: {
        tags,
        summary: 'Move a report to open, in progress, done or declined (operators only); the reporter is mailed',
        params: feedbackParamsSchema,
        body: feedbackStatusBodySchema,
        response: one,
      },
    },
    async (request) => ({
      status: true as const,
      data: await changeFeedbackStatus(deps(), await viewerOf(request), request.params.feedbackId, request.body.status),
    }),
  );
};
