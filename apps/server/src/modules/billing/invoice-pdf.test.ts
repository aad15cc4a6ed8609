import type { Invoice } from '@osm5/shared/schemas/billing';
import { PDFDocument } from 'pdf-lib';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import type { ApiLanguage } from '../../lib/error-texts.ts';
import { invoicePdf } from './invoice-pdf.ts';

/** An invoice whose customer writes in Arabic and Chinese, with a Latin legal name and digits among them. */
export const sampleInvoice = (customerName: string, address: string): Invoice => ({
  id: '00000000-0000-4000-8000-000000000001',
  number: 42,
  status: 'paid',
  reason: 'subscription_create',
  currency: 'EUR',
  total: 123_456,
  issuedAt: '2026-03-01T00:00:00.000Z',
  dueAt: '2026-03-15T00:00:00.000Z',
  paidAt: '2026-03-02T00:00:00.000Z',
  subtotal: 102_880,
  tax: 20_576,
  periodStart: '2026-03-01T00:00:00.000Z',
  periodEnd: '2026-03-31T00:00:00.000Z',
  lines: [
    { kind: 'plan', item: 'business', quantity: 1, unitAmount: 99_000, amount: 99_000, ...period },
    { kind: 'proration_credit', item: 'pro', quantity: 1, unitAmount: -2_900, amount: -2_900, ...period },
    { kind: 'addon', item: 'extra_members', quantity: 3, unitAmount: 2_260, amount: 6_780, ...period },
  ],
  seller: { name: 'OSM5' },
  customer: {
    name: customerName,
    legalName: 'Acme Trading LLC',
    address,
    country: 'AE',
    vatNumber: '100-2345-6789',
    email: 'billing@acme.example',
    logoUrl: null,
  },
});
const period = { periodStart: '2026-03-01T00:00:00.000Z', periodEnd: '2026-03-31T00:00:00.000Z' };

/** The PDF's text pieces as a reader extracts them (pdf.js, through each font's ToUnicode map) in drawing order, and its fonts. */
async function readBack(bytes: Uint8Array): Promise<{ items: string[]; text: string; fonts: string[] }> {
  const raw = Buffer.from(bytes).toString('latin1');
  const fonts = [...new Set([...raw.matchAll(/\/BaseFont \/([\w-]+?)-\d+\b/g)].map((m) => m[1] ?? ''))].sort();
  const doc = await getDocument({ data: bytes.slice(), useSystemFonts: false }).promise;
  const content = await (await doc.getPage(1)).getTextContent();
  const items = content.items.map((item) => ('str' in item ? item.str : '')).filter((s) => s.trim() !== '');
  await doc.destroy();
  return { items, text: items.join('\n'), fonts };
}

const render = async (lang: ApiLanguage, name: string, address: string) => {
  const started = performance.now();
  const bytes = await invoicePdf(sampleInvoice(name, address), null, lang);
  return { bytes, ms: performance.now() - started, ...(await readBack(bytes)) };
};

/** Nothing printed as "?" or as the replacement character. */
const noPlaceholder = (text: string) => expect(text).not.toMatch(/[?\uFFFD]/);

describe('invoice PDF in every language', { timeout: 60_000 }, () => {
  it('prints an Arabic invoice right to left, with a Latin name, digits and brackets in their places', async () => {
    const { bytes, items, text, fonts } = await render('ar', 'شركة النور للتجارة (دبي)', 'شارع الشيخ زايد 12\nدبي');
    expect(fonts).toEqual(['NotoNaskhArabic', 'NotoNaskhArabic-Bold', 'NotoSans-Bold', 'NotoSans-Regular']);
    noPlaceholder(text);
    for (const piece of ['فاتورة', 'الفاتورة 42', 'من', 'إلى', 'شركة النور للتجارة', 'شارع الشيخ زايد 12', 'دبي']) {
      expect(items).toContain(piece);
    }
    for (const latin of ['OSM5', 'Acme Trading LLC', 'billing@acme.example', 'AE']) expect(items).toContain(latin);
    // drawn left to right as read: the VAT number whole (not cut at its hyphens), then its Arabic label
    const vat = items.indexOf('الرقم الضريبي');
    expect(items.slice(vat - 2, vat + 1)).toEqual(['100', '-2345-6789', 'الرقم الضريبي']);
    // the name's brackets are mirrored: "(دبي)" sits on the left of the name, opening to the left
    const name = items.indexOf('شركة النور للتجارة');
    expect(items.slice(name - 3, name)).toEqual(['(', 'دبي', ')']);
    const doc = await PDFDocument.load(bytes);
    expect(doc.getTitle()).toBe('الفاتورة 42 - شركة النور للتجارة (دبي)');
    expect(bytes.length).toBeLessThan(60_000);
  });

  it('prints a Chinese invoice in the embedded CJK font, subset to the characters used', async () => {
    const { bytes, items, text, fonts, ms } = await render('zh', '北京星辰科技有限公司', '北京市朝阳区建国路 88 号');
    expect(fonts).toEqual(['NotoSans-Regular', 'NotoSansHans-Bold', 'NotoSansHans-Regular']);
    noPlaceholder(text);
    for (const piece of [
      '发票',
      '开票方',
      '收票方',
      '北京星辰科技有限公司',
      '北京市朝阳区建国路 88 号',
      '商业版套餐',
      '合计：€1,234.56',
    ]) {
      expect(items).toContain(piece);
    }
    expect(items).toContain('Acme Trading LLC');
    // the 8 MB font is subset to the glyphs used: the document stays small and quick to make
    expect(bytes.length).toBeLessThan(200_000);
    expect(ms).toBeLessThan(20_000);
  });

  it('keeps English and French invoices in the Latin font, with the words of their language', async () => {
    const en = await render('en', 'Zoë’s Café', '1 Main St');
    expect(en.fonts).toEqual(['NotoSans-Bold', 'NotoSans-Regular']);
    for (const piece of ['INVOICE', 'Zoë’s Café', 'Business plan', 'VAT number 100-2345-6789', 'Total: €1,234.56']) {
      expect(en.items).toContain(piece);
    }
    const fr = await render('fr', 'Société Générale', '29 boulevard Haussmann');
    expect(fr.items).toContain('Facturé à');
    expect(fr.items).toContain('Formule Business');
    noPlaceholder(fr.text);
  });

  it('prints a name in another script on an English invoice (the font is chosen per character)', async () => {
    const { text, fonts } = await render('en', 'مؤسسة الفجر', '上海市 1 号');
    expect(fonts).toEqual(['NotoNaskhArabic', 'NotoSans-Bold', 'NotoSans-Regular', 'NotoSansHans-Regular']);
    expect(text).toContain('الفجر');
    expect(text).toContain('上海市 1 号');
    noPlaceholder(text);
  });
});
