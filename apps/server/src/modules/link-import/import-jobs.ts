import { importFieldOfPath, mapRow } from '@osm5/shared/links/import-formats';
import type { FastifyBaseLogger } from 'fastify';
import type { ImportRowError } from '../../db/schema.ts';
import { isAppError } from '../../errors.ts';
import type { Actor } from '../audit/actor.ts';
import type { LinkDeps } from '../links/link-deps.ts';
import { createLink, linkBodyFor } from '../links/links.service.ts';
import type { WorkspaceAccess } from '../organizations/access.ts';
import type { ParsedUpload } from './csv-upload.ts';
import { type Progress, saveProgress } from './link-import.repository.ts';
import { checkRow } from './row-check.ts';

/**
 * Progress is written at least this often (it is also the heartbeat) and every
 * FLUSH_ROWS rows. Each write appends to the errors array, which the database
 * rewrites whole: few, larger writes keep a 10,000-row file of errors cheap.
 */
const FLUSH_MS = 1000;
const FLUSH_ROWS = 250;

const yieldToRequests = () => new Promise<void>((resolve) => setImmediate(resolve));

export interface ImportJob {
  id: string;
  access: WorkspaceAccess;
  actor: Actor;
  upload: ParsedUpload;
}

/**
 * Runs imports in this process, one row at a time through `createLink`, so
 * every rule of a link created by hand applies (validation, slug, plan check,
 * version, audit). A row's failure is recorded with its line and never stops
 * the others. On shutdown the jobs stop between rows and are marked interrupted.
 */
export class ImportJobs {
  private readonly running = new Set<Promise<void>>();
  private stopping = false;

  constructor(
    private readonly deps: LinkDeps,
    private readonly log: FastifyBaseLogger,
  ) {}

  start(job: ImportJob): void {
    const run = this.run(job)
      .catch((error: unknown) => this.log.error({ err: error, importId: job.id }, 'link import failed'))
      .finally(() => this.running.delete(run));
    this.running.add(run);
  }

  /** Stops every job after its current row and waits for them to record where they stopped. */
  async stop(): Promise<void> {
    this.stopping = true;
    await Promise.allSettled([...this.running]);
  }

  /** Resolves once every job started so far has finished (tests). */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }

  private async run({ id, access, actor, upload }: ImportJob): Promise<void> {
    const { db } = this.deps;
    const progress: Progress = { processed: 0, succeeded: 0, failed: 0 };
    let pending: ImportRowError[] = [];
    let lastFlush = Date.now();
    let sinceFlush = 0;
    const flush = async (status?: 'done' | 'failed' | 'interrupted') => {
      const errors = pending;
      pending = [];
      await saveProgress(db, id, progress, errors, status);
      lastFlush = Date.now();
      sinceFlush = 0;
    };

    try {
      const schema = await linkBodyFor(this.deps, access);
      for (const { line, cells } of upload.rows) {
        if (this.stopping) {
          await flush('interrupted');
          return;
        }
        const mapped = mapRow(cells, upload.mapping);
        const checked = checkRow(schema, line, mapped);
        const values = mapped.values as Record<string, string>;
        if (checked.parsed) {
          try {
            await createLink(this.deps, access, actor, checked.parsed, { source: 'import' });
            progress.succeeded++;
          } catch (error) {
            progress.failed++;
            pending.push(this.rowError(line, error, values));
          }
        } else {
          progress.failed++;
          pending.push(...checked.errors.map((e) => ({ ...e, values })));
        }
        progress.processed++;
        sinceFlush++;
        // let the server's own requests in between rows: one embedded database serves both
        await yieldToRequests();
        if (sinceFlush >= FLUSH_ROWS || Date.now() - lastFlush >= FLUSH_MS) await flush();
      }
      await flush('done');
    } catch (error) {
      this.log.error({ err: error, importId: id }, 'link import stopped');
      await flush('failed').catch(() => {});
    }
  }

  private rowError(row: number, error: unknown, values: Record<string, string>): ImportRowError {
    if (isAppError(error)) {
      const field = importFieldOfPath(error.field) ?? error.field;
      return { row, ...(field ? { field } : {}), code: error.code, message: error.message, values };
    }
    this.log.error({ err: error, row }, 'link import row failed');
    return { row, code: 'INTERNAL_SERVER_ERROR', message: 'errors.INTERNAL_SERVER_ERROR', values };
  }
}
