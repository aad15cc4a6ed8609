import { isMailLocale, type MailLocale } from '@osm5/shared/schemas/auth';
import { eq } from 'drizzle-orm';
import { createTransport } from 'nodemailer';
import type { Database } from '../db/client.ts';
import { mailOutbox } from '../db/schema.ts';
import { type MailTemplate, type MailTemplates, renderMail } from './templates.ts';

export interface MailRequest<K extends MailTemplate = MailTemplate> {
  to: string;
  /** the recipient's language; anything unknown falls back to English */
  locale: MailLocale | string;
  template: K;
  data: MailTemplates[K];
}

export interface Mailer {
  kind: 'smtp' | 'outbox';
  /**
   * Renders, records in mail_outbox and (with SMTP) sends. Never throws for a
   * delivery failure: the row keeps the error and the log says it, so that a
   * sign-up does not fail because a mail server is down (the user can resend).
   */
  send<K extends MailTemplate>(request: MailRequest<K>): Promise<{ id: string; sent: boolean }>;
  close(): Promise<void>;
}

type MailLogger = {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
};

export interface MailerOptions {
  db: Database;
  smtpUrl: string | undefined;
  from: string;
  log: MailLogger;
}

export function createMailer({ db, smtpUrl, from, log }: MailerOptions): Mailer {
  const transport = smtpUrl ? createTransport(smtpUrl) : undefined;
  return {
    kind: transport ? 'smtp' : 'outbox',
    async send({ to, locale, template, data }) {
      const mail = renderMail(template, isMailLocale(locale) ? locale : 'en', data);
      const [row] = await db
        .insert(mailOutbox)
        .values({ to, subject: mail.subject, text: mail.text, html: mail.html, purpose: template })
        .returning({ id: mailOutbox.id });
      if (!row) throw new Error('mail_outbox insert returned no row');
      if (!transport) {
        // no SMTP server: the log is how a first user on a fresh machine gets the link
        log.info({ to, template }, `Mail to ${to}: ${mail.subject} — ${mail.link ?? '(no link)'}`);
        return { id: row.id, sent: false };
      }
      try {
        await transport.sendMail({ from, to, subject: mail.subject, text: mail.text, html: mail.html });
        await db.update(mailOutbox).set({ sentAt: new Date() }).where(eq(mailOutbox.id, row.id));
        return { id: row.id, sent: true };
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        log.error({ err: error, to, template }, 'mail delivery failed');
        await db
          .update(mailOutbox)
          .set({ error: message.slice(0, 1000) })
          .where(eq(mailOutbox.id, row.id));
        return { id: row.id, sent: false };
      }
    },
    async close() {
      transport?.close();
    },
  };
}
