import type { ProfileTheme, SocialNetwork } from '../schemas/profile-pages.ts';
import { socialIcon } from './social-icons.ts';

/**
 * The public link-in-bio page as one HTML document: mobile-first, themed, no
 * script. The server sends it at /p/{handle}; the web editor shows the same
 * string in a sandboxed frame as its live preview. Every value is escaped.
 */

export const profilePageLanguages = ['en', 'fr', 'ar', 'zh'] as const;
export type ProfilePageLanguage = (typeof profilePageLanguages)[number];

interface PageStrings {
  links: string;
  socials: string;
  website: string;
  email: string;
  avatar: string;
  notFoundTitle: string;
  notFoundText: string;
  madeWith: string;
}

const strings: Record<ProfilePageLanguage, PageStrings> = {
  en: {
    links: 'Links',
    socials: 'Social profiles',
    website: 'Website',
    email: 'E-mail',
    avatar: 'Profile picture of {name}',
    notFoundTitle: 'This page does not exist',
    notFoundText: 'Check the address, or ask the person who shared it with you.',
    madeWith: 'Made with OSM5',
  },
  fr: {
    links: 'Liens',
    socials: 'Réseaux sociaux',
    website: 'Site web',
    email: 'E-mail',
    avatar: 'Photo de profil de {name}',
    notFoundTitle: 'Cette page n’existe pas',
    notFoundText: 'Vérifiez l’adresse, ou demandez-la à la personne qui vous l’a transmise.',
    madeWith: 'Créé avec OSM5',
  },
  ar: {
    links: 'الروابط',
    socials: 'الحسابات الاجتماعية',
    website: 'الموقع',
    email: 'البريد الإلكتروني',
    avatar: 'صورة الملف الشخصي لـ {name}',
    notFoundTitle: 'هذه الصفحة غير موجودة',
    notFoundText: 'تحقق من العنوان، أو اطلبه من الشخص الذي شاركه معك.',
    madeWith: 'صُنع باستخدام OSM5',
  },
  zh: {
    links: '链接',
    socials: '社交账号',
    website: '网站',
    email: '电子邮件',
    avatar: '{name} 的头像',
    notFoundTitle: '此页面不存在',
    notFoundText: '请检查地址，或向分享此地址的人确认。',
    madeWith: '由 OSM5 制作',
  },
};

const brandNames: Record<Exclude<SocialNetwork, 'website' | 'email'>, string> = {
  x: 'X',
  instagram: 'Instagram',
  facebook: 'Facebook',
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
  tiktok: 'TikTok',
  github: 'GitHub',
};

export const socialLabel = (network: SocialNetwork, lang: ProfilePageLanguage): string =>
  network === 'website' || network === 'email' ? strings[lang][network] : brandNames[network];

const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (c) => entities[c] ?? c);

/** A colour already validated as #RRGGBB; anything else falls back, so no CSS can be injected. */
const cssColour = (value: string | undefined, fallback: string) =>
  value && /^#[0-9a-fA-F]{6}$/.test(value) ? value : fallback;

const radius = { rounded: '12px', pill: '999px', square: '0' } as const;

export interface ProfilePageView {
  lang: ProfilePageLanguage;
  handle: string;
  title: string;
  bio: string;
  /** the avatar's address, or null for initials */
  avatarSrc: string | null;
  theme: ProfileTheme;
  buttons: { label: string; href: string }[];
  socials: { network: SocialNetwork; url: string }[];
}

const socialHref = (s: { network: SocialNetwork; url: string }) =>
  s.network === 'email' ? `mailto:${s.url}` : /^https?:\/\//i.test(s.url) ? s.url : '#';

/** The first letter or digit of the first two words that have one. */
const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .map((w) => w.match(/[\p{L}\p{N}]/u)?.[0] ?? '')
    .filter(Boolean)
    .slice(0, 2)
    .join('')
    .toUpperCase();

function document(lang: ProfilePageLanguage, title: string, style: string, body: string, description = ''): string {
  const dir = lang === 'ar' ? 'rtl' : 'ltr';
  const meta = description
    ? `\n<meta name="description" content="${escapeHtml(description)}">\n<meta property="og:description" content="${escapeHtml(description)}">`
    : '';
  return `<!doctype html>
<html lang="${lang}" dir="${dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta property="og:type" content="profile">
<meta property="og:title" content="${escapeHtml(title)}">${meta}
<title>${escapeHtml(title)}</title>
<style>${style}</style>
</head>
<body>${body}</body>
</html>`;
}

