import { readFileSync } from 'node:fs';
import type { ErrorCode } from '@osm5/shared/errors';
import { negotiateLanguage } from '@osm5/shared/links/accept-language';

/**
 * The human text of an API error in the request's language. The texts are the
 * web app's own translations (apps/web/src/locales/<lang>/<namespace>.json),
 * read from there once at start, so there is one copy of every sentence: an
 * error's `messageKey` (`validation.url_required`) and its `code` name the
 * same entries the web app shows.
 */
export const apiLanguages = ['en', 'fr', 'ar', 'zh'] as const;
export type ApiLanguage = (typeof apiLanguages)[number];

/** The namespaces an error's message key may name, and billing (the words of the invoice PDF). */
const namespaces = ['validation', 'errors', 'domains', 'bulkImport', 'billing'] as const;
const KEY = /^(validation|errors|domains|bulkImport|billing)\.[\w.]+$/;

type Tree = { [key: string]: string | Tree };
const localesDir = new URL('../../../web/src/locales/', import.meta.url);

const texts: Record<ApiLanguage, Record<string, Tree>> = Object.fromEntries(
  apiLanguages.map((lang) => [
    lang,
    Object.fromEntries(
      namespaces.map((ns) => [ns, JSON.parse(readFileSync(new URL(`${lang}/${ns}.json`, localesDir), 'utf8')) as Tree]),
    ),
  ]),
) as Record<ApiLanguage, Record<string, Tree>>;

/** The request's language among the four, English when it names none of them. */
export const apiLanguageOf = (acceptLanguage: string | undefined): ApiLanguage =>
  (negotiateLanguage(acceptLanguage, apiLanguages) as ApiLanguage | undefined) ?? 'en';

/** Whether a message is one of the web app's keys rather than text. */
export const isMessageKey = (message: string): boolean => KEY.test(message);

/** The text of a key (`validation.url_required`, `domains.status.pending`) in a language, if it has one. */
export function keyText(key: string, lang: ApiLanguage): string | undefined {
  const [ns, ...path] = key.split('.');
  let node: string | Tree | undefined = texts[lang][ns ?? ''];
  for (const part of path) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' && node !== '' ? node : undefined;
}

/** The general text of an error code in a language (`errors.json`). */
export const codeText = (code: ErrorCode, lang: ApiLanguage): string | undefined => keyText(`errors.${code}`, lang);
