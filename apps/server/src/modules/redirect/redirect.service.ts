import { type EvaluableLink, evaluateLink, type LinkOutcome } from '@osm5/shared/links/evaluate-link';
import { isReservedSlug } from '@osm5/shared/schemas/links';
import type { ComposedEvent } from '../../analytics-store/index.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import type { RateLimiter, RateLimitRule } from '../../plugins/rate-limit.ts';
import { type Enricher, type VisitContext, type VisitRequest, visitContext } from '../../tracking/visitor-context.ts';
import type { ClickFact } from '../webhooks/click-webhooks.ts';
import type { ClickCounts } from './click-counter.ts';
import { clickEvent } from './click-event.ts';
import type { CompiledLink } from './compiled-link.ts';
import type { LinkStore } from './link-store.ts';
import { type PageLanguage, pageLanguageOf } from './page-messages.ts';
import {
  appDownloadPage,
  blockedPage,
  expiredPage,
  inactivePage,
  loopPage,
  notFoundPage,
  passwordPage,
  previewPage,
  rateLimitedPage,
  unavailablePage,
} from './redirect-pages.ts';
import { isOwnShortUrl, type SelfLoopContext } from './self-loop.ts';
import { issueUnlock, isUnlocked, UNLOCK_TTL_MS, unlockCookieName } from './unlock-cookie.ts';

/** What the route sends back. */
export type Answer =
  | { type: 'redirect'; status: 302 | 303; url: string; cookie?: UnlockCookie }
  | { type: 'page'; status: number; html: string; retryAfterSeconds?: number; cache?: 'private' }
  /** a reserved word on the app's own host: whatever the app answered before (the web app) */
  | { type: 'fallthrough' };

export interface UnlockCookie {
  name: string;
  value: string;
  path: string;
  maxAgeSeconds: number;
}

/** One request to a short link, as the route reads it. */
export interface Visit extends VisitRequest {
  /** the custom domain's host, or the product's short domain */
  domain: string;
  /** true on a verified custom domain or a short domain apart from the app: even reserved words get the branded 404 */
  ownsEveryPath: boolean;
  slug: string;
  /** HEAD: answered alike, never counted or recorded */
  head: boolean;
  trigger: 'link' | 'qr' | 'profile';
  cookies: Readonly<Record<string, string | undefined>>;
  /** the short URL itself (for the password form and the crawler preview) */
  shortUrl: string;
}

export const linkPasswordRule: RateLimitRule = { name: 'link_password', max: 10, windowMs: 15 * 60_000 };

export interface RedirectDeps {
  store: LinkStore;
  counter: ClickCounts;
  enricher: Enricher;
  /**
   * takes one click to store, never awaited: `weight` is what it counts
   * against the plan's tracked-events limit (0 for a bot's), which decides
   * whether it is stored (recordClick in redirect.routes.ts)
   */
  record(orgId: string, weight: 0 | 1, click: ComposedEvent): void;
  /** the password form's attempts; absent where no form is answered (an embedded cluster's worker hands them to the writer) */
  rateLimit?: RateLimiter;
  /**
   * link.clicked webhooks (webhooks/click-webhooks.ts): told of each counted
   * click, in memory, only when the link's organisation has an endpoint taking them
   */
  clicks?: { wants(orgId: string): boolean; note(fact: ClickFact): void };
  unlockSecret: string;
  /** the spellings of this server, for the redirect-time loop check (see self-loop.ts) */
  selfLoop(): SelfLoopContext;
}

/** How soon a visitor may try again a link that cannot be looked up, or counted, for now. */
const UNAVAILABLE_RETRY_SECONDS = 5;

/** 503 for a moment, with Retry-After: the link's shared click count (`count`) or the link itself (`lookup`) cannot be reached. */
export const unavailableAnswer = (lang: PageLanguage, why: 'count' | 'lookup'): Answer => ({
  type: 'page',
  status: 503,
  html: unavailablePage(lang, why),
  retryAfterSeconds: UNAVAILABLE_RETRY_SECONDS,
});

const notFound = (lang: PageLanguage): Answer => ({ type: 'page', status: 404, html: notFoundPage(lang) });

/**
 * The redirect engine: from a visit to an answer. Everything it needs is in
 * memory once the link is cached; the click is handed to the event writer
 * (through ClickBatch: spooled before the answer leaves) and never awaited.
 */
export class RedirectEngine {
  constructor(private readonly deps: RedirectDeps) {}

  /** The cached link (sync, the hot path) or a promise of it after one query. */
  private find(v: Visit): CompiledLink | null | Promise<CompiledLink | null> {
    const cached = this.deps.store.peek(v.domain, v.slug, Date.now());
    return cached !== undefined ? cached : this.deps.store.load(v.domain, v.slug);
  }

