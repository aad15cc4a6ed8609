import { describe, expect, it } from 'vitest';
import { evaluateLink } from './evaluate-link.ts';
import { makeLink } from './link-fixture.test-helpers.ts';

const now = new Date('2026-03-10T12:00:00Z');
const destinations = [
  { url: 'https://a.example/', weight: 50 },
  { url: 'https://b.example/', weight: 30 },
  { url: 'https://c.example/', weight: 20 },
];
const rotating = (extra: { endsAt?: string; winner?: string; defaultUrl?: string } = {}, id = 'link-1') =>
  makeLink({ kind: 'rlsurl', rules: { destinations, ...extra } }, { id });

const urlFor = (link: ReturnType<typeof rotating>, visitorId: string, at = now) => {
  const out = evaluateLink(link, { visitorId }, at);
  return out.outcome === 'redirect' ? out.url : out.outcome;
};

describe('evaluateLink: rlsurl', () => {
  it('splits 10,000 distinct visitors by weight within 2 points', () => {
    const link = rotating();
    const counts = new Map<string, number>();
    for (let i = 0; i < 10_000; i++) {
      const url = urlFor(link, `visitor-${i}`);
      counts.set(url, (counts.get(url) ?? 0) + 1);
    }
    for (const d of destinations) {
      expect(Math.abs((counts.get(d.url) ?? 0) / 100 - d.weight), d.url).toBeLessThan(2);
    }
  });

  it('keeps each visitor on the same destination', () => {
    const link = rotating();
    for (let i = 0; i < 200; i++) {
      const first = urlFor(link, `v${i}`);
      expect(urlFor(link, `v${i}`, new Date('2026-04-01T00:00:00Z'))).toBe(first);
    }
  });

  it('splits independently per link, so one visitor is not always on the first side everywhere', () => {
    const sides = new Set<string>();
    for (let i = 0; i < 20; i++) sides.add(urlFor(rotating({}, `link-${i}`), 'same-visitor'));
    expect(sides.size).toBeGreaterThan(1);
  });

  it('sends everyone to the winner after the end date', () => {
    const link = rotating({ endsAt: '2026-03-10T12:00:00Z', winner: 'https://b.example/' });
    expect(evaluateLink(link, { visitorId: 'x' }, now)).toEqual({
      outcome: 'redirect',
      url: 'https://b.example/',
      reason: 'rotation:winner',
    });
    const before = new Date('2026-03-10T11:59:59Z');
    const seen = new Set(Array.from({ length: 100 }, (_, i) => urlFor(link, `v${i}`, before)));
    expect(seen.size).toBe(3);
  });

  it('falls back to the default, then to the heaviest destination, when no winner was picked', () => {
    const ended = '2026-03-01T00:00:00Z';
    expect(urlFor(rotating({ endsAt: ended, defaultUrl: 'https://d.example/' }), 'x')).toBe('https://d.example/');
    expect(urlFor(rotating({ endsAt: ended }), 'x')).toBe('https://a.example/');
  });

  it('appends UTM tags to the rotated destination', () => {
    const link = makeLink({ kind: 'rlsurl', rules: { destinations } }, { utm: { source: 'ab' } });
    expect(urlFor(link, 'v1')).toMatch(/\?utm_source=ab$/);
  });
});
