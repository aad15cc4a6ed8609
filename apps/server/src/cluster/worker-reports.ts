import type { EventInput } from '../analytics-store/index.ts';
import type { ClickCounts } from '../modules/redirect/click-counter.ts';
import type { ClickFact } from '../modules/webhooks/click-webhooks.ts';
import type { WriterClient } from './writer-client.ts';
import type { ReportAnswer, Watched, WorkerReport } from './writer-protocol.ts';

interface Logger {
  warn(obj: object, msg: string): void;
}

/** How often a worker reports what it counted. */
const REPORT_MS = 100;
/** How long a worker takes an organisation found past its limit to stay there before it asks again. */
const FULL_FOR_MS = 10_000;

/**
 * What a worker of embedded cluster mode counts for the writer, reported a
 * few times a second (off the visitor's path: the clicks themselves are in the
 * worker's own spool before any answer): clicks per organisation against its
 * tracked-events limit, clicks per link for links.clicks, and the facts
 * link.clicked webhooks send (of organisations an endpoint takes clicks
 * from). The writer answers with the organisations past their limit, whose
 * clicks this worker then stores no more for a while (so a limit is passed by
 * a report's worth of clicks at most, as instances sharing one Redis pass it
 * by a batch). Tracking's events count against the same
 * limit, and the stored rows of sites whose goals an endpoint watches go to
 * the writer for goal.converted webhooks (which sites and organisations: the
 * writer's last answer, so an endpoint or goal added a moment ago is seen a
 * report later).
 */
export class WriterReports {
  private tracked = new Map<string, number>();
  private counts = new Map<string, number>();
  private notes: ClickFact[] = [];
  private conversions: EventInput[][] = [];
  private watchedSites = new Set<string>();
  private clickOrgs = new Set<string>();
  private readonly full = new Map<string, number>();
  private readonly timer: NodeJS.Timeout;
  private sending: Promise<void> = Promise.resolve();

  constructor(
    private readonly writer: WriterClient,
    private readonly logger: Logger,
    watched: Watched = { sites: [], clickOrgs: [] },
  ) {
    this.watch(watched);
    this.timer = setInterval(() => void this.send(), REPORT_MS);
    this.timer.unref();
  }

  /** The worker's view of the plan's limit (RedirectDeps.record): whether a click of `weight` is stored. */
  allows(orgId: string, weight: number): boolean {
    const until = this.full.get(orgId);
    if (until !== undefined) {
      if (Date.now() < until) return false;
      this.full.delete(orgId);
    }
    this.tracked.set(orgId, (this.tracked.get(orgId) ?? 0) + weight);
    return true;
  }

  count(linkId: string, n = 1): void {
    this.counts.set(linkId, (this.counts.get(linkId) ?? 0) + n);
  }

  /** RedirectDeps.clicks: whether a counted click's facts are wanted (an endpoint of the organisation takes clicks). */
  wantsClicks(orgId: string): boolean {
    return this.clickOrgs.has(orgId);
  }

  note(fact: ClickFact): void {
    this.notes.push(fact);
  }

  /** IngestionDeps.conversions: one request's stored rows (one site's), kept when the site's goals are watched. */
  noteRows(rows: readonly EventInput[]): void {
    const first = rows[0];
    if (first && this.watchedSites.has(first.item_id)) this.conversions.push([...rows]);
  }

  /** Sends what was counted so far; resolves once the writer took it (a closing worker's last report). */
  send(): Promise<void> {
    this.sending = this.sending.then(async () => {
      if (this.tracked.size === 0 && this.counts.size === 0 && this.notes.length === 0) return;
      const report: WorkerReport = {
        tracked: [...this.tracked],
        counts: [...this.counts],
        notes: this.notes,
        conversions: this.conversions,
      };
      this.tracked = new Map();
      this.counts = new Map();
      this.notes = [];
      this.conversions = [];
      try {
        const answer = await this.writer.ask<ReportAnswer>({ t: 'report', report });
        const until = Date.now() + FULL_FOR_MS;
        for (const orgId of answer.full) this.full.set(orgId, until);
        this.watch(answer.watched);
      } catch (error) {
        this.logger.warn({ err: error, links: report.counts.length }, 'counts not reported to the writer');
      }
    });
    return this.sending;
  }

  private watch(watched: Watched): void {
    this.watchedSites = new Set(watched.sites);
    this.clickOrgs = new Set(watched.clickOrgs);
  }

  close(): Promise<void> {
    clearInterval(this.timer);
    return this.send();
  }
}

/**
 * The click totals of a worker: the writer's counter decides every click
 * number, so a link's limit holds across workers; what this worker last heard
 * is its guess for decisions that reserve nothing. Counted clicks go in the
 * worker's reports.
 */
export class WriterCounts implements ClickCounts {
  private readonly seen = new Map<string, number>();

  constructor(
    private readonly writer: WriterClient,
    private readonly reports: WriterReports,
  ) {}

  current(linkId: string, stored: number): number {
    return Math.max(stored, this.seen.get(linkId) ?? 0);
  }

  reserve(linkId: string, stored: number): Promise<number> {
    return this.writer.ask<number>({ t: 'reserve', linkId, stored }).then((n) => {
      this.seen.set(linkId, Math.max(n, this.seen.get(linkId) ?? 0));
      return n;
    });
  }

  release(linkId: string): void {
    this.writer.tell({ t: 'release', linkId });
  }

  count(linkId: string, n = 1): void {
    this.reports.count(linkId, n);
  }
}
