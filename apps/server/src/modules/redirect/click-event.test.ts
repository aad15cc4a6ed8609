import { describe, expect, it } from 'vitest';
import { composedLine, toJsonLine } from '../../analytics-store/event-line.ts';
import { toEventRow } from '../../analytics-store/event-row.ts';
import type { ParsedAgent } from '../../tracking/user-agent.ts';
import type { VisitContext } from '../../tracking/visitor-context.ts';
import { clickEvent } from './click-event.ts';
import type { CompiledLink } from './compiled-link.ts';

const link = (title: string) =>
  ({ id: 'lnk_1', orgId: 'org_1', workspaceId: 'ws_1', slug: 'spring', title }) as CompiledLink;

const agent = (browser: string, isBot = false): ParsedAgent => ({
  browser,
  browserVersion: '124',
  os: 'windows',
  osName: 'windows',
  osVersion: '10',
  deviceType: 'desktop',
  deviceModel: '',
  isBot,
  isPreviewCrawler: false,
});

const context = (a: ParsedAgent, patch: Partial<VisitContext> = {}): VisitContext => ({
  visitor: {} as VisitContext['visitor'],
  agent: a,
  ip: '203.0.113.7',
  visitorId: '0123456789abcdef',
  country: 'FR',
  region: 'Île-de-France',
  city: 'Paris',
  cityPoint: '48.85,2.35',
  language: 'fr',
  referrer: 'https://news.example/a?b="c"',
  referrerHost: 'news.example',
  channel: 'referral',
  utm: { source: 'mail', medium: '', campaign: 'spring\u0000', term: '', content: '' },
  ...patch,
});

/** The line a click makes, read back, without its id. */
const stored = (line: string) => {
  const { id: _id, ...rest } = JSON.parse(line);
  return rest;
};

describe('clickEvent', () => {
  it('records every column of a click, cleaned exactly as toEventRow cleans an event', () => {
    const l = link('Sale "50%"');
    const ctx = context(agent('chrome'));
    const line = composedLine(clickEvent(l, ctx, 'qr', 'https://example.com/x', false), 'id', 7);
    const row = toEventRow(
      {
        type: 'click',
        tenant_id: 'org_1',
        workspace_id: 'ws_1',
        item_id: 'lnk_1',
        trigger: 'qr',
        path: '/spring',
        title: 'Sale "50%"',
        visitor_id: ctx.visitorId,
        country: 'FR',
        region: 'Île-de-France',
        city: 'Paris',
        city_point: '48.85,2.35',
        language: 'fr',
        browser: 'chrome',
        browser_version: '124',
        os: 'windows',
        os_version: '10',
        device_type: 'desktop',
        referrer: ctx.referrer,
        referrer_host: 'news.example',
        channel: 'referral',
        utm_source: 'mail',
        utm_campaign: 'spring\u0000',
        destination: 'https://example.com/x',
      },
      7,
    );
    expect(stored(line)).toEqual(stored(toJsonLine(row)));
    expect(stored(line).utm_campaign).toBe('spring');
  });

  it('marks a bot, whether the agent says so or the visit (a crawler shown the preview) does', () => {
    const bot = (a: ParsedAgent, isBot: boolean) =>
      JSON.parse(composedLine(clickEvent(link('t'), context(a), 'link', '', isBot), 'id', 1)).is_bot;
    expect(bot(agent('chrome'), false)).toBeUndefined();
    expect(bot(agent('chrome'), true)).toBe(true);
    expect(bot(agent('googlebot', true), false)).toBe(true);
  });

  it("writes a link's and an agent's columns once, and anew for a link recompiled after an edit", () => {
    const a = agent('firefox');
    const first = link('Before');
    const one = clickEvent(first, context(a), 'link', 'https://example.com/', false);
    const two = clickEvent(first, context(a, { visitorId: 'fedcba9876543210' }), 'link', 'https://example.com/', false);
    expect(one.replace('0123456789abcdef', 'fedcba9876543210')).toBe(two);
    const edited = clickEvent(link('After'), context(a), 'link', 'https://example.com/', false);
    expect(JSON.parse(composedLine(edited, 'id', 1)).title).toBe('After');
    expect(JSON.parse(composedLine(clickEvent(first, context(a), 'profile', '', false), 'id', 1)).trigger).toBe(
      'profile',
    );
  });
});
