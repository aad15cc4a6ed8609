import type { Worker } from 'node:cluster';
import type { FastifyInstance } from 'fastify';
import { findSiteForIngestion, markSiteReceiving } from '../modules/ingestion/ingestion.repository.ts';
import {
  type Notice,
  type Question,
  type ReportAnswer,
  type SiteAnswer,
  type ToWorker,
  toWriter,
  type Watched,
  type WorkerReport,
  type WriterKeys,
} from './writer-protocol.ts';

/**
 * The writer's side of embedded cluster mode (serving-worker.ts): answers its
 * workers' questions from its own app, takes their notices, and tells every
 * worker each link change as its own cache hears it.
 */
export function answerWorkers(app: FastifyInstance) {
  const r = app.redirect;
  const drained = new WeakSet<Worker>();
  const sessions = app.ingestion.sessions.asShared();
  const watched = (): Watched => ({
    sites: app.webhooks.conversions.watchedSites(),
    clickOrgs: app.webhooks.clicks.subscribers(),
  });

  const answer = async (q: Question): Promise<unknown> => {
    switch (q.t) {
      case 'link':
        return r.store.load(q.domain, q.slug);
      case 'domain':
        return r.store.loadDomain(q.host);
      case 'reserve':
        return r.counter.reserve(q.linkId, q.stored);
      case 'keys':
        return { salts: r.hasher.salts(), unlockSecret: r.unlockSecret, watched: watched() } satisfies WriterKeys;
      case 'segments':
        await app.events.sink.insertSegments(q.paths.map((path) => ({ path })));
        return null;
      case 'rows':
        await app.events.sink.insert(q.rows);
        return null;
      case 'storedIds':
        return [...(await app.events.sink.storedIds(q.rows))];
      case 'report':
        return report(q.report);
      case 'site':
        return ((await findSiteForIngestion(app.db.db, q.id)) ?? null) satisfies SiteAnswer;
      case 'sessions':
        return sessions.load(q.visitors);
      case 'saveSessions':
        return sessions.save(q.states, 0);
      case 'activate': {
        const changed = await markSiteReceiving(app.db.db, q.siteId, q.at);
        if (changed) await app.linkChanges.publish({ type: 'site', id: q.siteId });
        return changed;
      }
    }
  };

  /** A worker's counts taken in; the answer says which of its organisations are past their limit, and what endpoints watch. */
  const report = (w: WorkerReport): ReportAnswer => {
    for (const [linkId, n] of w.counts) r.counter.count(linkId, n);
    for (const fact of w.notes) app.webhooks.clicks.note(fact);
    for (const rows of w.conversions) app.webhooks.conversions.note(rows);
    const quota = app.usage.quota;
    const full = quota ? w.tracked.filter(([orgId, n]) => !quota.allows(orgId, n)).map(([orgId]) => orgId) : [];
    return { full, watched: watched() };
  };

  const take = (worker: Worker, n: Notice): void => {
    if (n.t === 'release') r.counter.release(n.linkId);
    else if (n.t === 'tally') app.metrics.workerTallied(worker.id, n.tally);
    else drained.add(worker);
  };

  const send = (worker: Worker, message: ToWorker) => {
    if (worker.isConnected()) worker.send(message, undefined, () => {});
  };

  return {
    /** primary.ts's message hook: what a worker asks or tells */
    onMessage(worker: Worker, raw: unknown): void {
      const m = toWriter(raw);
      if (!m) return;
      if (m.osm5 === 'notice') {
        take(worker, m.n);
        return;
      }
      answer(m.q).then(
        (value) => send(worker, { osm5: 'answer', id: m.id, value }),
        (error: unknown) => send(worker, { osm5: 'failed', id: m.id, error: String(error) }),
      );
    },
    /**
     * Resolves once every worker alive said it drained (or after `timeoutMs`):
     * the writer closes its event store only after their last clicks are in.
     */
    async drained(workers: () => Iterable<Worker>, timeoutMs: number): Promise<void> {
      const deadline = Date.now() + timeoutMs;
      const waiting = () => [...workers()].some((w) => !w.isDead() && !drained.has(w));
      while (waiting() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
    },
    /** Every change app.linkChanges hears goes to each worker; returns the unsubscribe. */
    tell(workers: () => Iterable<Worker>): () => void {
      return app.linkChanges.subscribe((change) => {
        for (const worker of workers()) send(worker, { osm5: 'change', change });
      });
    },
  };
}
