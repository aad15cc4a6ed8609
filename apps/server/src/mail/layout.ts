import type { MailLocale } from '@osm5/shared/schemas/auth';
import type { MailContent } from './message.ts';

/**
 * Turns a template's content into the two parts of a mail. The HTML is one
 * table with inline styles (what mail clients render alike), right-to-left for
 * Arabic. Every value is escaped: names come from users.
 */
const BRAND = '#0d9488';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export function renderText(content: MailContent): string {
  const lines = [content.heading, '', ...content.paragraphs.flatMap((p) => [p, ''])];
  if (content.action) lines.push(`${content.action.label}:`, content.action.link, '');
  if (content.note) lines.push(content.note, '');
  lines.push('— OSM5');
  return lines.join('\n');
}

export function renderHtml(content: MailContent, locale: MailLocale): string {
  const dir = locale === 'ar' ? 'rtl' : 'ltr';
  const align = dir === 'rtl' ? 'right' : 'left';
  const paragraphs = content.paragraphs
    .map((p) => `<p style="margin:0 0 16px;font-size:15px;line-height:1.6;color:#334155">${escapeHtml(p)}</p>`)
    .join('');
  const action = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.link)}" style="display:inline-block;padding:12px 24px;border-radius:7px;background:${BRAND};color:#ffffff;text-decoration:none;font-weight:600">${escapeHtml(content.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:12px;color:#64748b;word-break:break-all">${escapeHtml(content.action.link)}</p>`
    : '';
  const note = content.note
    ? `<p style="margin:16px 0 0;font-size:13px;color:#64748b">${escapeHtml(content.note)}</p>`
    : '';
  return `<!doctype html>
<html lang="${locale}" dir="${dir}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:0;background:#f1f5f9">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f1f5f9;padding:24px 0">
<tr><td align="center">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" dir="${dir}" style="max-width:560px;width:100%;background:#ffffff;border-radius:7px;font-family:'Plus Jakarta Sans',Arial,sans-serif;text-align:${align}">
<tr><td style="padding:20px 32px;background:${BRAND};border-radius:7px 7px 0 0;color:#ffffff;font-size:20px;font-weight:700">OSM5</td></tr>
<tr><td style="padding:32px">
<h1 style="margin:0 0 16px;font-size:22px;font-weight:600;color:#0f172a">${escapeHtml(content.heading)}</h1>
${paragraphs}${action}${note}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
}
