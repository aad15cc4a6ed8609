import { describe, expect, it } from 'vitest';
import { pageLanguageOf, pageLanguages, pageMessages } from './page-messages.ts';
import { appDownloadPage, passwordPage, previewPage } from './redirect-pages.ts';
import { issueUnlock, isUnlocked } from './unlock-cookie.ts';

describe('redirect pages', () => {
  it('has every message in every language', () => {
    const keys = Object.keys(pageMessages.en).sort();
    for (const lang of pageLanguages) expect(Object.keys(pageMessages[lang]).sort(), lang).toEqual(keys);
  });

  it('picks the page language from Accept-Language, English otherwise', () => {
    expect(pageLanguageOf('zh-TW,zh;q=0.9')).toBe('zh');
    expect(pageLanguageOf('ar-EG')).toBe('ar');
    expect(pageLanguageOf('de-DE')).toBe('en');
    expect(pageLanguageOf(undefined)).toBe('en');
  });

  it('escapes everything it interpolates', () => {
    const html = previewPage('en', {
      title: '"><script>alert(1)</script>',
      description: "it's <b>",
      image: 'https://x.test/a.png?"onload=',
      url: 'https://s.test/a',
    });
    expect(html).not.toContain('<script>alert');
    expect(html).toContain('&quot;&gt;&lt;script&gt;');
    expect(html).toContain('it&#39;s &lt;b&gt;');
    expect(passwordPage('en', 'https://s.test/"x', false)).toContain('action="https://s.test/&quot;x"');
  });

  it('keeps the app hand-off script closed whatever the deep link holds', () => {
    const html = appDownloadPage('en', {
      deepLink: 'myapp://x</script><script>alert(1)</script>',
      fallback: 'https://play.example/x',
      iosUrl: 'https://apps.example/x',
      androidUrl: 'https://play.example/x',
      webUrl: 'https://web.example/x',
    });
    expect(html.match(/<\/script>/g)).toHaveLength(1);
  });
});

describe('unlock cookie', () => {
  const hash = '$argon2id$v=19$m=19456,t=2,p=1$abc$def';
  it('opens the link it was made for, until it expires', () => {
    const now = Date.UTC(2030, 0, 1);
    const value = issueUnlock('secret', 'link-1', hash, now);
    expect(isUnlocked('secret', 'link-1', hash, value, now + 1000)).toBe(true);
    expect(isUnlocked('secret', 'link-2', hash, value, now + 1000)).toBe(false);
    expect(isUnlocked('other secret', 'link-1', hash, value, now + 1000)).toBe(false);
    expect(isUnlocked('secret', 'link-1', `${hash}x`, value, now + 1000)).toBe(false);
    expect(isUnlocked('secret', 'link-1', hash, value, now + 25 * 3_600_000)).toBe(false);
  });

  it('refuses a stretched expiry and junk', () => {
    const now = Date.UTC(2030, 0, 1);
    const value = issueUnlock('secret', 'link-1', hash, now);
    const [, mac] = value.split('.');
    expect(isUnlocked('secret', 'link-1', hash, `${Number(value.split('.')[0]) + 86_400}.${mac}`, now)).toBe(false);
    for (const junk of ['', '.', 'x.y', '123', undefined])
      expect(isUnlocked('secret', 'link-1', hash, junk, now)).toBe(false);
  });
});