  visit(v: Visit): Answer | Promise<Answer> {
    // the app's own single-segment paths (/d, /auth, /settings…) are reserved words: they stay the app's
    if (isReservedSlug(v.slug)) return v.ownsEveryPath ? this.miss(v) : { type: 'fallthrough' };
    const link = this.find(v);
    if (link instanceof Promise) return link.then((l) => (l ? this.answer(l, v) : this.miss(v)));
    return link ? this.answer(link, v) : this.miss(v);
  }

  /** The fast path's visit: its caller found the link in the cache, under a slug that is no reserved word. */
  visitCached(link: CompiledLink, v: Visit): Answer | Promise<Answer> {
    return this.answer(link, v);
  }

  /** Any other slug-shaped path is a short link that does not exist: the branded 404, with a 404 status. */
  private miss(v: Visit): Answer {
    return notFound(pageLanguageOf(v.acceptLanguage));
  }

  private answer(link: CompiledLink, v: Visit): Answer | Promise<Answer> {
    const ctx = visitContext(this.deps.enricher, link.id, v);
    const evaluable = this.withCount(link);
    const outcome = evaluateLink(evaluable, ctx.visitor);
    if (outcome.outcome === 'password') {
      if (this.unlocked(link, v)) return this.follow(link, unlockedOf(evaluable), ctx, v, 302);
      return this.page(200, passwordPage(pageLanguageOf(v.acceptLanguage), formAction(v), false));
    }
    if (ctx.agent.isPreviewCrawler && outcome.outcome === 'redirect') return this.preview(link, ctx, v);
    return this.settle(link, outcome, ctx, v, 302);
  }

  /** POST of the password form. */
  async unlock(v: Visit, password: string): Promise<Answer> {
    if (isReservedSlug(v.slug)) return this.miss(v);
    const link = await this.find(v);
    if (!link) return this.miss(v);
    if (link.evaluable.kind !== 'password_protected' || !link.passwordHash) return this.answer(link, v);
    const lang = pageLanguageOf(v.acceptLanguage);
    const subject = `${link.id}:${v.ip}`;
    const rateLimit = this.deps.rateLimit;
    if (!rateLimit) throw new Error('password forms are answered where attempts are limited');
    const state = await rateLimit.check(linkPasswordRule, subject);
    if (state.limited) return this.limited(lang, state.retryAfterSeconds);
    if (!(await verifyPassword(link.passwordHash, password))) {
      const after = await rateLimit.hit(linkPasswordRule, subject);
      if (after.limited) return this.limited(lang, after.retryAfterSeconds);
      return this.page(401, passwordPage(lang, formAction(v), true));
    }
    await rateLimit.reset(linkPasswordRule, subject);
    const ctx = visitContext(this.deps.enricher, link.id, v);
    const answer = await this.follow(link, unlockedOf(this.withCount(link)), ctx, v, 303);
    if (answer.type !== 'redirect') return answer;
    const cookie: UnlockCookie = {
      name: unlockCookieName(link.id),
      value: issueUnlock(this.deps.unlockSecret, link.id, link.passwordHash),
      path: `/${link.slug}`,
      maxAgeSeconds: UNLOCK_TTL_MS / 1000,
    };
    return { ...answer, cookie };
  }

  private unlocked(link: CompiledLink, v: Visit): boolean {
    if (!link.passwordHash) return false;
    return isUnlocked(this.deps.unlockSecret, link.id, link.passwordHash, v.cookies[unlockCookieName(link.id)]);
  }

  private withCount(link: CompiledLink): EvaluableLink {
    if (link.maxClicks === undefined) return link.evaluable;
    return { ...link.evaluable, clicks: this.deps.counter.current(link.id, link.storedClicks) };
  }

  private follow(link: CompiledLink, evaluable: EvaluableLink, ctx: VisitContext, v: Visit, status: 302 | 303) {
    const outcome = evaluateLink(evaluable, ctx.visitor);
    if (ctx.agent.isPreviewCrawler && outcome.outcome === 'redirect') return this.preview(link, ctx, v);
    return this.settle(link, outcome, ctx, v, status);
  }

