import type { Link } from '@osm5/shared/schemas/links';
import { describe, expect, it } from 'vitest';
import { linkBodyOf, validateLink } from './link-body.ts';
import { type LinkFormValues, newLinkValues, newPair, valuesOfLink } from './link-form.ts';

const withRules = (kind: LinkFormValues['kind'], rules: Partial<LinkFormValues['rules']>): LinkFormValues => {
  const v = newLinkValues(kind);
  return { ...v, timeZone: 'UTC', rules: { ...v.rules, ...rules } };
};

const savedLink = (over: Partial<Link>): Link => ({
  id: '00000000-0000-4000-8000-000000000001',
  workspaceId: '00000000-0000-4000-8000-000000000002',
  domain: 'localhost:3000',
  slug: 'spring',
  shortUrl: 'http://localhost:3000/spring',
  kind: 'simple',
  rules: { url: 'https://example.com' },
  hasPassword: false,
  title: 'Spring',
  notes: '',
  tags: ['promo'],
  status: 'active',
  expiresAt: null,
  maxClicks: null,
  expiredUrl: null,
  timeZone: 'Europe/Paris',
  utm: null,
  socialPreview: null,
  qrStyle: null,
  clicks: 3,
  version: 2,
  starred: false,
  createdBy: null,
  updatedBy: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-02T00:00:00.000Z',
  ...over,
});

describe('linkBodyOf', () => {
  it('sends a plain link with a generated slug and no optional blocks', () => {
    const body = linkBodyOf(withRules('simple', { url: 'https://example.com' }));
    expect(body).toMatchObject({ kind: 'simple', rules: { url: 'https://example.com' }, slug: undefined });
    expect(body.utm).toBeNull();
    expect(body.socialPreview).toBeNull();
    expect(body.expiresAt).toBeNull();
  });

  it('turns language rows into the map, dropping blank rows', () => {
    const v = withRules('language_based', {
      pairs: [newPair('fr', 'https://example.fr'), newPair('', ''), newPair('de', 'https://example.de')],
      defaultUrl: 'https://example.com',
    });
    expect(linkBodyOf(v).rules).toEqual({
      languages: { fr: 'https://example.fr', de: 'https://example.de' },
      defaultUrl: 'https://example.com',
    });
  });

  it('keeps source rows as a list', () => {
    const v = withRules('source_based', {
      pairs: [newPair('facebook', 'https://a.example')],
      defaultUrl: 'https://b.example',
    });
    expect(linkBodyOf(v).rules).toEqual({
      sources: [{ source: 'facebook', url: 'https://a.example' }],
      defaultUrl: 'https://b.example',
    });
  });

  it('splits IP lists on lines, spaces and commas', () => {
    const v = withRules('ip_based', { allow: '10.0.0.0/8\n 192.168.1.1, ::1', block: '', url: 'https://a.example' });
    expect(linkBodyOf(v).rules).toMatchObject({ allow: ['10.0.0.0/8', '192.168.1.1', '::1'], block: [] });
  });

  it('sends only the UTM fields that are filled', () => {
    const v = withRules('simple', { url: 'https://a.example' });
    v.utm.source = 'news';
    v.utm.campaign = ' spring ';
    expect(linkBodyOf(v).utm).toEqual({ source: 'news', campaign: ' spring ' });
  });

  it('sends the password only for a password link and only when typed', () => {
    const v = withRules('password_protected', { url: 'https://a.example' });
    expect(linkBodyOf(v).password).toBeUndefined();
    expect(linkBodyOf({ ...v, password: 'open sesame' }).password).toBe('open sesame');
    expect(linkBodyOf({ ...v, kind: 'simple', password: 'x' }).password).toBeUndefined();
  });
});

