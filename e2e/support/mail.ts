import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';

/**
 * Reads what the product mailed to an address during this e2e run (see
 * mail-server.ts and playwright.config.ts) and finds the link a user would click.
 */
export interface Mail {
  to: string[];
  receivedAt: number;
  subject: string;
  text: string;
  /** every link of the text part, as paths on our server (/auth/…) */
  paths: string[];
}

const mailDir = () => {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set: run through e2e/playwright.config.ts');
  return dir;
};

const decodeQuotedPrintable = (value: string) => {
  const source = value.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < source.length; i++) {
    const hex = source[i] === '=' ? source.slice(i + 1, i + 3) : '';
    if (/^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(source[i] ?? '', 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
};

const decodePart = (part: string) => {
  const split = part.search(/\r?\n\r?\n/);
  const head = split < 0 ? part : part.slice(0, split);
  const body = split < 0 ? '' : part.slice(split).replace(/^\r?\n\r?\n/, '');
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(head)?.[1]?.toLowerCase() ?? '7bit';
  const type = /content-type:\s*([\w/-]+)/i.exec(head)?.[1]?.toLowerCase() ?? 'text/plain';
  if (encoding === 'base64') return { type, text: Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8') };
  if (encoding === 'quoted-printable') return { type, text: decodeQuotedPrintable(body) };
  return { type, text: body };
};

const decodeSubject = (raw: string) => {
  const line = /^subject:\s*(.*(?:\r?\n[ \t].*)*)/im.exec(raw)?.[1] ?? '';
  return line
    .replace(/\r?\n[ \t]+/g, ' ')
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?[^?]+\?([QB])\?([^?]*)\?=/gi, (_m, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
};

const parse = (file: string): Mail => {
  const { to, receivedAt, raw } = JSON.parse(readFileSync(file, 'utf8')) as {
    to: string[];
    receivedAt: number;
    raw: string;
  };
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(raw)?.[1];
  const parts = boundary
    ? raw
        .split(`--${boundary}`)
        .slice(1)
        .filter((p) => !p.startsWith('--'))
        .map((p) => decodePart(p.replace(/^\r?\n/, '')))
    : [decodePart(raw)];
  const text = parts.find((p) => p.type === 'text/plain')?.text ?? parts[0]?.text ?? '';
  const paths = (text.match(/https?:\/\/[^\s<>"]+/g) ?? []).map((link) => {
    const url = new URL(link);
    return `${url.pathname}${url.search}`;
  });
  return { to, receivedAt, subject: decodeSubject(raw), text, paths };
};

export const mailsTo = (address: string): Mail[] => {
  const dir = mailDir();
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => parse(join(dir, name)))
    .filter((mail) => mail.to.includes(address.toLowerCase()));
};

/** The newest path to our server, in a mail to `address`, that matches `pattern`; waits for it to arrive. */
export const linkFromMail = async (address: string, pattern: RegExp, after = 0): Promise<string> => {
  let found: string | undefined;
  await expect
    .poll(
      () => {
        const mails = mailsTo(address).filter((m) => m.receivedAt >= after);
        found = mails
          .flatMap((m) => m.paths)
          .filter((p) => pattern.test(p))
          .at(-1);
        return found;
      },
      { message: `a mail to ${address} with a link matching ${pattern}`, timeout: 30_000 },
    )
    .toBeTruthy();
  return found as string;
};
