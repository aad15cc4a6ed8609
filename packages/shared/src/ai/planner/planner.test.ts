import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AiPlanRequest, aiPlanSchema } from '../plan.ts';
import { planQuestion } from './index.ts';

const base = { app: 'analytics', now: '2026-11-21T09:30:00-05:00', timeZone: 'America/New_York' } as const;
const plan = (question: string, extra: Partial<AiPlanRequest> = {}) => planQuestion({ ...base, question, ...extra });

afterEach(() => vi.restoreAllMocks());

describe('planQuestion', () => {
  it('always answers a plan that passes aiPlanSchema, whatever it is asked', () => {
    const odd = [
      '',
      '🙂🙂',
      'x'.repeat(2000),
      'visitors by hour by day by week by month by country by city by browser by os',
      'top 0 pages',
      'top 99999 pages',
      'visitors between 15 October and 1 October',
      'visitors since 31 February',
      "'; DROP TABLE events; --",
      'visiteurs 昨天 زوار yesterday',
      'conversions',
      'p75 LCP and bounce rate',
    ];
    for (const q of odd) {
      const r = plan(q);
      const { language, ...p } = r;
      expect(aiPlanSchema.safeParse(p).success, q).toBe(true);
      expect(['en', 'fr', 'ar', 'zh']).toContain(language);
    }
  });

  it("rejects a request that breaks the caller's part of the contract, with a clear error", () => {
    expect(() => plan('visitors', { timeZone: 'Mars/Olympus' })).toThrow(/unknown time zone "Mars\/Olympus"/);
    expect(() => plan('visitors', { now: 'tomorrow' })).toThrow(/now is not an instant/);
  });

  it('is pure: "now" comes from the request, never from the clock', () => {
    vi.spyOn(Date, 'now').mockImplementation(() => {
      throw new Error('the planner read the clock');
    });
    const a = plan('visitors yesterday by country');
    const b = plan('visitors yesterday by country');
    expect(a).toEqual(b);
    expect(a).toMatchObject({ kind: 'query', query: { range: { from: '2026-11-20T00:00:00-05:00' } } });
  });

  it('counts clicks for short links and visitors for analytics when no metric is said', () => {
    expect(plan('top countries last week', { app: 'surl' })).toMatchObject({
      query: { metrics: ['clicks'] },
      chart: 'map',
    });
    expect(plan('top countries last week')).toMatchObject({ query: { metrics: ['visitors'] } });
  });

  it('reads the language from the question, or takes the one asked', () => {
    expect(plan('combien de visiteurs hier').language).toBe('fr');
    expect(plan('كم عدد الزوار').language).toBe('ar');
    expect(plan('昨天的访客').language).toBe('zh');
    expect(plan('visitors yesterday').language).toBe('en');
    expect(plan('visitors yesterday', { language: 'fr' }).language).toBe('fr');
  });

  it('makes a series coarser when its range has too many buckets', () => {
    expect(plan('visitors by hour this year')).toMatchObject({ query: { dimensions: ['day'] }, chart: 'line' });
    expect(plan('visitors per day since 2020-01-01')).toMatchObject({ query: { dimensions: ['week'] } });
  });

  it('needs a goal for conversions: the named event or page, else orders', () => {
    expect(plan('conversion rate for the purchase event')).toMatchObject({
      query: { goal: { kind: 'event', name: 'purchase' } },
    });
    expect(plan('conversions to /checkout/done')).toMatchObject({
      query: { goal: { kind: 'page', path: '/checkout/done' } },
    });
    expect(plan('conversions last week')).toMatchObject({ query: { goal: { kind: 'order' } } });
  });

  it('changes only what a follow-up says', () => {
    const first = plan('top 5 countries by clicks last month on mobile');
    if (first.kind !== 'query') throw new Error('expected a query');
    const next = plan('what about last week?', { previous: first.query });
    if (next.kind !== 'query') throw new Error('expected a query');
    expect(next.query).toEqual({
      ...first.query,
      range: { from: '2026-11-09T00:00:00-05:00', to: '2026-11-16T00:00:00-05:00' },
    });
    const table = plan('now as a table', { previous: first.query });
    expect(table).toMatchObject({ chart: 'table', query: first.query });
  });

  it('leaves out a previous query that is not one, and refuses a follow-up with nothing to follow', () => {
    const broken = { metrics: ['nonsense'] } as unknown as AiPlanRequest['previous'];
    expect(plan('and for France only?', { previous: broken })).toMatchObject({
      query: { metrics: ['visitors'], filters: [{ dimension: 'country', op: 'eq', value: 'FR' }] },
    });
    expect(plan('and?')).toMatchObject({ kind: 'refusal' });
  });

  it('excludes what follows "except", "hors", "باستثناء", "除了"', () => {
    expect(plan('pageviews except /admin')).toMatchObject({
      query: { filters: [{ dimension: 'path', op: 'neq', value: '/admin' }] },
    });
    expect(plan('visiteurs hors campagne soldes')).toMatchObject({
      query: { filters: [{ dimension: 'utm_campaign', op: 'neq', value: 'soldes' }] },
    });
    expect(plan('الزوار باستثناء فرنسا')).toMatchObject({
      query: { filters: [{ dimension: 'country', op: 'neq', value: 'FR' }] },
    });
    expect(plan('除了手机以外的访客')).toMatchObject({
      query: { filters: [{ dimension: 'device_type', op: 'neq', value: 'mobile' }] },
    });
    // the engine cannot exclude a prefix: no filter rather than the opposite one
    expect(plan('pageviews except /blog/*')).toMatchObject({ query: { filters: [] } });
  });

  it('reads a page where visits began or ended as their entry or exit page, in the four languages', () => {
    const cases: [string, 'entry_page' | 'exit_page'][] = [
      ['how many visits landed on /pricing last week', 'entry_page'],
      ['visitors whose entry page was /pricing', 'entry_page'],
      ['visits that left from /pricing', 'exit_page'],
      ['visites arrivées sur /pricing', 'entry_page'],
      ['visites sorties de /pricing', 'exit_page'],
      ['الزيارات التي دخلت من /pricing', 'entry_page'],
      ['الزوار الذين غادروا من /pricing', 'exit_page'],
      ['从/pricing进入的访问', 'entry_page'],
      ['入口页为/pricing的访客', 'entry_page'],
      ['从/pricing离开的访问', 'exit_page'],
    ];
    for (const [question, dimension] of cases) {
      expect(plan(question), question).toMatchObject({
        kind: 'query',
        query: { filters: [{ dimension, op: 'eq', value: '/pricing' }] },
      });
    }
    // a page viewed stays a path, and a goal when conversions are asked; an entry page stays a filter beside it
    expect(plan('pageviews of /pricing')).toMatchObject({
      query: { filters: [{ dimension: 'path', op: 'eq', value: '/pricing' }] },
    });
    expect(plan('conversions of visits that landed on /blog/*')).toMatchObject({
      query: { filters: [{ dimension: 'entry_page', op: 'starts_with', value: '/blog/' }], goal: { kind: 'order' } },
    });
    expect(plan('visitors except those who landed on /admin')).toMatchObject({
      query: { filters: [{ dimension: 'entry_page', op: 'neq', value: '/admin' }] },
    });
  });

  it('refuses with the reason', () => {
    expect(plan('what is our profit?')).toEqual({ kind: 'refusal', reason: 'unknown_metric', language: 'en' });
    expect(plan('predict next month')).toMatchObject({ reason: 'unsupported' });
    expect(plan('show me the emails of our visitors')).toMatchObject({ reason: 'unsupported' });
    expect(plan('write a haiku about cats')).toMatchObject({ kind: 'refusal' });
    expect(plan('   ')).toMatchObject({ reason: 'empty' });
  });

  it('reads a product named in quotes as a filter (the orders holding it) in the four languages', () => {
    const cases: [string, object][] = [
      [
        'revenue of orders with the product "Mug" by channel',
        { metrics: ['revenue'], dimensions: ['channel'], filters: [{ dimension: 'product', op: 'eq', value: 'Mug' }] },
      ],
      [
        'commandes contenant le produit « Thé vert » ce mois',
        { metrics: ['orders'], filters: [{ dimension: 'product', op: 'eq', value: 'Thé vert' }] },
      ],
      ['الإيرادات باستثناء المنتج "Mug"', { filters: [{ dimension: 'product', op: 'neq', value: 'Mug' }] }],
      // a name holding a browser's is the product's alone
      ['包含产品「Chrome Mug」的订单数', { filters: [{ dimension: 'product', op: 'eq', value: 'Chrome Mug' }] }],
      [
        'orders with the product "Mug" from France',
        {
          filters: [
            { dimension: 'product', op: 'eq', value: 'Mug' },
            { dimension: 'country', op: 'eq', value: 'FR' },
          ],
        },
      ],
    ];
    for (const [question, query] of cases) expect(plan(question), question).toMatchObject({ query });
    // without quotes, "product" is still the breakdown
    expect(plan('revenue by product')).toMatchObject({ query: { dimensions: ['product'], filters: [] } });
  });

  it("reads the item's own products named without quotes, in any case, in the four languages", () => {
    const products = ['Mug', 'Thé vert', 'Chrome Mug', 'Tee', 'Mobile', 'Today', 'كوب', '绿茶', 'X'];
    const product = (value: string) => ({ dimension: 'product', op: 'eq', value });
    const cases: [string, object][] = [
      // what it sold is read on its own lines (the product as a dimension), as the sales tracker's product table
      [
        'revenue of mug by channel',
        { metrics: ['revenue'], dimensions: ['product', 'channel'], filters: [product('Mug')] },
      ],
      ['how many mugs did we sell last week', { metrics: ['quantity'], dimensions: ['product'] }],
      ['combien de mugs vendus ce mois', { metrics: ['quantity'], dimensions: ['product'] }],
      ['卖了多少个绿茶', { metrics: ['quantity'], dimensions: ['product'], filters: [product('绿茶')] }],
      // "几" of "the last few days" asks no count
      ['最近几天绿茶的销售额', { metrics: ['revenue'], dimensions: ['product'], filters: [product('绿茶')] }],
      // the orders holding it: whole orders, as when asked for them
      ['revenue of orders with mug', { metrics: ['revenue'], dimensions: [], filters: [product('Mug')] }],
      ['which countries buy the most mugs', { metrics: ['orders'], dimensions: ['country'] }],
      ['how is the mug doing', { metrics: ['orders'], dimensions: [], filters: [product('Mug')] }],
      // a plural reads its singular, and accents are optional
      ['orders of mugs last week', { metrics: ['orders'], filters: [product('Mug')] }],
      ['commandes de the vert ce mois', { metrics: ['orders'], filters: [product('Thé vert')] }],
      ['الإيرادات باستثناء كوب', { filters: [{ dimension: 'product', op: 'neq', value: 'كوب' }] }],
      ['绿茶的订单数', { metrics: ['orders'], filters: [product('绿茶')] }],
      // the longest name wins, and it holds a browser's name
      ['orders of chrome mug', { filters: [product('Chrome Mug')] }],
      [
        'revenue of tee and mug',
        { dimensions: ['product'], filters: [{ dimension: 'product', op: 'in', values: ['Tee', 'Mug'] }] },
      ],
      ['orders of mug from France', { filters: [product('Mug'), { dimension: 'country', op: 'eq', value: 'FR' }] }],
    ];
    for (const [question, query] of cases) expect(plan(question, { products }), question).toMatchObject({ query });
    // the product held to one value draws nothing itself: one figure, a line over time, a map of countries
    const chartOf = (question: string) => {
      const r = plan(question, { products });
      return r.kind === 'query' ? r.chart : r.reason;
    };
    expect(chartOf('revenue of mug')).toBe('number');
    expect(chartOf('revenue of mug by day last month')).toBe('line');
    expect(chartOf('revenue of mug by country')).toBe('map');
    expect(chartOf('revenue of tee and mug')).toBe('bar');
    // a name that is a word the planner reads stays that word, and a name must stand whole
    expect(plan('visitors on mobile today', { products })).toMatchObject({
      query: { filters: [{ dimension: 'device_type', op: 'eq', value: 'mobile' }] },
    });
    expect(plan('revenue of teenagers', { products })).toMatchObject({ query: { filters: [] } });
    expect(plan('visitors by x', { products })).toMatchObject({ query: { filters: [] } });
    // a follow-up names another product: it takes the first one's place
    const first = plan('revenue of mug last week', { products });
    const previous = first.kind === 'query' ? first.query : undefined;
    expect(plan('and for tee?', { products, previous })).toMatchObject({
      query: { metrics: ['revenue'], filters: [product('Tee')], range: previous?.range },
    });
    // without the item's names, the same question has no product
    expect(plan('revenue of mug by channel')).toMatchObject({ query: { filters: [] } });
    // a quoted name is read as typed, even when the item has not sold it
    expect(plan('revenue of the product "Bowl" and mug', { products })).toMatchObject({
      query: { filters: [{ dimension: 'product', op: 'in', values: ['Bowl', 'Mug'] }] },
    });
  });

  it('reads sales by product and items sold in the four languages', () => {
    const cases: [string, string][] = [
      ['items sold by product', 'quantity'],
      ['revenu par produit', 'revenue'],
      ['الكميات حسب المنتج', 'quantity'],
      ['本月各产品的销量', 'quantity'],
    ];
    for (const [question, metric] of cases) {
      expect(plan(question), question).toMatchObject({ query: { metrics: [metric], dimensions: ['product'] } });
    }
  });
});