  /** The outcome as an answer; a redirect first takes its click number when the link has a limit. */
  private settle(
    link: CompiledLink,
    outcome: LinkOutcome,
    ctx: VisitContext,
    v: Visit,
    status: 302 | 303,
  ): Answer | Promise<Answer> {
    // no per-call closure for the page language: this runs for every redirect, and tsx (keepNames) names each one
    switch (outcome.outcome) {
      case 'inactive':
        return this.page(404, inactivePage(langOf(v)));
      case 'expired':
        if (!outcome.url) return this.page(410, expiredPage(langOf(v)));
        if (this.loops(link, outcome.url, v)) return this.page(508, loopPage(langOf(v)));
        return { type: 'redirect', status, url: outcome.url };
      case 'blocked':
        return this.page(403, blockedPage(langOf(v)));
      case 'password':
        return this.page(200, passwordPage(langOf(v), formAction(v), false));
      case 'redirect':
        // never counted: nobody gets anywhere
        if (this.loops(link, outcome.url, v)) return this.page(508, loopPage(langOf(v)));
        break;
    }
    // a robot takes no click number: it is redirected like anyone, but never counted
    if (v.head || ctx.agent.isBot || link.maxClicks === undefined) return this.click(link, outcome.url, ctx, v, status);
    const max = link.maxClicks;
    const reserved = this.deps.counter.reserve(link.id, link.storedClicks);
    const decide = (n: number): Answer => {
      if (n <= max) return this.click(link, outcome.url, ctx, v, status);
      this.deps.counter.release(link.id);
      const expired = evaluateLink({ ...link.evaluable, clicks: max }, ctx.visitor);
      return this.settle(link, expired, ctx, { ...v, head: true }, status) as Answer;
    };
    // the shared count unreachable (Redis fails): a moment's 503 rather than a click past the limit
    return typeof reserved === 'number'
      ? decide(reserved)
      : reserved.then(decide, () => unavailableAnswer(langOf(v), 'count'));
  }

  /**
   * A click: totals, the event, then the redirect (or the app hand-off page).
   * A robot's (curl, a script, a search crawler) is stored as a bot's and
   * left out of the totals.
   */
  private click(link: CompiledLink, url: string, ctx: VisitContext, v: Visit, status: 302 | 303): Answer {
    if (!v.head) {
      if (!ctx.agent.isBot) {
        this.deps.counter.count(link.id);
        if (this.deps.clicks?.wants(link.orgId)) this.noteClick(link, ctx, v);
      }
      this.record(link, ctx, v, url, ctx.agent.isBot);
    }
    const rules = link.evaluable.kind === 'app_download' ? link.evaluable.rules : undefined;
    if (rules && link.deepLink && (ctx.agent.os === 'ios' || ctx.agent.os === 'android')) {
      const html = appDownloadPage(pageLanguageOf(v.acceptLanguage), {
        deepLink: link.deepLink,
        fallback: url,
        iosUrl: rules.iosUrl,
        androidUrl: rules.androidUrl,
        webUrl: rules.fallbackUrl,
      });
      return { type: 'page', status: 200, html, cache: 'private' };
    }
    return { type: 'redirect', status, url };
  }

  private noteClick(link: CompiledLink, ctx: VisitContext, v: Visit): void {
    this.deps.clicks?.note({
      orgId: link.orgId,
      workspaceId: link.workspaceId,
      linkId: link.id,
      slug: link.slug,
      country: ctx.country,
      device: ctx.agent.deviceType,
      referrer: ctx.referrer,
      trigger: v.trigger,
    });
  }

  /** Link-preview crawlers see the owner's preview and no redirect; their fetch is stored as a bot, never counted. */
  private preview(link: CompiledLink, ctx: VisitContext, v: Visit): Answer {
    if (!v.head) this.record(link, ctx, v, '', true);
    const html = previewPage(pageLanguageOf(v.acceptLanguage), { ...link.preview, url: v.shortUrl });
    return { type: 'page', status: 200, html, cache: 'private' };
  }

  /** A destination that is this link's own short URL would redirect to itself forever: answered with a page instead. */
  private loops(link: CompiledLink, url: string, v: Visit): boolean {
    return isOwnShortUrl(url, link, v.shortUrl, this.deps.selfLoop());
  }

  private limited(lang: PageLanguage, retryAfterSeconds: number): Answer {
    const seconds = Math.max(1, retryAfterSeconds);
    return { type: 'page', status: 429, html: rateLimitedPage(lang, seconds), retryAfterSeconds: seconds };
  }

  private page(status: number, html: string): Answer {
    return { type: 'page', status, html };
  }

  private record(link: CompiledLink, ctx: VisitContext, v: Visit, destination: string, isBot: boolean): void {
    // a bot's click is stored but never counted: it takes no room, and is dropped only past the limit
    this.deps.record(link.orgId, isBot ? 0 : 1, clickEvent(link, ctx, v.trigger, destination, isBot));
  }
}

const langOf = (v: Visit) => pageLanguageOf(v.acceptLanguage);

/** The password form posts back to the short URL, keeping the trigger of a QR scan or a profile button. */
const formAction = (v: Visit) => (v.trigger === 'link' ? v.shortUrl : `${v.shortUrl}?r=${v.trigger}`);

/** A password link once unlocked behaves as a simple link to its destination. */
const unlockedOf = (e: EvaluableLink): EvaluableLink =>
  e.kind === 'password_protected' ? ({ ...e, kind: 'simple' } as EvaluableLink) : e;
