import { describe, expect, it } from 'vitest';
import { createAgentParser, parseUserAgent } from './user-agent.ts';

describe('parseUserAgent', () => {
  it.each([
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
      { browser: 'safari', os: 'ios', osVersion: '17.4', deviceType: 'mobile', deviceModel: 'Apple iPhone' },
    ],
    [
      'Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
      { os: 'ios', deviceType: 'tablet' },
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
      { browser: 'chrome', browserVersion: '124.0.0.0', os: 'android', osVersion: '14', deviceType: 'mobile' },
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.2478.51',
      { browser: 'edge', os: 'windows', deviceType: 'desktop' },
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.4; rv:125.0) Gecko/20100101 Firefox/125.0',
      { browser: 'firefox', os: 'macos', deviceType: 'desktop' },
    ],
    [
      'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0',
      { os: 'linux', osName: 'linux' },
    ],
    [
      'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
      { os: 'chromeos' },
    ],
    [
      'Mozilla/5.0 (Linux; Android 12; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
      { os: 'android', deviceType: 'tablet' },
    ],
    [
      'Mozilla/5.0 (SMART-TV; Linux; Tizen 6.0) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/4.0 Chrome/76.0.3809.146 TV Safari/537.36',
      { deviceType: 'tv' },
    ],
  ])('%s', (ua, expected) => {
    expect(parseUserAgent(ua)).toMatchObject({ ...expected, isBot: false, isPreviewCrawler: false });
  });

  it('marks bots, and the link-preview fetchers isbot may not know', () => {
    // robots that are no link-preview fetchers: redirected like anyone (and never counted)
    for (const ua of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'curl/8.5.0',
      'python-requests/2.31.0',
      'Wget/1.21.4',
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/13.1.1 Safari/605.1.15 (Applebot/0.1; +http://www.apple.com/go/applebot)',
      'Slack-ImgProxy (+https://api.slack.com/robots)',
    ]) {
      expect(parseUserAgent(ua), ua).toMatchObject({ isBot: true, deviceType: 'bot', isPreviewCrawler: false });
    }
    for (const ua of [
      'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
      'Twitterbot/1.0',
      'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
      'LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)',
      'Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)',
      'WhatsApp/2.23.20.0',
      'TelegramBot (like TwitterBot)',
      'Pinterest/0.2 (+https://www.pinterest.com/bot.html)',
      'Mozilla/5.0 (Windows NT 6.1; WOW64) SkypeUriPreview Preview/0.5 skype-url-preview@microsoft.com',
      'Mastodon/4.2.0 (http.rb/5.1.1; +https://mastodon.social/) Bot',
      'Mozilla/5.0 (compatible; Bluesky Cardyb/1.1; +mailto:support@bsky.app)',
      'Iframely/1.3.1 (+https://iframely.com/docs/about)',
    ]) {
      expect(parseUserAgent(ua), ua).toMatchObject({ isBot: true, isPreviewCrawler: true });
    }
  });

  it('an unknown OS keeps its own name but no rule family', () => {
    const parsed = parseUserAgent('Mozilla/5.0 (X11; FreeBSD amd64; rv:125.0) Gecko/20100101 Firefox/125.0');
    expect(parsed.os).toBeUndefined();
    expect(parsed.osName).toBe('freebsd');
  });

  it('caches parses in a bounded map', () => {
    const parse = createAgentParser(2);
    const a = parse('Mozilla/5.0 (Windows NT 10.0) Firefox/125.0');
    expect(parse('Mozilla/5.0 (Windows NT 10.0) Firefox/125.0')).toBe(a);
    parse('b');
    parse('c');
    expect(parse('Mozilla/5.0 (Windows NT 10.0) Firefox/125.0')).not.toBe(a);
  });
});
