import type { Invoice, InvoiceSummary, Payment } from '@osm5/shared/schemas/billing';
import { offsetOf, type Page, type PageQuery } from '@osm5/shared/schemas/tenancy';
import type { Database } from '../../db/client.ts';
import type { PaymentMethod } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { recordAudit } from '../audit/record-audit.ts';
import type { FileStore } from '../files/file-store.ts';
import { findFile } from '../files/files.repository.ts';
import { logoUrlOf } from '../organizations/tenants.service.ts';
import {
  findInvoice,
  type InvoiceRow,
  insertPayment,
  listInvoices,
  listPayments,
  markInvoicePaid,
  organizationOf,
} from './billing.repository.ts';
import type { PaymentProvider } from './payment-provider.ts';

export const SELLER_NAME = 'OSM5';

const notFound = () => new AppError('NOT_FOUND', { message: 'This invoice does not exist.' });

export const invoiceSummaryOf = (row: InvoiceRow): InvoiceSummary => ({
  id: row.id,
  number: row.number,
  status: row.status,
  reason: row.reason,
  currency: row.currency,
  total: row.total,
  issuedAt: row.issuedAt.toISOString(),
  dueAt: row.dueAt.toISOString(),
  paidAt: row.paidAt?.toISOString() ?? null,
});

export async function pageInvoices(
  db: Database,
  orgId: string,
  query: PageQuery & { status: 'all' | 'open' | 'paid' | 'void' },
): Promise<Page<InvoiceSummary>> {
  const { rows, total } = await listInvoices(db, orgId, {
    status: query.status,
    limit: query.pageSize,
    offset: offsetOf(query),
  });
  return { items: rows.map(invoiceSummaryOf), total, page: query.page, pageSize: query.pageSize };
}

/** The invoice with its lines and the organisation's company profile (another org's id: 404). */
export async function getInvoice(db: Database, orgId: string, invoiceId: string): Promise<Invoice> {
  const row = await findInvoice(db, orgId, invoiceId);
  if (!row) throw notFound();
  const org = await organizationOf(db, orgId);
  if (!org) throw notFound();
  const d = org.details;
  return {
    ...invoiceSummaryOf(row),
    lines: row.lines,
    subtotal: row.subtotal,
    tax: row.tax,
    periodStart: row.periodStart.toISOString(),
    periodEnd: row.periodEnd.toISOString(),
    seller: { name: SELLER_NAME },
    customer: {
      name: org.name,
      legalName: d.legalName || null,
      address: d.address || null,
      country: d.country || null,
      vatNumber: d.vatNumber || null,
      email: d.email || null,
      logoUrl: logoUrlOf(orgId, org.logoFileId),
    },
  };
}

/** The organisation's logo bytes when it is PNG or JPEG (what a PDF can embed). */
export async function logoForPdf(
  db: Database,
  store: FileStore,
  orgId: string,
): Promise<{ bytes: Buffer; type: 'png' | 'jpg' } | null> {
  const org = await organizationOf(db, orgId);
  if (!org?.logoFileId) return null;
  const file = await findFile(db, orgId, org.logoFileId);
  if (!file) return null;
  const type = file.mimeType === 'image/png' ? 'png' : file.mimeType === 'image/jpeg' ? 'jpg' : null;
  if (!type) return null;
  try {
    return { bytes: await store.read(file.storageKey), type };
  } catch {
    return null;
  }
}

/** Records a payment of an open invoice's total and marks it paid (false when it was not open). */
export async function recordPayment(
  deps: { db: Database },
  orgId: string,
  invoiceId: string,
  userId: string | null,
  method: PaymentMethod,
): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const row = await findInvoice(tx, orgId, invoiceId);
    if (!row) throw notFound();
    if (!(await markInvoicePaid(tx, orgId, invoiceId, new Date()))) return false;
    await insertPayment(tx, {
      orgId,
      invoiceId,
      amount: row.total,
      currency: row.currency,
      method,
      recordedBy: userId,
    });
    if (userId) {
      await recordAudit(tx, {
        orgId,
        actorId: userId,
        action: 'billing.invoice_paid',
        targetType: 'invoice',
        targetId: invoiceId,
        details: { number: row.number, amount: row.total, currency: row.currency },
      });
    }
    return true;
  });
}

/** An owner records that an open invoice was paid (manual provider only); a paid one is a CONFLICT. */
export async function markPaid(
  deps: { db: Database; provider: PaymentProvider },
  actor: { orgId: string; userId: string },
  invoiceId: string,
): Promise<Invoice> {
  if (!deps.provider.manualPayments) {
    throw new AppError('CONFLICT', { message: 'billing.errors.provider_collects' });
  }
  const done = await recordPayment(deps, actor.orgId, invoiceId, actor.userId, 'manual');
  if (!done) throw new AppError('CONFLICT', { message: 'billing.errors.invoice_not_open' });
  return getInvoice(deps.db, actor.orgId, invoiceId);
}

export async function pagePayments(db: Database, orgId: string, query: PageQuery): Promise<Page<Payment>> {
  const { rows, total } = await listPayments(db, orgId, query.pageSize, offsetOf(query));
  return {
    items: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}
