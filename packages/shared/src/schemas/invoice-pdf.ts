import { z } from 'zod';
import { locales } from './profile.ts';

/**
 * GET …/billing/invoices/:invoiceId/pdf: the PDF's language, the one the app
 * is shown in (a download link cannot set Accept-Language); without it, the
 * request's Accept-Language, else English.
 */
export const invoicePdfQuerySchema = z.object({ lang: z.enum(locales).optional() });
export type InvoicePdfQuery = z.infer<typeof invoicePdfQuerySchema>;
