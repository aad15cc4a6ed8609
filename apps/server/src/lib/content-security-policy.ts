import { createHash } from 'node:crypto';

/**
 * The security headers of every answer, in one place, so that the Fastify
 * hook (plugins/security-headers.ts) and the redirect's raw writers (which
 * answer before Fastify) send the same ones.
 *
 * Styles: MUI draws with Emotion, which inserts <style> elements at run time;
 * the web app's index.html is a static, cached file, so a per-request nonce
 * (Emotion's cache `nonce`) would need the file rendered per request. We keep
 * scripts strict ('self' only: no inline script, no eval) and allow inline
 * styles in the web app: a style cannot run code, and every script is locked.
 * The server's own pages (redirect pages, profile pages) name each inline
 * script and style by its SHA-256 instead.
 */

/** Sent on every answer Fastify or the redirect writes. */
export const commonSecurityHeaders: Readonly<Record<string, string>> = Object.freeze({
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy':
    'camera=(), microphone=(), geolocation=(), payment=(), usb=(), magnetometer=(), gyroscope=(), accelerometer=(), interest-cohort=()',
});

/** Over HTTPS only: a browser that saw it refuses plain HTTP to this host for a year. */
export const HSTS = 'max-age=31536000; includeSubDomains';

/** What every page policy ends with: no plugins, no <base>, never framed. */
const LOCKED = "object-src 'none'; base-uri 'none'; frame-ancestors 'none'";

/** The single-page web app (index.html and the "not built" page). */
export const webAppCsp = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "manifest-src 'self'",
  "form-action 'self'",
  LOCKED,
].join('; ');

/**
 * A server-rendered page: nothing by default, its own inline scripts and styles
 * by hash, images from here or (a link preview's image) any https address.
 * No form-action: the password form's answer is a redirect to the link's
 * destination, which Chromium checks against form-action, and the destination
 * cannot be named in a header without telling it before the password.
 */
export function pageCsp(html: string): string {
  const scripts = hashesOf(html, 'script');
  const styles = hashesOf(html, 'style');
  return [
    "default-src 'none'",
    scripts.length > 0 ? `script-src ${scripts.join(' ')}` : "script-src 'none'",
    styles.length > 0 ? `style-src ${styles.join(' ')}` : "style-src 'none'",
    "img-src 'self' data: https:",
    LOCKED,
  ].join('; ');
}

const memo = new Map<string, string>();

/** The hash source of one inline element's text, memoised (the pages repeat the same style). */
function hashSource(text: string): string {
  let source = memo.get(text);
  if (!source) {
    source = `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
    if (memo.size > 1000) memo.clear();
    memo.set(text, source);
  }
  return source;
}

function hashesOf(html: string, tag: 'script' | 'style'): string[] {
  const found = new Set<string>();
  const pattern = tag === 'script' ? /<script>([\s\S]*?)<\/script>/g : /<style>([\s\S]*?)<\/style>/g;
  for (const match of html.matchAll(pattern)) found.add(hashSource(match[1] ?? ''));
  return [...found];
}

/** The headers of one server-rendered page: its own policy and the common headers. */
export function pageHeaders(html: string): Record<string, string> {
  return { 'content-security-policy': pageCsp(html), ...commonSecurityHeaders };
}
