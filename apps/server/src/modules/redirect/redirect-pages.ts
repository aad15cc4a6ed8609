import { escapeHtml as e } from './html.ts';
import type { PageLanguage, PageMessages } from './page-messages.ts';
import { pageMessages } from './page-messages.ts';

/**
 * The redirect server's own pages: small, server-rendered, no script except
 * the app-download hand-off, branded with the AQUA theme, light and dark.
 */
const style = `
:root{color-scheme:light dark;--brand:#00779a;--brand-soft:#e1f3f7;--bg:#f6f9fb;--card:#fff;--text:#10212b;--muted:#4a5a63;--error:#b3261e}
@media (prefers-color-scheme:dark){:root{--brand:#4cc3dc;--brand-soft:#143a45;--bg:#0b1220;--card:#111b2b;--text:#e7eef3;--muted:#a8b6bf;--error:#ffb4ab}}
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;padding:1.5rem;background:var(--bg);color:var(--text);font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans","Noto Sans Arabic","Noto Sans SC",sans-serif}
main{width:100%;max-width:26rem;background:var(--card);border-radius:16px;padding:2rem 1.75rem;box-shadow:0 8px 30px rgb(0 0 0 / .08);border-block-start:4px solid var(--brand)}
h1{font-size:1.35rem;margin:0 0 .5rem}
p{margin:0 0 1rem;color:var(--muted)}
label{display:block;font-weight:600;margin-block-end:.35rem}
input{width:100%;font:inherit;padding:.7rem .8rem;border:1px solid var(--muted);border-radius:10px;background:transparent;color:inherit}
.button,button{display:block;width:100%;text-align:center;font:inherit;font-weight:600;padding:.7rem 1rem;margin-block-start:.75rem;border:0;border-radius:10px;background:var(--brand);color:var(--card);text-decoration:none;cursor:pointer}
.button.secondary{background:var(--brand-soft);color:var(--text)}
:focus-visible{outline:3px solid var(--brand);outline-offset:2px}
.error{color:var(--error);font-weight:600}
footer{margin-block-start:1.5rem;font-size:.8rem;color:var(--muted);text-align:center}
footer b{color:var(--brand)}
img.preview{width:100%;border-radius:10px;margin-block-end:1rem}
`;

interface Layout {
  lang: PageLanguage;
  title: string;
  body: string;
  head?: string;
}

function layout({ lang, title, body, head = '' }: Layout): string {
  const m = pageMessages[lang];
  return `<!doctype html>
<html lang="${lang}" dir="${m.dir}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex">
<title>${e(title)}</title>${head}
<style>${style}</style></head>
<body><main>${body}<footer><b>OSM5</b> · ${e(m.brand)}</footer></main></body></html>`;
}

const messagePage = (lang: PageLanguage, title: keyof PageMessages, text: keyof PageMessages) => {
  const m = pageMessages[lang];
  return layout({ lang, title: m[title], body: `<h1>${e(m[title])}</h1><p>${e(m[text])}</p>` });
};

export const notFoundPage = (lang: PageLanguage) => messagePage(lang, 'notFoundTitle', 'notFoundBody');
export const expiredPage = (lang: PageLanguage) => messagePage(lang, 'expiredTitle', 'expiredBody');
export const inactivePage = (lang: PageLanguage) => messagePage(lang, 'inactiveTitle', 'inactiveBody');
export const blockedPage = (lang: PageLanguage) => messagePage(lang, 'blockedTitle', 'blockedBody');
export const loopPage = (lang: PageLanguage) => messagePage(lang, 'loopTitle', 'loopBody');
/** 503 for a moment: the link's shared click count (`count`) or the link itself (`lookup`) cannot be reached. */
export const unavailablePage = (lang: PageLanguage, why: 'count' | 'lookup') =>
  messagePage(lang, 'unavailableTitle', why === 'count' ? 'unavailableBody' : 'lookupUnavailableBody');

export function rateLimitedPage(lang: PageLanguage, retryAfterSeconds: number): string {
  const m = pageMessages[lang];
  const text = m.rateLimitedBody.replace('{seconds}', String(retryAfterSeconds));
  return layout({
    lang,
    title: m.rateLimitedTitle,
    body: `<h1>${e(m.rateLimitedTitle)}</h1><p role="alert">${e(text)}</p>`,
  });
}

/** Posts back to the same address; a wrong password shows the page again with the error tied to the field. */
export function passwordPage(lang: PageLanguage, action: string, wrong: boolean): string {
  const m: PageMessages = pageMessages[lang];
  const error = wrong ? `<p class="error" id="password-error" role="alert">${e(m.passwordWrong)}</p>` : '';
  const described = wrong ? ' aria-describedby="password-error" aria-invalid="true"' : '';
  const body = `<h1>${e(m.passwordTitle)}</h1><p>${e(m.passwordBody)}</p>
<form method="post" action="${e(action)}">${error}
<label for="password">${e(m.passwordLabel)}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required autofocus${described}>
<button type="submit">${e(m.passwordSubmit)}</button></form>`;
  return layout({ lang, title: m.passwordTitle, body });
}

export interface AppLinks {
  deepLink: string;
  /** where the visitor goes when the app does not open: the store of their OS */
  fallback: string;
  iosUrl: string;
  androidUrl: string;
  webUrl: string;
}

/** JSON inside a script element: `<` escaped so that no "</script>" can end it early. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export function appDownloadPage(lang: PageLanguage, links: AppLinks): string {
  const m = pageMessages[lang];
  const body = `<h1>${e(m.appTitle)}</h1><p>${e(m.appBody)}</p>
<a class="button" href="${e(links.iosUrl)}">${e(m.appStore)}</a>
<a class="button" href="${e(links.androidUrl)}">${e(m.playStore)}</a>
<a class="button secondary" href="${e(links.webUrl)}">${e(m.web)}</a>
<script>(function(){var d=${scriptJson(links.deepLink)},f=${scriptJson(links.fallback)};var t=setTimeout(function(){location.replace(f)},1500);document.addEventListener('visibilitychange',function(){if(document.hidden)clearTimeout(t)});location.href=d})();</script>`;
  return layout({ lang, title: m.appTitle, body });
}

export interface Preview {
  title: string;
  description: string;
  image: string;
  url: string;
}

/** For link-preview crawlers: the owner's social preview as Open Graph and Twitter tags, and no redirect. */
export function previewPage(lang: PageLanguage, p: Preview): string {
  const m = pageMessages[lang];
  const title = p.title || p.url;
  const meta = [
    ['og:type', 'website'],
    ['og:url', p.url],
    ['og:title', title],
    ['og:description', p.description],
    ['og:image', p.image],
    ['twitter:card', p.image ? 'summary_large_image' : 'summary'],
    ['twitter:title', title],
    ['twitter:description', p.description],
    ['twitter:image', p.image],
  ]
    .filter(([, v]) => v)
    .map(([k, v]) => `\n<meta ${k?.startsWith('og:') ? 'property' : 'name'}="${k}" content="${e(v ?? '')}">`)
    .join('');
  const head = `${meta}${p.description ? `\n<meta name="description" content="${e(p.description)}">` : ''}`;
  const image = p.image ? `<img class="preview" src="${e(p.image)}" alt="">` : '';
  const body = `${image}<h1>${e(title)}</h1>${p.description ? `<p>${e(p.description)}</p>` : ''}
<a class="button" href="${e(p.url)}">${e(m.previewContinue)}</a>`;
  return layout({ lang, title, body, head });
}
