import type { AnalyticsFilter } from '../../analytics/query.ts';
import { ambiguousCountryWords, countryNames } from './countries.ts';
import {
  browserTerms,
  channelTerms,
  deviceTerms,
  osTerms,
  sourceTerms,
  type Value,
  v,
  visitorTypeTerms,
  vitalTerms,
} from './filter-terms.ts';
import { knownProducts, quotedProduct } from './products.ts';
import { escapeRegExp, findTerms, type Hit, type Span } from './text.ts';

/**
 * The filters a question names: "on mobile", "from France", "on Chrome",
 * "from google", "for campaign spring", "on the page /pricing", "new
 * visitors", "LCP", 'the product "Mug"'. Several values of one dimension become `in`; a value
 * after "except/excluding/hors/باستثناء/除了" is excluded (`neq`/`not_in`).
 * Values keep the spelling of the store (lower-case browsers and systems,
 * ISO country codes, paths and campaigns as typed).
 */

const negation =
  /(?:not|excluding|except|outside(?: of)?|without|other than|hors|sauf|excepte|en dehors de|pas|باستثناء|ما عدا|عدا|خارج|بدون|غير|除了|不包括|排除|不含|非)(?: from| de| du| la| le| on| in| the| l')* ?$/;

/**
 * What a page is to the visits: viewed (`path`), or where they began or ended
 * ("visits that landed on /pricing", "visites sorties de /checkout", "زيارات
 * دخلت من /pricing", "从/pricing进入的访问"). Read from the words just before
 * the path, or just after it in Chinese.
 */
export type PagePlace = 'path' | 'entry_page' | 'exit_page';
const entryBefore =
  /(?:land(?:ed|ing)?|entered|entering|entry page|entrance|started|starting|began|arriv(?:ed|ing|ees?|es?)|entrees?|atterri(?:e|es|s)?|page d'entree|commencees?|دخلت|دخلوا|دخول|صفحه الدخول|بدات|بدءا|وصلت|وصلوا|入口页?(?:为|是)?|落地页(?:为|是)?|着陆页(?:为|是)?)\s*(?:was|is|were|est|etait|هي|on|at|in|via|from|through|sur|par|depuis|a|في|على|من|عبر|在|从)?\s*(?:the page|la page|page|الصفحه)?\s*$/;
const exitBefore =
  /(?:left|leaving|exited|exiting|exit page|sortie?s?|quitte(?:e|es|s)?|page de sortie|غادرت|غادروا|خرجت|خرجوا|خروج|صفحه الخروج|退出页?(?:为|是)?|离开页(?:为|是)?)\s*(?:was|is|were|est|etait|هي|on|at|from|via|through|sur|par|depuis|de|du|في|على|من|عبر|在|从)?\s*(?:the page|la page|page|الصفحه)?\s*$/;
const entryAfter = /^\s*(?:进入|进站|着陆|落地)/;
const exitAfter = /^\s*(?:离开|离站|退出)/;

function pagePlace(before: string, after: string): PagePlace {
  if (entryBefore.test(before) || entryAfter.test(after)) return 'entry_page';
  if (exitBefore.test(before) || exitAfter.test(after)) return 'exit_page';
  return 'path';
}

/** "except those who landed on": what comes before the place's words, its relative pronoun left out. */
const placeLead = (before: string) =>
  before
    .replace(entryBefore, '')
    .replace(exitBefore, '')
    .replace(/\s*(?:(?:those|the ones|visits|visitors)\s+)?(?:who|that|which|qui|que|الذين|التي|اللذين)?\s*$/, ' ')
    .trimEnd();

export interface FilterReading {
  filters: AnalyticsFilter[];
  /** a custom event's name ("signup event"): a filter, or the goal when conversions are asked */
  eventName?: string;
  /** a page path ("/pricing"): a filter, or the goal when conversions are asked (a viewed page) */
  path?: string;
  /** "except /admin" */
  pathNegated?: boolean;
  /** whether the path is a page viewed, or the visits' entry or exit page */
  pathPlace?: PagePlace;
  includeBots: boolean;
  spans: Span[];
}

/** The original spelling of a value the normal form lower-cased. */
function original(question: string, value: string): string {
  const m = question.match(new RegExp(escapeRegExp(value), 'i'));
  return m ? m[0] : value;
}

const stopNames = new Set(
  (
    'which what each every best top a an the this that our my per by with brought had got gave drove made most many much how of all total ' +
    'last past this yesterday today in on for from since and or vs compared than during over was is are were performed did ' +
    'la le les de des du par qui quelle quel quels quelles a au en sur depuis hier et ou ont ' +
    'ما اي التي الذي افضل اكثر ' +
    '哪个 哪些 各个 每个 所有 营销 推广 广告 本月 上个月 最近'
  ).split(' '),
);

/** "campaign spring", "the spring campaign", "campagne soldes", "حمله spring", "活动spring". */
function campaignName(text: string): { value: string; span: Span } | undefined {
  const patterns = [
    /(?:utm_campaign|utm campaign|campaign|campagne|حمله|活动|广告系列)(?: (?:named|called|nommee|appelee|intitulee|باسم))? ?["'“]?([a-z0-9][\w.-]*)["'”]?/g,
    /(?:the |la )?["'“]?([a-z0-9][\w.-]*)["'”]? ?(?:campaign|活动)/g,
    /(?:^|[的,\s])([\u4e00-\u9fff]{2,8})(?=活动)/g,
  ];
  for (const re of patterns) {
    for (const m of text.matchAll(re)) {
      const value = m[1] ?? '';
      if (stopNames.has(value) || /^\d+$/.test(value) || value.length < 2) continue;
      // an unsegmented Chinese run before 活动 may hold a question or date word: not a name then
      if (/[\u4e00-\u9fff]/.test(value) && /[哪各每上本这最按]|所有|去年|今年/.test(value)) continue;
      return { value, span: { start: m.index, end: m.index + m[0].length } };
    }
  }
  return undefined;
}

/** "signup event", "event 'signup'", "événement signup", "حدث signup", "signup事件". */
function eventName(text: string): { value: string; span: Span } | undefined {
  const re =
    /(?:["'“]?([a-z0-9][\w.-]*)["'”]? ?(?:event|events|事件)(?![a-z])|(?:event|evenement|حدث|الحدث|事件) ["'“]?([a-z0-9][\w.-]*)["'”]?)/g;
  for (const m of text.matchAll(re)) {
    const value = m[1] ?? m[2] ?? '';
    if (
      stopNames.has(value) ||
      [
        'custom',
        'all',
        'of',
        'total',
        'many',
        'the',
        'category',
        'categories',
        'categorie',
        'name',
        'names',
        'nom',
        'value',
        'count',
      ].includes(value)
    )
      continue;
    // only the name: the word "events" is still the metric
    const start = m.index + m[0].indexOf(value);
    return { value, span: { start, end: start + value.length } };
  }
  return undefined;
}

/** `products`: the names the item's orders hold, read without quotes too (products.ts). */
export function readFilters(
  text: string,
  question: string,
  taken: Span[],
  products: readonly string[] = [],
): FilterReading {
  const spans: Span[] = [...taken];
  const values: { hit: Span; value: Value; negated: boolean }[] = [];
  const push = (hits: Hit<Value>[]) => {
    for (const hit of hits) {
      spans.push(hit);
      const before = text.slice(Math.max(0, hit.start - 22), hit.start);
      values.push({ hit, value: hit.value, negated: negation.test(before) });
    }
  };
  let path: string | undefined;
  let pathNegated = false;
  let pathPlace: PagePlace = 'path';
  const p = text.match(/(?<![\w/])(\/[\w\-./*%]*)/);
  if (p?.index !== undefined && !/^\/\d/.test(p[1] ?? '')) {
    const end = p.index + (p[1] ?? '').length;
    path = original(question, p[1] ?? '/');
    pathPlace = pagePlace(text.slice(Math.max(0, p.index - 30), p.index), text.slice(end, end + 4));
    const lead = text.slice(0, p.index);
    pathNegated = negation.test(
      (pathPlace === 'path' ? lead.slice(-22) : placeLead(lead).slice(-22)).replace(/(?:the )?page /, ''),
    );
    spans.push({ start: p.index, end });
  }
  const campaign = campaignName(text);
  if (campaign) {
    spans.push(campaign.span);
    const before = text.slice(Math.max(0, campaign.span.start - 22), campaign.span.start);
    values.push({
      hit: campaign.span,
      value: v('utm_campaign', original(question, campaign.value)),
      negated: negation.test(before),
    });
  }
  // before the terms: a product's name may hold a browser's or a country's
  const product = quotedProduct(text, question);
  if (product) {
    spans.push(product.span);
    const before = text.slice(Math.max(0, product.span.start - 22), product.span.start);
    values.push({ hit: product.span, value: v('product', product.value), negated: negation.test(before) });
  }
  push(knownProducts(text, products, spans).map((h) => ({ ...h, value: v('product', h.value) })));
  const event = eventName(text);
  if (event) spans.push(event.span);
  push(findTerms(text, visitorTypeTerms, spans));
  push(findTerms(text, osTerms, spans));
  push(findTerms(text, browserTerms, spans));
  push(findTerms(text, sourceTerms, spans));
  push(findTerms(text, deviceTerms, spans));
  push(findTerms(text, channelTerms, spans));
  const vitals = findTerms(text, vitalTerms, spans);
  for (const h of vitals) values.push({ hit: h, value: v('vital_name', h.value), negated: false });
  const countries = findTerms(text, countryNames(), spans).filter((h) => {
    const word = text.slice(h.start, h.end);
    return !ambiguousCountryWords.has(word) || /(?:from|in|to|of) $/.test(text.slice(0, h.start));
  });
  push(countries.map((h) => ({ ...h, value: v('country', h.value) })));

  const filters: AnalyticsFilter[] = [];
  const groups = new Map<string, { value: Value; negated: boolean }[]>();
  for (const x of values) {
    const key = `${x.value.dimension}|${x.negated}|${x.value.contains ?? false}`;
    const list = groups.get(key) ?? [];
    if (!list.some((y) => y.value.value === x.value.value)) list.push(x);
    groups.set(key, list);
  }
  for (const list of groups.values()) {
    const first = list[0];
    if (!first) continue;
    const { dimension, contains } = first.value;
    if (contains) {
      for (const x of list) filters.push({ dimension, op: 'contains', value: x.value.value });
    } else if (list.length === 1) {
      filters.push({ dimension, op: first.negated ? 'neq' : 'eq', value: first.value.value });
    } else {
      filters.push({ dimension, op: first.negated ? 'not_in' : 'in', values: list.map((x) => x.value.value) });
    }
  }
  const withBots =
    /including bots|with bots|bots included|y compris les robots|avec les robots|مع الروبوتات|包括机器人|含机器人/.test(
      text,
    );
  // "how many bots": the bot device type, which reports leave out unless bots are included
  const botIndex = filters.findIndex((f) => f.dimension === 'device_type' && 'value' in f && f.value === 'bot');
  if (withBots && botIndex >= 0) filters.splice(botIndex, 1);
  const includeBots = withBots || botIndex >= 0;
  return {
    filters,
    ...(event ? { eventName: original(question, event.value) } : {}),
    ...(path ? { path, pathNegated, pathPlace } : {}),
    includeBots,
    spans,
  };
}
