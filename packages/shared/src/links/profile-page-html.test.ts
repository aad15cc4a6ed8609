import { describe, expect, it } from 'vitest';
import { profileThemeSchema } from '../schemas/profile-pages.ts';
import { escapeHtml, renderProfileNotFound, renderProfilePage } from './profile-page-html.ts';

const base = {
  lang: 'en' as const,
  handle: 'jane',
  title: 'Jane',
  bio: '',
  avatarSrc: null,
  theme: profileThemeSchema.parse({}),
  buttons: [],
  socials: [],
};

describe('profile page HTML', () => {
  it('escapes every user value, in text and attributes', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
    const html = renderProfilePage({
      ...base,
      title: '</title><script>x()</script>',
      bio: '<img src=x onerror=y()>',
      avatarSrc: '/p/jane/avatar?v=1"onload="z()',
      buttons: [{ label: '"><b>', href: 'http://s/a?r=profile&x="y"' }],
    });
    expect(html).not.toMatch(/<script|<img src=x|<b>|onload="z/);
    expect(html).toContain('href="http://s/a?r=profile&amp;x=&quot;y&quot;"');
    // shared links show the page's title and bio, escaped too
    expect(html).toContain('<meta property="og:title" content="&lt;/title&gt;&lt;script&gt;x()&lt;/script&gt;">');
    expect(html).toContain('<meta name="description" content="&lt;img src=x onerror=y()&gt;">');
  });

  it('keeps the theme to real colours and shapes, whatever is stored', () => {
    const html = renderProfilePage({
      ...base,
      theme: { ...base.theme, background: 'red;}body{display:none', buttonShape: 'pill' },
    });
    expect(html).not.toContain('display:none');
    expect(html).toContain('background:#f4f6fb');
    expect(html).toContain('border-radius:999px');
  });

  it('links socials (mailto for e-mail, only http(s) otherwise) with translated names', () => {
    const html = renderProfilePage({
      ...base,
      lang: 'fr',
      socials: [
        { network: 'email', url: 'jane@example.com' },
        { network: 'website', url: 'javascript:alert(1)' },
        { network: 'github', url: 'https://github.com/jane' },
      ],
    });
    expect(html).toContain('href="mailto:jane@example.com"');
    expect(html).not.toContain('javascript:');
    expect(html).toContain('aria-label="Site web"');
    expect(html).toContain('aria-label="GitHub"');
    expect(html).toContain('<html lang="fr" dir="ltr">');
  });

  it('writes Arabic right to left, and shows initials without an avatar', () => {
    const html = renderProfilePage({ ...base, lang: 'ar', title: 'jane <doe>' });
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('>JD</div>');
    // a Latin title and handle keep their own direction inside the right-to-left page
    expect(html).toContain('<h1 dir="auto">jane &lt;doe&gt;</h1>');
    expect(html).toContain('<bdi>@jane</bdi>');
    expect(renderProfileNotFound('zh')).toContain('此页面不存在');
  });
});
