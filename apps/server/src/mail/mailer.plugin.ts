import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { createMailer, type Mailer } from './mailer.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** `app.mailer.send({to, locale, template, data})`: SMTP with SMTP_URL, the outbox table and the log without */
    mailer: Mailer;
  }
}

export const mailerPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    const mailer = createMailer({ db: app.db.db, smtpUrl: config.smtpUrl, from: config.mailFrom, log: app.log });
    app.decorate('mailer', mailer);
    app.addHook('onClose', async () => {
      await mailer.close();
    });
  },
  { name: 'mailer', dependencies: ['database'] },
);
