import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';

/**
 * The e2e run's mail server: a real SMTP server on 127.0.0.1 (E2E_SMTP_PORT)
 * that the app server sends to through SMTP_URL. Each mail becomes a JSON file
 * in E2E_MAIL_DIR, which the tests read (support/mail.ts). Files, not memory,
 * because the tests run in other processes than this one.
 */
const port = Number(process.env.E2E_SMTP_PORT);
const dir = process.env.E2E_MAIL_DIR;
if (!port || !dir) throw new Error('E2E_SMTP_PORT and E2E_MAIL_DIR are required');

let count = 0;
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['AUTH', 'STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      count += 1;
      const mail = {
        to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
        receivedAt: Date.now(),
        raw: Buffer.concat(chunks).toString('utf8'),
      };
      writeFileSync(join(dir, `${Date.now()}-${String(count).padStart(5, '0')}.json`), JSON.stringify(mail));
      callback();
    });
  },
});
server.listen(port, '127.0.0.1');
const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
