import cookie from '@fastify/cookie';
import fp from 'fastify-plugin';
import { ensureSecret } from '../modules/instance-settings/instance-settings.service.ts';

/** Cookie parsing and signing, with a per-installation secret made on first start. */
export const cookiesPlugin = fp(
  async (app) => {
    const secret = await ensureSecret(app.db.db, 'cookie_secret');
    await app.register(cookie, { secret });
  },
  { name: 'cookies', dependencies: ['database'] },
);
