import type { Database } from '../../db/client.ts';
import { onReplica } from '../../db/replicas.ts';
import type { LinkChanges } from '../../plugins/link-changes.ts';
import { type CompiledLink, compileLink } from './compiled-link.ts';
import { Lru } from './lru.ts';
import { findLinkRow, findVerifiedDomain } from './redirect.repository.ts';

export interface CustomDomain {
  id: string;
  orgId: string;
  workspaceId: string;
}

/** Where the store reads what it does not hold: the database, or (an embedded cluster's worker) the writer. */
export interface LinkSource {
  link(domain: string, slug: string): Promise<CompiledLink | null>;
  domain(host: string): Promise<CustomDomain | null>;
}

/** Reads from a read replica when one has seen every change heard (db/replicas.ts), else from the primary. */
export const databaseLinkSource = (db: Database): LinkSource => ({
  link: async (domain, slug) => {
    const row = await onReplica(() => findLinkRow(db, domain, slug));
    return row ? compileLink(row) : null;
  },
  domain: async (host) => (await onReplica(() => findVerifiedDomain(db, host))) ?? null,
});

export interface LinkStoreOptions {
  maxLinks?: number;
  /** how long a miss is remembered; a create publishes a change, so this only bounds a lost message */
  missTtlMs?: number;
  /** hosts that are never custom domains (the short domain, the app's own host) */
  ownHosts: readonly string[];
}

/**
 * The hot path's memory: compiled links by (domain, slug) and verified custom
 * domains by host, each filled by one read of its source on a miss (concurrent
 * misses share it) and dropped when the changes say so. A load that raced with
 * a change is used for its own request but not kept.
 */
export class LinkStore {
  private readonly links: Lru<CompiledLink | null>;
  private readonly domains = new Lru<CustomDomain | null>(10_000);
  private readonly loading = new Map<string, Promise<CompiledLink | null>>();
  private readonly domainLoading = new Map<string, Promise<CustomDomain | null>>();
  private readonly ownHosts: Set<string>;
  private readonly missTtlMs: number;
  private epoch = 0;
  private readonly unsubscribe: () => void;

  constructor(
    private readonly source: LinkSource,
    changes: Pick<LinkChanges, 'subscribe'>,
    options: LinkStoreOptions,
  ) {
    this.links = new Lru(options.maxLinks ?? 50_000);
    this.missTtlMs = options.missTtlMs ?? 5_000;
    this.ownHosts = new Set(options.ownHosts);
    this.unsubscribe = changes.subscribe((change) => {
      this.epoch++;
      if (change.type === 'link') this.links.delete(keyOf(change.domain, change.slug));
      else if (change.type === 'all') {
        this.links.clear();
        this.domains.clear();
      } else if (change.type === 'domain') {
        this.domains.delete(change.hostname.toLowerCase());
        // its links were cached under that host: a removed domain must stop answering at once
        this.links.clear();
      }
    });
  }

  /** The cached link, null for a known miss, undefined when it must be loaded. */
  peek(domain: string, slug: string, now: number): CompiledLink | null | undefined {
    return this.links.get(keyOf(domain, slug), now);
  }

  load(domain: string, slug: string): Promise<CompiledLink | null> {
    const key = keyOf(domain, slug);
    const pending = this.loading.get(key);
    if (pending) return pending;
    const epoch = this.epoch;
    const promise = this.source
      .link(domain, slug)
      .then((link) => {
        if (epoch === this.epoch)
          this.links.set(key, link, link ? Number.POSITIVE_INFINITY : this.missTtlMs, Date.now());
        return link;
      })
      .finally(() => this.loading.delete(key));
    this.loading.set(key, promise);
    return promise;
  }

  isOwnHost(host: string): boolean {
    return this.ownHosts.has(host);
  }

  /** Like peek for custom domains: undefined means "ask the database". */
  peekDomain(host: string, now: number): CustomDomain | null | undefined {
    if (this.ownHosts.has(host)) return null;
    return this.domains.get(host, now);
  }

  loadDomain(host: string): Promise<CustomDomain | null> {
    const pending = this.domainLoading.get(host);
    if (pending) return pending;
    const epoch = this.epoch;
    const promise = this.source
      .domain(host)
      .then((domain) => {
        // a host that is not ours is asked again after a minute; a verified one stays until changed
        if (epoch === this.epoch)
          this.domains.set(host, domain, domain ? Number.POSITIVE_INFINITY : 60_000, Date.now());
        return domain;
      })
      .finally(() => this.domainLoading.delete(host));
    this.domainLoading.set(host, promise);
    return promise;
  }

  close(): void {
    this.unsubscribe();
  }
}

/** A slug is found in any case (`ABC` is `abc`), so the cache keeps one entry for all its spellings. */
const keyOf = (domain: string, slug: string) => `${domain}\n${slug.toLowerCase()}`;
