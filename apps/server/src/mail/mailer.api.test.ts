import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, testMode } from '../../test/harness.ts';
import { type MailCatcher, startMailCatcher } from '../../test/mail-catcher.ts';
import { mailOutbox } from '../db/schema.ts';
import { createMailer } from './mailer.ts';

describe(`mailer (${testMode})`, () => {
  let t: TestApp;
  let smtp: MailCatcher;
  const lines: { level: string; msg: string }[] = [];
  const log = {
    info: (_obj: object, msg: string) => lines.push({ level: 'info', msg }),
    error: (_obj: object, msg: string) => lines.push({ level: 'error', msg }),
  };
  beforeAll(async () => {
    smtp = await startMailCatcher();
    t = await startTestApp();
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const outboxRow = async (id: string) => (await t.app.db.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0];

  it('without SMTP keeps the mail in the outbox and prints its link in the log', async () => {
    const mailer = createMailer({ db: t.app.db.db, smtpUrl: undefined, from: 'OSM5 <no-reply@osm5.test>', log });
    expect(t.app.mailer.kind).toBe('outbox');
    const link = 'http://localhost:3000/auth/verify_account?token=abc';
    const result = await mailer.send({
      to: 'new@example.test',
      locale: 'fr',
      template: 'verify_email',
      data: { name: 'Zoé', link },
    });
    expect(result.sent).toBe(false);
    const row = await outboxRow(result.id);
    expect(row).toMatchObject({
      to: 'new@example.test',
      subject: 'Confirmez votre adresse e-mail',
      purpose: 'verify_email',
    });
    expect(row?.sentAt).toBeNull();
    expect(row?.text).toContain(link);
    expect(lines).toContainEqual({
      level: 'info',
      msg: `Mail to new@example.test: Confirmez votre adresse e-mail — ${link}`,
    });
  });

  it('with SMTP delivers text and HTML parts and records the time it was sent', async () => {
    const mailer = createMailer({ db: t.app.db.db, smtpUrl: smtp.smtpUrl, from: 'OSM5 <no-reply@osm5.test>', log });
    const link = 'http://localhost:3000/invite/xyz';
    const result = await mailer.send({
      to: 'colleague@example.test',
      locale: 'zh',
      template: 'invitation',
      data: { orgName: 'Acme', inviterName: 'Grace', role: 'ORG_EDITOR', link },
    });
    expect(result.sent).toBe(true);
    const mail = await smtp.waitFor((m) => m.to.includes('colleague@example.test'));
    expect(mail.subject).toBe('Grace 邀请您加入 OSM5 上的 Acme');
    expect(mail.text).toContain(link);
    expect(mail.html).toContain('<table');
    expect((await outboxRow(result.id))?.sentAt).toBeInstanceOf(Date);
    await mailer.close();
  });

  it('records a delivery failure instead of throwing', async () => {
    const mailer = createMailer({
      db: t.app.db.db,
      smtpUrl: 'smtp://127.0.0.1:9',
      from: 'OSM5 <no-reply@osm5.test>',
      log,
    });
    const result = await mailer.send({
      to: 'x@example.test',
      locale: 'xx',
      template: 'password_changed',
      data: { name: 'X', link: 'http://l' },
    });
    expect(result.sent).toBe(false);
    const row = await outboxRow(result.id);
    expect(row?.subject).toBe('Your password was changed');
    expect(row?.error).toMatch(/ECONNREFUSED|connect/i);
    expect(lines.some((l) => l.level === 'error')).toBe(true);
    await mailer.close();
  });
});
