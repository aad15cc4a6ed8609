import {
  invoiceListQuerySchema,
  invoiceSchema,
  invoiceSummarySchema,
  paymentSchema,
} from '@osm5/shared/schemas/billing';
import { invoicePdfQuerySchema } from '@osm5/shared/schemas/invoice-pdf';
import { dataOf, orgParamsSchema, pageOf, pageQuerySchema } from '@osm5/shared/schemas/tenancy';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import { apiLanguageOf } from '../../lib/error-texts.ts';
import { actorOf, tenantOf } from '../../plugins/tenant.ts';
import { FileStore } from '../files/file-store.ts';
import { type BillingDeps, renewIfDue } from './billing.service.ts';
import { invoicePdf } from './invoice-pdf.ts';
import { getInvoice, logoForPdf, markPaid, pageInvoices, pagePayments } from './invoices.service.ts';

/** settings: invoices (list, printable page, PDF, mark paid) and payment_history. */
export const invoicesRoutes: FastifyPluginAsyncZod<{ config: Config; deps: BillingDeps }> = async (
  app,
  { config, deps },
) => {
  const store = new FileStore(config.dataDir);
  const tags = ['billing'];
  const base = '/api/orgs/:orgId/billing';
  const params = orgParamsSchema;
  const invoiceParams = params.extend({ invoiceId: z.uuid() });
  const read = { privilege: 'billing:read' as const, privilegeScope: 'org' as const };
  const manage = { privilege: 'billing:manage' as const, privilegeScope: 'org' as const };

  app.get(
    `${base}/invoices`,
    {
      config: read,
      schema: {
        tags,
        summary: 'Invoices, newest first',
        params,
        querystring: invoiceListQuerySchema,
        response: { 200: pageOf(invoiceSummarySchema) },
      },
    },
    async (request) => {
      const { orgId } = tenantOf(request);
      await renewIfDue(deps, orgId);
      return { status: true as const, data: await pageInvoices(deps.db, orgId, request.query) };
    },
  );

  app.get(
    `${base}/invoices/:invoiceId`,
    {
      config: read,
      schema: {
        tags,
        summary: 'An invoice with its lines and the organisation’s company profile',
        params: invoiceParams,
        response: { 200: dataOf(invoiceSchema) },
      },
    },
    async (request) => ({
      status: true as const,
      data: await getInvoice(deps.db, tenantOf(request).orgId, request.params.invoiceId),
    }),
  );

  app.get(
    `${base}/invoices/:invoiceId/pdf`,
    {
      config: read,
      schema: {
        tags,
        summary: 'The invoice as a PDF (A4)',
        description:
          'In the language `lang` (en, fr, ar, zh), else the one Accept-Language names, else English; every character prints (Arabic right to left).',
        params: invoiceParams,
        querystring: invoicePdfQuerySchema,
      },
    },
    async (request, reply) => {
      const { orgId } = tenantOf(request);
      const invoice = await getInvoice(deps.db, orgId, request.params.invoiceId);
      const lang = request.query.lang ?? apiLanguageOf(request.headers['accept-language']);
      const pdf = await invoicePdf(invoice, await logoForPdf(deps.db, store, orgId), lang);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="invoice-${invoice.number}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(pdf));
    },
  );

  app.post(
    `${base}/invoices/:invoiceId/pay`,
    {
      config: manage,
      schema: {
        tags,
        summary: 'Record that an open invoice was paid (manual provider)',
        params: invoiceParams,
        response: { 200: dataOf(invoiceSchema) },
      },
    },
    async (request) => ({
      status: true as const,
      data: await markPaid(
        deps,
        { orgId: tenantOf(request).orgId, userId: actorOf(request).userId },
        request.params.invoiceId,
      ),
    }),
  );

  app.get(
    `${base}/payments`,
    {
      config: read,
      schema: {
        tags,
        summary: 'Payments received, newest first',
        params,
        querystring: pageQuerySchema,
        response: { 200: pageOf(paymentSchema) },
      },
    },
    async (request) => ({
      status: true as const,
      data: await pagePayments(deps.db, tenantOf(request).orgId, request.query),
    }),
  );
};
