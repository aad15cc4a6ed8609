import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linksPath, simple } from '../../src/modules/links/link-test-helpers.ts';
import { startTestApp, type TestApp, testMode } from '../harness.ts';
import { newOrg, type Org } from '../tenancy/fixtures.ts';
import { createTestClient } from '../test-client.ts';

/** The web app's own texts, which the API answers with: read here from the same files. */
const text = (lang: string, ns: string, key: string): string =>
  (
    JSON.parse(readFileSync(new URL(`../../../web/src/locales/${lang}/${ns}.json`, import.meta.url), 'utf8')) as Record<
      string,
      string
    >
  )[key] ?? '';

/**
 * Validation errors used to answer a translation key as the message. The API now
 * answers human text in the request's language and keeps `code`, `field` and the
 * key (`messageKey`) for programs.
 */
describe(`API errors in the request's language (${testMode})`, () => {
  let t: TestApp;
  let org: Org;

  beforeAll(async () => {
    t = await startTestApp();
    org = await newOrg(t, 'Language Owner');
  });
  afterAll(() => t?.close());

  const emptyUrl = (lang?: string) =>
    org.owner.client.post(linksPath(org), simple(''), lang ? { headers: { 'accept-language': lang } } : {});

  it('a field error: the text of its key in English by default, with the key, code and field', async () => {
    const res = await emptyUrl();
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'VALIDATION_ERROR',
      field: 'rules.url',
      messageKey: 'validation.url_required',
      message: text('en', 'validation', 'url_required'),
    });
    expect(res.body.message).not.toMatch(/^validation\./);
  });

  it.each([
    ['fr-FR,fr;q=0.9,en;q=0.5', 'fr'],
    ['ar', 'ar'],
    ['zh-CN,zh;q=0.8', 'zh'],
    ['de-DE,de;q=0.9', 'en'],
  ])('Accept-Language %s answers in %s', async (header, lang) => {
    const res = await emptyUrl(header);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'VALIDATION_ERROR',
      field: 'rules.url',
      messageKey: 'validation.url_required',
      message: text(lang, 'validation', 'url_required'),
    });
    if (lang !== 'en') expect(res.body.message).not.toBe(text('en', 'validation', 'url_required'));
  });

  it("an error without a key of its own: the code's text in the language, English as before", async () => {
    const stranger = createTestClient(t.url);
    const body = { email: 'nobody-here@example.test', password: 'wrong password 1' };
    const fr = await stranger.post('/api/auth/login', body, { headers: { 'accept-language': 'fr' } });
    expect(fr.status).toBe(401);
    expect(fr.body).toMatchObject({
      code: 'INVALID_CREDENTIALS',
      message: text('fr', 'errors', 'INVALID_CREDENTIALS'),
    });
    const zh = await org.owner.client.get(`${linksPath(org)}/00000000-0000-4000-8000-000000000000`, {
      headers: { 'accept-language': 'zh' },
    });
    expect(zh.status).toBe(404);
    expect(zh.body).toMatchObject({ code: 'NOT_FOUND', message: text('zh', 'errors', 'NOT_FOUND') });
    const en = await createTestClient(t.url).post('/api/auth/login', body);
    expect(en.body).toMatchObject({ code: 'INVALID_CREDENTIALS', message: 'Invalid email address or password.' });
  });
});
