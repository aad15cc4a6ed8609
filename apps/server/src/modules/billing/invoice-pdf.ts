import type { Invoice } from '@osm5/shared/schemas/billing';
import { PDFDocument, type PDFPage, rgb } from 'pdf-lib';
import { type ApiLanguage, keyText } from '../../lib/error-texts.ts';
import { PdfText, type TextOptions } from '../../lib/pdf-text.ts';

/**
 * The invoice as a PDF (A4), made on the server with pdf-lib, in one of the
 * four languages: the seller, the organisation's company profile and logo
 * (PNG or JPEG), the lines, subtotal, tax and total. The words are the web
 * app's own (billing.json), amounts and dates are formatted as the web app
 * does, and every character prints (PdfText embeds fonts for Latin, Arabic
 * and Chinese). An Arabic invoice is laid out mirrored, right to left.
 */

const WIDTH = 595.28;
const grey = rgb(0.35, 0.35, 0.4);
const black = rgb(0, 0, 0);

export const money = (minor: number, currency: string, lang: ApiLanguage = 'en') =>
  new Intl.NumberFormat(lang, { style: 'currency', currency }).format(minor / 100);

const dayOf = (iso: string, lang: ApiLanguage) =>
  new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(iso));

/**
 * A billing.json text in the language (English when it has none), its
 * {{placeholders}} filled. Each value is a bidi isolate (FSI…PDI), as a
 * browser's <bdi>: a VAT number or a date inside Arabic words keeps its own
 * order instead of being cut at each hyphen.
 */
function wordsOf(lang: ApiLanguage) {
  return (key: string, values: Record<string, string | number> = {}) => {
    const text = keyText(`billing.${key}`, lang) ?? keyText(`billing.${key}`, 'en') ?? key;
    return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => `\u2068${values[name] ?? ''}\u2069`);
  };
}
const withoutIsolates = (text: string) => text.replace(/[\u2066-\u2069]/g, '');

export async function invoicePdf(
  invoice: Invoice,
  logo: { bytes: Buffer; type: 'png' | 'jpg' } | null,
  lang: ApiLanguage = 'en',
): Promise<Uint8Array> {
  const t = wordsOf(lang);
  const day = (iso: string) => dayOf(iso, lang);
  const amount = (minor: number) => money(minor, invoice.currency, lang);
  const rtl = lang === 'ar';
  const doc = await PDFDocument.create();
  doc.setTitle(`${withoutIsolates(t('invoice.numbered', { number: invoice.number }))} - ${invoice.customer.name}`);
  doc.setAuthor(invoice.seller.name);
  doc.setSubject(invoice.customer.name);
  doc.setLanguage(lang);
  doc.setCreationDate(new Date(invoice.issuedAt));
  const page = doc.addPage([WIDTH, 841.89]);
  const pdfText = new PdfText(doc, rtl ? 'rtl' : 'ltr');
  /** Draws at x measured from the start edge (left, or right in Arabic); `end` aligns the text's end there. */
  const text = (
    p: PDFPage,
    s: string,
    x: number,
    y: number,
    opts: { size?: number; bold?: boolean; end?: boolean } = {},
  ) => {
    const options: TextOptions = {
      size: opts.size ?? 10,
      weight: opts.bold ? 'bold' : 'regular',
      color: opts.bold ? black : grey,
      align: !!opts.end !== rtl ? 'right' : 'left',
    };
    return pdfText.draw(p, s, rtl ? WIDTH - x : x, y, options);
  };

  let y = 790;
  if (logo) {
    try {
      const image = logo.type === 'png' ? await doc.embedPng(logo.bytes) : await doc.embedJpg(logo.bytes);
      const scaled = image.scaleToFit(120, 48);
      const x = rtl ? WIDTH - 50 - scaled.width : 50;
      page.drawImage(image, { x, y: y - scaled.height + 12, width: scaled.width, height: scaled.height });
    } catch {
      // a logo the PDF cannot read is left out, never a failed invoice
    }
  }
  await text(page, t('invoice.title').toLocaleUpperCase(lang), 545, y, { size: 20, bold: true, end: true });
  y -= 22;
  await text(page, t('invoice.numbered', { number: invoice.number }), 545, y, { end: true });
  await text(page, t('invoice.dates', { issued: day(invoice.issuedAt), due: day(invoice.dueAt) }), 545, y - 14, {
    end: true,
  });
  const paid = invoice.paidAt ? ` (${t('invoice.paidOn', { date: day(invoice.paidAt) })})` : '';
  await text(page, `${t(`invoiceStatus.${invoice.status}`)}${paid}`, 545, y - 28, { end: true });

  y -= 70;
  await text(page, t('invoice.from'), 50, y, { bold: true });
  await text(page, t('invoice.billTo'), 300, y, { bold: true });
  y -= 16;
  await text(page, invoice.seller.name, 50, y);
  const c = invoice.customer;
  const billTo = [
    c.name,
    c.legalName,
    c.address,
    c.country,
    c.vatNumber && t('invoice.vat', { number: c.vatNumber }),
    c.email,
  ];
  let by = y;
  for (const line of billTo.filter((l): l is string => !!l)) {
    for (const part of line.split('\n')) {
      await text(page, part, 300, by);
      by -= 14;
    }
  }

  y = Math.min(y, by) - 30;
  await text(page, t('invoice.period', { from: day(invoice.periodStart), to: day(invoice.periodEnd) }), 50, y);
  y -= 24;
  await text(page, t('invoice.description'), 50, y, { bold: true });
  await text(page, t('invoice.quantity'), 360, y, { bold: true, end: true });
  await text(page, t('invoice.unit'), 450, y, { bold: true, end: true });
  await text(page, t('invoice.amount'), 545, y, { bold: true, end: true });
  page.drawLine({ start: { x: 50, y: y - 6 }, end: { x: 545, y: y - 6 }, thickness: 0.5, color: grey });
  y -= 22;
  for (const line of invoice.lines) {
    await text(page, t(`lineKinds.${line.kind}`, { item: t(`items.${line.item}`) }), 50, y);
    await text(page, new Intl.NumberFormat(lang).format(line.quantity), 360, y, { end: true });
    await text(page, amount(line.unitAmount), 450, y, { end: true });
    await text(page, amount(line.amount), 545, y, { end: true });
    y -= 16;
  }
  const [from, to] = rtl ? [WIDTH - 545, WIDTH - 300] : [300, 545];
  page.drawLine({ start: { x: from, y: y + 4 }, end: { x: to, y: y + 4 }, thickness: 0.5, color: grey });
  y -= 12;
  for (const [key, value, bold] of [
    ['invoice.subtotalIs', invoice.subtotal, false],
    ['invoice.taxIs', invoice.tax, false],
    ['invoice.totalIs', invoice.total, true],
  ] as const) {
    await text(page, t(key, { amount: amount(value) }), 545, y, { end: true, bold });
    y -= 16;
  }
  await text(page, t('invoice.footer', { currency: invoice.currency, number: invoice.number }), 50, 60);
  return doc.save({ useObjectStreams: false });
}
