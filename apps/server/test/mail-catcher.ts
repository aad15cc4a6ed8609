import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server on 127.0.0.1 that keeps every mail it receives, so tests
 * can point SMTP_URL at it, read what the product sent and follow its links.
 */
export interface CaughtMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  raw: string;
  /** every http(s) link of the text part */
  links: string[];
}

export interface MailCatcher {
  smtpUrl: string;
  mails: CaughtMail[];
  /** resolves with the first mail (already caught or still to come) that matches */
  waitFor(match: (mail: CaughtMail) => boolean, timeoutMs?: number): Promise<CaughtMail>;
  close(): Promise<void>;
}

export async function startMailCatcher(): Promise<MailCatcher> {
  const mails: CaughtMail[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        mails.push({ ...parseMail(raw), to: session.envelope.rcptTo.map((r) => r.address), raw });
        for (const wake of waiters) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  return {
    smtpUrl: `smtp://127.0.0.1:${port}`,
    mails,
    waitFor(match, timeoutMs = 20_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = mails.find(match);
          if (!found) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching mail within ${timeoutMs} ms (caught ${mails.length})`));
        }, timeoutMs);
        if (!check()) waiters.add(check);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Just enough MIME for what nodemailer sends: headers, a multipart/alternative body, QP or base64 parts. */
function parseMail(raw: string): Omit<CaughtMail, 'to' | 'raw'> {
  const [head = '', body = ''] = splitOnce(raw, /\r?\n\r?\n/);
  const headers = parseHeaders(head);
  const subject = decodeWords(headers.subject ?? '');
  const parts: { type: string; content: string }[] = [];
  const boundary = /boundary="?([^";]+)"?/i.exec(headers['content-type'] ?? '')?.[1];
  if (boundary) {
    for (const section of body.split(`--${boundary}`).slice(1)) {
      if (section.startsWith('--')) break;
      const [partHead = '', partBody = ''] = splitOnce(section.replace(/^\r?\n/, ''), /\r?\n\r?\n/);
      const h = parseHeaders(partHead);
      parts.push({ type: h['content-type'] ?? '', content: decodeBody(partBody, h['content-transfer-encoding']) });
    }
  } else {
    parts.push({
      type: headers['content-type'] ?? '',
      content: decodeBody(body, headers['content-transfer-encoding']),
    });
  }
  const text = parts.find((p) => p.type.startsWith('text/plain'))?.content ?? '';
  const html = parts.find((p) => p.type.startsWith('text/html'))?.content ?? '';
  return { subject, text, html, links: text.match(/https?:\/\/[^\s<>"]+/g) ?? [] };
}

function splitOnce(value: string, separator: RegExp): [string, string] {
  const match = separator.exec(value);
  if (!match) return [value, ''];
  return [value.slice(0, match.index), value.slice(match.index + match[0].length)];
}

function parseHeaders(head: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

function decodeBody(body: string, encoding = '7bit'): string {
  const trimmed = body.replace(/\r?\n$/, '');
  if (/base64/i.test(encoding)) return Buffer.from(trimmed.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (/quoted-printable/i.test(encoding)) return decodeQuotedPrintable(trimmed);
  return trimmed;
}

function decodeQuotedPrintable(value: string): string {
  const bytes: number[] = [];
  const source = value.replace(/=\r?\n/g, '');
  for (let i = 0; i < source.length; i++) {
    const hex = source[i] === '=' ? source.slice(i + 1, i + 3) : '';
    if (/^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(source[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8').replace(/\r\n/g, '\n');
}

/** RFC 2047 encoded words (=?UTF-8?Q?…?= / =?UTF-8?B?…?=) in a subject. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=/gi, (_m, _charset: string, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}
