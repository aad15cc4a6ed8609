import { mailLocales } from '@osm5/shared/schemas/auth';
import { describe, expect, it } from 'vitest';
import { type MailTemplate, type MailTemplates, renderMail } from './templates.ts';

const samples: { [K in MailTemplate]: MailTemplates[K] } = {
  verify_email: { name: 'Ada', link: 'https://osm5.test/auth/verify_account?token=abc' },
  account_exists: {
    name: 'Ada',
    link: 'https://osm5.test/auth/login',
    resetLink: 'https://osm5.test/auth/forgot_password',
  },
  reset_password: { name: 'Ada', link: 'https://osm5.test/auth/abc/reset_password' },
  password_changed: { name: 'Ada', link: 'https://osm5.test/auth/forgot_password' },
  invitation: { orgName: 'Acme', inviterName: 'Grace', role: 'ORG_EDITOR', link: 'https://osm5.test/invite/abc' },
  uptime_alert: {
    name: 'Ada',
    siteName: 'Shop',
    url: 'https://shop.test/',
    state: 'down',
    cause: 'HTTP 503',
    minutes: 0,
    link: 'https://osm5.test/d/sbox/w/view/analytics/s',
  },
  budget_alert: {
    name: 'Ada',
    threshold: 80,
    spent: 2900,
    cap: 3500,
    currency: 'EUR',
    blocking: true,
    link: 'https://osm5.test/settings/budget',
  },
  webhook_disabled: {
    name: 'Ada',
    endpointName: 'CRM',
    url: 'https://crm.test/hooks',
    failures: 15,
    link: 'https://osm5.test/settings/api_keys/webhooks',
  },
  feedback_received: {
    name: 'Ada',
    kind: 'bug',
    title: 'Export button does nothing',
    description: 'On the countries report, CSV export shows no file.',
    reporter: 'Grace <grace@osm5.test>',
    link: 'https://osm5.test/settings/report_bug?report=abc',
  },
  feedback_update: {
    name: 'Grace',
    title: 'Export button does nothing',
    reply: 'Fixed in the next release.',
    status: 'done',
    link: 'https://osm5.test/settings/report_bug?report=abc',
  },
};

describe('mail templates', () => {
  for (const template of Object.keys(samples) as MailTemplate[]) {
    it(`${template} exists in every language with text and HTML parts carrying its link`, () => {
      const subjects = new Set<string>();
      for (const locale of mailLocales) {
        const mail = renderMail(template, locale, samples[template]);
        subjects.add(mail.subject);
        expect(mail.subject.length, locale).toBeGreaterThan(5);
        expect(mail.text, locale).toContain(samples[template].link);
        expect(mail.html, locale).toContain(samples[template].link);
        expect(mail.link).toBe(samples[template].link);
        expect(mail.html).toContain(`lang="${locale}"`);
        expect(mail.html).toContain(locale === 'ar' ? 'dir="rtl"' : 'dir="ltr"');
      }
      expect(subjects.size, 'each language has its own subject').toBe(mailLocales.length);
    });
  }

  it('escapes what users typed in the HTML part', () => {
    const mail = renderMail('invitation', 'en', { ...samples.invitation, orgName: '<script>alert(1)</script>' });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');
    expect(mail.text).toContain('<script>alert(1)</script>');
  });
});
