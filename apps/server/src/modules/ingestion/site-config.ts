import { hostAllowed } from '@osm5/shared/schemas/analytics-sites';
import type { IngestionSiteRow } from './ingestion.repository.ts';

/** A site as ingestion uses it: its row, plus what this instance has already asked of it. */
export interface SiteConfig extends IngestionSiteRow {
  /** whether a referrer host (lower-case, without www.) is one of the site's own */
  isOwnHost(host: string): boolean;
  /** the first-event activation was asked for by this instance (see site-activation.ts) */
  activationAsked: boolean;
}

export interface SiteConfigOptions {
  /** how long a loaded site is trusted without a change message (changes also arrive by message) */
  ttlMs?: number;
  /** how long an unknown id is remembered as unknown: garbage ids cost one query per this */
  missTtlMs?: number;
  maxEntries?: number;
  now?: () => number;
}

interface Entry {
  site: SiteConfig | null;
  until: number;
}

export function toSiteConfig(row: IngestionSiteRow): SiteConfig {
  const domain = row.domain ?? '';
  const hosts = row.allowedHosts;
  return {
    ...row,
    isOwnHost: (host) => host !== '' && domain !== '' && hostAllowed(host, domain, hosts),
    activationAsked: false,
  };
}

/**
 * Sites by id for the ingestion hot path: a hit is a Map read with no await.
 * Entries live ttlMs, unknown ids missTtlMs; a published site change drops
 * the entry at once (forget), on every instance. Concurrent misses of one id
 * share one query, and a load that a change overtook is not kept.
 */
export class SiteConfigs {
  private readonly entries = new Map<string, Entry>();
  private readonly loading = new Map<string, Promise<SiteConfig | null>>();
  private readonly ttlMs: number;
  private readonly missTtlMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;

  constructor(
    private readonly load: (siteId: string) => Promise<IngestionSiteRow | undefined>,
    options: SiteConfigOptions = {},
  ) {
    this.ttlMs = options.ttlMs ?? 60_000;
    this.missTtlMs = options.missTtlMs ?? 10_000;
    this.maxEntries = options.maxEntries ?? 50_000;
    this.now = options.now ?? Date.now;
  }

  /**
   * The site, null when there is none: synchronous when cached. An entry past
   * its time still answers while it is read again, and for missTtlMs more
   * each time that read fails (the database cannot be reached): an event
   * never waits for a site this instance knows, and a site's events go on
   * being received while its configuration cannot be read (nor changed).
   */
  get(siteId: string): SiteConfig | null | Promise<SiteConfig | null> {
    const key = siteId.toLowerCase();
    const entry = this.entries.get(key);
    if (entry && entry.until > this.now()) return entry.site;
    const loading = this.loading.get(key) ?? this.read(key, entry);
    return entry ? entry.site : loading;
  }

  /** One query for the site, shared by concurrent callers; `old` is the entry it replaces, if any. */
  private read(key: string, old: Entry | undefined): Promise<SiteConfig | null> {
    const loading = this.load(key).then(
      (row) => {
        const site = row ? toSiteConfig(row) : null;
        // a change published while this query ran made its answer stale: serve it, do not keep it
        if (this.loading.get(key) === loading) {
          this.loading.delete(key);
          this.remember(key, site);
        }
        return site;
      },
      (error: unknown) => {
        if (this.loading.get(key) === loading) {
          this.loading.delete(key);
          if (old && this.entries.get(key) === old) old.until = this.now() + this.missTtlMs;
        }
        throw error;
      },
    );
    this.loading.set(key, loading);
    // nobody waits for the reading of an entry that answers meanwhile: its failure is not left unhandled
    if (old) loading.catch(() => {});
    return loading;
  }

  /** A site changed (or was deleted): the next event reads it again. */
  forget(siteId: string): void {
    const key = siteId.toLowerCase();
    this.entries.delete(key);
    this.loading.delete(key);
  }

  clear(): void {
    this.entries.clear();
    this.loading.clear();
  }

  private remember(key: string, site: SiteConfig | null): void {
    this.entries.delete(key);
    this.entries.set(key, { site, until: this.now() + (site ? this.ttlMs : this.missTtlMs) });
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
  }
}