const baseStyle = (bg: string, fg: string) => `
*{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;min-height:100vh;background:${bg};color:${fg};font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans","Noto Sans Arabic","Noto Sans SC",sans-serif;display:flex;flex-direction:column;align-items:center}
main{width:100%;max-width:560px;padding:48px 20px 24px;text-align:center;flex:1}
a:focus-visible{outline:3px solid currentColor;outline-offset:3px}
`;

export function renderProfilePage(view: ProfilePageView): string {
  const s = strings[view.lang];
  const bg = cssColour(view.theme.background, '#f4f6fb');
  const fg = cssColour(view.theme.textColor, '#1c2434');
  const btnBg = cssColour(view.theme.buttonColor, '#3056d3');
  const btnFg = cssColour(view.theme.buttonTextColor, '#ffffff');
  const shape = radius[view.theme.buttonShape] ?? radius.rounded;
  const name = view.title || `@${view.handle}`;
  const style = `${baseStyle(bg, fg)}
.avatar{width:96px;height:96px;border-radius:50%;object-fit:cover;display:block;margin:0 auto 16px;background:${btnBg};color:${btnFg};font-size:36px;font-weight:600;line-height:96px}
h1{font-size:1.5rem;margin:0 0 4px;overflow-wrap:anywhere}
.handle{opacity:.75;margin:0 0 12px}
.bio{margin:0 auto 24px;max-width:46ch;white-space:pre-line;overflow-wrap:anywhere}
ul{list-style:none;margin:0;padding:0}
.buttons li+li{margin-top:12px}
.button{display:block;padding:14px 20px;background:${btnBg};color:${btnFg};border-radius:${shape};text-decoration:none;font-weight:600;overflow-wrap:anywhere;transition:transform .15s}
.button:hover{transform:translateY(-1px)}
.socials{display:flex;flex-wrap:wrap;justify-content:center;gap:12px;margin-top:28px}
.socials a{display:inline-flex;width:44px;height:44px;align-items:center;justify-content:center;border-radius:50%;color:${fg}}
.socials a:hover{background:color-mix(in srgb,${fg} 10%,transparent)}
footer{padding:16px;font-size:.8rem;opacity:.7}
footer a{color:inherit}
@media (prefers-reduced-motion:reduce){.button{transition:none}}`;
  const avatar = view.avatarSrc
    ? `<img class="avatar" src="${escapeHtml(view.avatarSrc)}" alt="${escapeHtml(s.avatar.replace('{name}', name))}" width="96" height="96">`
    : `<div class="avatar" aria-hidden="true">${escapeHtml(initialsOf(name) || '@')}</div>`;
  const buttons = view.buttons.length
    ? `<nav aria-label="${escapeHtml(s.links)}"><ul class="buttons">${view.buttons
        .map(
          (b) =>
            `<li><a class="button" href="${escapeHtml(b.href)}" rel="noopener" dir="auto">${escapeHtml(b.label)}</a></li>`,
        )
        .join('')}</ul></nav>`
    : '';
  const socials = view.socials.length
    ? `<ul class="socials" aria-label="${escapeHtml(s.socials)}">${view.socials
        .map((x) => {
          const label = escapeHtml(socialLabel(x.network, view.lang));
          return `<li><a href="${escapeHtml(socialHref(x))}" rel="noopener me" aria-label="${label}" title="${label}">${socialIcon(x.network)}</a></li>`;
        })
        .join('')}</ul>`
    : '';
  const body = `<main>${avatar}<h1 dir="auto">${escapeHtml(name)}</h1>${
    view.title ? `<p class="handle"><bdi>@${escapeHtml(view.handle)}</bdi></p>` : ''
  }${view.bio ? `<p class="bio" dir="auto">${escapeHtml(view.bio)}</p>` : ''}${buttons}${socials}</main><footer>${escapeHtml(s.madeWith)}</footer>`;
  return document(view.lang, name, style, body, view.bio);
}

export function renderProfileNotFound(lang: ProfilePageLanguage): string {
  const s = strings[lang];
  const style = `${baseStyle('#f4f6fb', '#1c2434')}
main{padding-top:96px}
h1{font-size:1.5rem;margin:0 0 8px}
.code{font-size:3rem;font-weight:700;opacity:.35;margin:0}`;
  return document(
    lang,
    s.notFoundTitle,
    style,
    `<main><p class="code" aria-hidden="true">404</p><h1>${escapeHtml(s.notFoundTitle)}</h1><p>${escapeHtml(s.notFoundText)}</p></main>`,
  );
}
