import type { Invoice } from '@osm5/shared/schemas/billing';
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';

/**
 * The invoice as a PDF (A4), made on the server with pdf-lib: the seller, the
 * organisation's company profile and logo (PNG or JPEG), the lines, subtotal,
 * tax and total. The standard Helvetica font covers Latin-1 (WinAnsi); other
 * characters print as "?" in the body, while the document's title and author
 * keep the organisation's name whole (PDF metadata is Unicode).
 */

const itemNames: Record<string, string> = {
  free: 'Free plan',
  pro: 'Pro plan',
  business: 'Business plan',
  enterprise: 'Enterprise plan',
  extra_events: 'Extra events (100,000 / month)',
  extra_members: 'Extra members (5)',
  ai_pro: 'OSM5GPT Pro',
  extra_custom_domains: 'Extra custom domains (3)',
};

const kindNames: Record<string, string> = {
  plan: '',
  addon: '',
  proration_credit: 'Unused time on ',
  proration_charge: 'Remaining time on ',
};

export const money = (minor: number, currency: string) =>
  new Intl.NumberFormat('en', { style: 'currency', currency }).format(minor / 100);

const day = (iso: string) => iso.slice(0, 10);

/** Keeps what the font can draw, "?" for the rest. */
function printable(font: PDFFont, text: string): string {
  const known = new Set(font.getCharacterSet());
  return [...text].map((c) => (known.has(c.codePointAt(0) ?? 0) ? c : '?')).join('');
}

export async function invoicePdf(
  invoice: Invoice,
  logo: { bytes: Buffer; type: 'png' | 'jpg' } | null,
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const title = `Invoice ${invoice.number} - ${invoice.customer.name}`;
  doc.setTitle(title);
  doc.setAuthor(invoice.seller.name);
  doc.setSubject(invoice.customer.name);
  doc.setCreationDate(new Date(invoice.issuedAt));
  const page = doc.addPage([595.28, 841.89]);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const grey = rgb(0.35, 0.35, 0.4);
  const text = (
    p: PDFPage,
    s: string,
    x: number,
    y: number,
    opts: { size?: number; font?: PDFFont; right?: boolean } = {},
  ) => {
    const font = opts.font ?? regular;
    const size = opts.size ?? 10;
    const safe = printable(font, s);
    const at = opts.right ? x - font.widthOfTextAtSize(safe, size) : x;
    p.drawText(safe, { x: at, y, size, font, color: opts.font === bold ? rgb(0, 0, 0) : grey });
  };

  let y = 790;
  if (logo) {
    try {
      const image = logo.type === 'png' ? await doc.embedPng(logo.bytes) : await doc.embedJpg(logo.bytes);
      const scaled = image.scaleToFit(120, 48);
      page.drawImage(image, { x: 50, y: y - scaled.height + 12, width: scaled.width, height: scaled.height });
    } catch {
      // a logo the PDF cannot read is left out, never a failed invoice
    }
  }
  text(page, 'INVOICE', 545, y, { size: 20, font: bold, right: true });
  y -= 22;
  text(page, `No. ${invoice.number}`, 545, y, { right: true });
  text(page, `Issued ${day(invoice.issuedAt)}  -  Due ${day(invoice.dueAt)}`, 545, y - 14, { right: true });
  text(
    page,
    `Status: ${invoice.status.toUpperCase()}${invoice.paidAt ? ` (paid ${day(invoice.paidAt)})` : ''}`,
    545,
    y - 28,
    {
      right: true,
    },
  );

  y -= 70;
  text(page, 'From', 50, y, { font: bold });
  text(page, 'Bill to', 300, y, { font: bold });
  y -= 16;
  text(page, invoice.seller.name, 50, y);
  const c = invoice.customer;
  const billTo = [c.name, c.legalName, c.address, c.country, c.vatNumber ? `VAT ${c.vatNumber}` : null, c.email];
  let by = y;
  for (const line of billTo.filter((l): l is string => !!l)) {
    for (const part of line.split('\n')) {
      text(page, part, 300, by);
      by -= 14;
    }
  }

  y = Math.min(y, by) - 30;
  text(page, `Period ${day(invoice.periodStart)} to ${day(invoice.periodEnd)}`, 50, y);
  y -= 24;
  text(page, 'Description', 50, y, { font: bold });
  text(page, 'Qty', 360, y, { font: bold, right: true });
  text(page, 'Unit', 450, y, { font: bold, right: true });
  text(page, 'Amount', 545, y, { font: bold, right: true });
  page.drawLine({ start: { x: 50, y: y - 6 }, end: { x: 545, y: y - 6 }, thickness: 0.5, color: grey });
  y -= 22;
  for (const line of invoice.lines) {
    const name = `${kindNames[line.kind] ?? ''}${itemNames[line.item] ?? line.item}`;
    text(page, name, 50, y);
    text(page, String(line.quantity), 360, y, { right: true });
    text(page, money(line.unitAmount, invoice.currency), 450, y, { right: true });
    text(page, money(line.amount, invoice.currency), 545, y, { right: true });
    y -= 16;
  }
  page.drawLine({ start: { x: 300, y: y + 4 }, end: { x: 545, y: y + 4 }, thickness: 0.5, color: grey });
  y -= 12;
  for (const [label, amount, font] of [
    ['Subtotal', invoice.subtotal, regular],
    ['Tax', invoice.tax, regular],
    ['Total', invoice.total, bold],
  ] as const) {
    text(page, label, 450, y, { right: true, font });
    text(page, money(amount, invoice.currency), 545, y, { right: true, font });
    y -= 16;
  }
  text(page, `Amounts in ${invoice.currency}. Pay by bank transfer quoting invoice ${invoice.number}.`, 50, 60);
  return doc.save({ useObjectStreams: false });
}