describe('validateLink', () => {
  it('names the row of a bad language URL by its tag', () => {
    const v = withRules('language_based', {
      pairs: [newPair('fr', 'javascript:alert(1)')],
      defaultUrl: 'https://example.com',
    });
    const result = validateLink(v, { isNew: true });
    expect(result.ok ? null : result.errors['rules.languages.fr']).toBe('validation.url_scheme');
  });

  it('names a language given twice instead of keeping only the last row', () => {
    const v = withRules('language_based', {
      pairs: [newPair('fr', 'https://a.fr'), newPair('FR', 'https://b.fr')],
      defaultUrl: 'https://example.com',
    });
    const result = validateLink(v, { isNew: true });
    expect(result.ok ? null : result.errors['rules.languages.FR']).toBe('links.editor.duplicateRow');
  });

  it('names the bad allowed IP by its position', () => {
    const result = validateLink(withRules('ip_based', { allow: '10.0.0.1\nnot-an-ip', url: 'https://a.example' }), {
      isNew: true,
    });
    expect(result.ok ? null : result.errors['rules.allow.1']).toBe('validation.invalid_allowed_ip');
  });

  it('asks for a password on a new password link, not on an edit', () => {
    const v = withRules('password_protected', { url: 'https://a.example' });
    const created = validateLink(v, { isNew: true });
    expect(created.ok ? null : created.errors.password).toBe('validation.password_required');
    expect(validateLink(v, { isNew: false }).ok).toBe(true);
  });

  it('refuses a rotation with one destination and unreadable max clicks', () => {
    const v = withRules('rlsurl', {});
    v.rules.destinations[0] = { key: 1, url: 'https://a.example', weight: '50' };
    v.maxClicks = 'many';
    const result = validateLink(v, { isNew: true });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.errors['rules.destinations']).toBe('validation.rotation_count');
      expect(result.errors.maxClicks).toBe('validation.invalid_max_clicks');
    }
  });

  it('accepts a rule with a country and hours condition', () => {
    const v = withRules('rule_based', { defaultUrl: 'https://b.example' });
    v.rules.rules = [
      { key: 1, conditions: { country: ['fr'], hours: { from: '9', to: '17' } }, url: 'https://a.example' },
    ];
    const result = validateLink(v, { isNew: true });
    expect(result.ok && result.data.kind === 'rule_based' ? result.data.rules.rules[0]?.conditions : null).toEqual({
      country: ['FR'],
      hours: { from: 9, to: 17 },
    });
  });

  it('names a rule without conditions', () => {
    const v = withRules('rule_based', { defaultUrl: 'https://b.example' });
    v.rules.rules[0] = { key: 1, conditions: {}, url: 'https://a.example' };
    const result = validateLink(v, { isNew: true });
    expect(result.ok ? null : result.errors['rules.rules.0.conditions']).toBe('validation.rule_condition_required');
  });
});

describe('valuesOfLink', () => {
  it('round-trips every kind through the editor unchanged', () => {
    const cases: Partial<Link>[] = [
      { kind: 'simple', rules: { url: 'https://a.example' } },
      {
        kind: 'app_download',
        rules: {
          iosUrl: 'https://i.example',
          androidUrl: 'https://g.example',
          fallbackUrl: 'https://w.example',
          deepLink: 'app://x',
        },
      },
      { kind: 'language_based', rules: { languages: { fr: 'https://a.fr' }, defaultUrl: 'https://a.example' } },
      {
        kind: 'location_based',
        rules: { locations: [{ country: 'FR', region: 'IDF', url: 'https://a.fr' }], defaultUrl: 'https://a.example' },
      },
      { kind: 'device_based', rules: { devices: { mobile: 'https://m.example' }, defaultUrl: 'https://a.example' } },
      { kind: 'os_based', rules: { os: { ios: 'https://m.example' }, defaultUrl: 'https://a.example' } },
      { kind: 'browser_based', rules: { browsers: { firefox: 'https://m.example' }, defaultUrl: 'https://a.example' } },
      {
        kind: 'source_based',
        rules: { sources: [{ source: 'x', url: 'https://x.example' }], defaultUrl: 'https://a.example' },
      },
      {
        kind: 'ip_based',
        rules: {
          allow: ['10.0.0.0/8'],
          block: ['10.0.0.1'],
          url: 'https://a.example',
          blockedUrl: 'https://b.example',
        },
      },
      {
        kind: 'rule_based',
        rules: {
          rules: [
            {
              conditions: {
                weekdays: ['mon'],
                query: [{ name: 'ref', value: 'x' }],
                dateFrom: '2026-01-01T10:00:00.000Z',
              },
              url: 'https://r.example',
            },
          ],
          defaultUrl: 'https://a.example',
        },
      },
      {
        kind: 'rlsurl',
        rules: {
          destinations: [
            { url: 'https://a.example', weight: 70 },
            { url: 'https://b.example', weight: 30 },
          ],
          winner: 'https://a.example',
          endsAt: '2026-06-01T12:00:00.000Z',
        },
      },
    ];
    for (const over of cases) {
      const link = savedLink({
        ...over,
        utm: { source: 'news' },
        expiresAt: '2026-12-31T23:00:00.000Z',
        maxClicks: 10,
      });
      const result = validateLink(valuesOfLink(link), { isNew: false });
      expect(result.ok, over.kind).toBe(true);
      if (result.ok) {
        expect(result.data.rules, over.kind).toEqual(link.rules);
        expect(result.data).toMatchObject({
          slug: 'spring',
          title: 'Spring',
          tags: ['promo'],
          utm: { source: 'news' },
        });
        expect(result.data.expiresAt).toBe('2026-12-31T23:00:00.000Z');
        expect(result.data.maxClicks).toBe(10);
      }
    }
  });
});
