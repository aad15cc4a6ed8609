import type { InvoiceSummary } from '@osm5/shared/schemas/billing';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, testMode } from '../../../test/harness.ts';
import { expectError, newOrg, type Org, type PageBody } from '../../../test/tenancy/fixtures.ts';

const billing = (org: Org) => `/api/orgs/${org.orgId}/billing`;

describe(`invoice PDF in the app's language (${testMode})`, { timeout: 120_000 }, () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ env: { DEFAULT_PLAN: 'free' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers in ?lang, else in the Accept-Language, with the company profile written in Arabic and Chinese', async () => {
    const org = await newOrg(t, 'PDF Owner');
    const c = org.owner.client;
    const profile = await c.patch(`/api/orgs/${org.orgId}/profile`, {
      name: 'شركة النور',
      details: { legalName: '北京星辰科技有限公司', address: 'شارع الشيخ زايد 12\nدبي', vatNumber: '100-2345-6789' },
    });
    expect(profile.status, profile.text).toBe(200);
    expect((await c.post(`${billing(org)}/plan`, { plan: 'pro' })).status).toBe(200);
    const list = await c.get<PageBody<InvoiceSummary>>(`${billing(org)}/invoices`);
    const invoice = list.body.data.items[0];
    const pdfOf = async (query: string, acceptLanguage?: string) => {
      const res = await fetch(`${t.url}${billing(org)}/invoices/${invoice?.id}/pdf${query}`, {
        headers: {
          cookie: `osm5_session=${c.cookie('osm5_session')}`,
          'x-forwarded-for': c.ip,
          ...(acceptLanguage ? { 'accept-language': acceptLanguage } : {}),
        },
      });
      expect(res.status).toBe(200);
      const bytes = new Uint8Array(await res.arrayBuffer());
      const fonts =
        Buffer.from(bytes)
          .toString('latin1')
          .match(/\/BaseFont \/[\w-]+/g) ?? [];
      return { title: (await PDFDocument.load(bytes)).getTitle(), fonts: fonts.join(' ') };
    };

    const zh = await pdfOf('?lang=zh', 'ar');
    expect(zh.title).toBe('发票 1 - شركة النور');
    expect(zh.fonts).toMatch(/NotoSansHans-Regular/);
    expect(zh.fonts).toMatch(/NotoNaskhArabic/);

    const ar = await pdfOf('', 'ar-AE,ar;q=0.9,en;q=0.5');
    expect(ar.title).toBe('الفاتورة 1 - شركة النور');
    expect(ar.fonts).toMatch(/NotoNaskhArabic-Bold/);

    expect((await pdfOf('', 'de-DE')).title).toBe('Invoice 1 - شركة النور');
    expectError(await c.get(`${billing(org)}/invoices/${invoice?.id}/pdf?lang=de`), 400, 'VALIDATION_ERROR', 'lang');
  });
});
