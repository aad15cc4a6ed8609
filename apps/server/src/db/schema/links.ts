import type { LinkKind, LinkRules } from '@osm5/shared/links/link-rules';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';
import { users } from './identity.ts';
import { orgRef, workspaces } from './tenancy.ts';

const workspaceRef = () =>
  uuid()
    .notNull()
    .references(() => workspaces.id, { onDelete: 'cascade' });
const byUser = () => uuid().references(() => users.id, { onDelete: 'set null' });

export interface LinkUtm {
  source?: string;
  medium?: string;
  campaign?: string;
  term?: string;
  content?: string;
}

/** What crawlers (Slack, X, Facebook…) are shown instead of the redirect. */
export interface SocialPreview {
  title?: string;
  description?: string;
  image?: string;
}

/** The QR designer's choices, kept so the same code can be downloaded again. */
export interface QrStyle {
  foreground?: string;
  background?: string;
  dotStyle?: string;
  cornerStyle?: string;
  logoFileId?: string;
  errorCorrection?: 'L' | 'M' | 'Q' | 'H';
  size?: number;
  margin?: number;
}

/**
 * A custom short domain of a workspace. It answers redirects once the owner has
 * proved control of it (a TXT record or a file carrying `verificationToken`).
 */
export const linkDomains = pgTable(
  'link_domains',
  {
    id: uuid().primaryKey().defaultRandom(),
    orgId: orgRef(),
    workspaceId: workspaceRef(),
    /** lower-case host, with the port when there is one */
    hostname: text().notNull(),
    verificationToken: text().notNull(),
    verifiedAt: timestamp({ withTimezone: true }),
    isDefault: boolean().notNull().default(false),
    createdBy: byUser(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('link_domains_hostname_key').on(t.hostname),
    index('link_domains_workspace_idx').on(t.workspaceId),
    uniqueIndex('link_domains_one_default_key').on(t.workspaceId).where(sql`${t.isDefault}`),
  ],
);

/**
 * A short link. `rules` holds the kind's targeting config as validated by
 * `linkRulesSchemas` in the shared package; the password is never in it.
 */
export const links = pgTable(
  'links',
  {
    id: uuid().primaryKey().defaultRandom(),
    orgId: orgRef(),
    workspaceId: workspaceRef(),
    /** the host the link answers on: the product's short domain or a verified custom domain */
    domain: text().notNull(),
    /** kept as typed; unique per domain whatever its case, and found in any case (`ABC` is `abc`) */
    slug: text().notNull(),
    kind: text().$type<LinkKind>().notNull(),
    rules: jsonb().$type<LinkRules>().notNull(),
    /** argon2id, password_protected links only */
    passwordHash: text(),
    title: text().notNull().default(''),
    notes: text().notNull().default(''),
    tags: text().array().notNull().default(sql`'{}'::text[]`),
    status: text().$type<'active' | 'inactive'>().notNull().default('active'),
    expiresAt: timestamp({ withTimezone: true }),
    maxClicks: integer(),
    expiredUrl: text(),
    /** IANA zone in which rule_based weekday/hour windows are read */
    timeZone: text().notNull().default('UTC'),
    utm: jsonb().$type<LinkUtm>(),
    socialPreview: jsonb().$type<SocialPreview>(),
    qrStyle: jsonb().$type<QrStyle>(),
    /** clicks counted so far (bots excluded); written in batches by the redirect server, never per click */
    clicks: bigint({ mode: 'number' }).notNull().default(0),
    /** bumped on every edit; the version history row of the same number holds that state */
    version: integer().notNull().default(1),
    createdBy: byUser(),
    updatedBy: byUser(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('links_domain_slug_lower_key').on(t.domain, sql`lower(${t.slug})`),
    index('links_workspace_created_idx').on(t.workspaceId, t.createdAt),
    // the link list's other orders, read from an index instead of sorting the workspace's links (links.repository.ts)
    index('links_workspace_title_idx').on(
      t.workspaceId,
      sql`lower(${t.title})`,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('links_workspace_clicks_idx').on(
      t.workspaceId,
      t.clicks.desc().nullsFirst(),
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('links_workspace_updated_idx').on(t.workspaceId, t.updatedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('links_org_idx').on(t.orgId),
  ],
);

/** Every saved state of a link, for /d/sbox/{sBoxID}/history/{type}/{id}: who changed what. */
export const linkVersions = pgTable(
  'link_versions',
  {
    id: uuid().primaryKey().defaultRandom(),
    orgId: orgRef(),
    linkId: uuid()
      .notNull()
      .references(() => links.id, { onDelete: 'cascade' }),
    version: integer().notNull(),
    /** the link as saved (password hash left out) */
    snapshot: jsonb().$type<Record<string, unknown>>().notNull(),
    /** names of the fields that differ from the previous version */
    changedFields: text().array().notNull().default(sql`'{}'::text[]`),
    changedBy: byUser(),
    changedAt: createdAt(),
  },
  (t) => [uniqueIndex('link_versions_link_version_key').on(t.linkId, t.version)],
);

/** Reusable UTM parameter sets of a workspace (the UTM builder's templates). */
export const utmTemplates = pgTable(
  'utm_templates',
  {
    id: uuid().primaryKey().defaultRandom(),
    orgId: orgRef(),
    workspaceId: workspaceRef(),
    name: text().notNull(),
    params: jsonb().$type<LinkUtm>().notNull(),
    createdBy: byUser(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('utm_templates_workspace_name_key').on(t.workspaceId, t.name)],
);

export interface ProfileButton {
  /** the short link the button opens (clicks recorded with trigger profile) */
  linkId: string;
  label: string;
}

export interface ProfileSocial {
  network: string;
  url: string;
}

export interface ProfileTheme {
  background?: string;
  buttonColor?: string;
  buttonTextColor?: string;
  buttonShape?: 'rounded' | 'pill' | 'square';
  textColor?: string;
}

/** A public link-in-bio page, served at /p/{handle}. */
export const profilePages = pgTable(
  'profile_pages',
  {
    id: uuid().primaryKey().defaultRandom(),
    orgId: orgRef(),
    workspaceId: workspaceRef(),
    /** lower-case, unique across the instance */
    handle: text().notNull(),
    title: text().notNull().default(''),
    bio: text().notNull().default(''),
    avatarFileId: uuid(),
    theme: jsonb().$type<ProfileTheme>().notNull().default({}),
    buttons: jsonb().$type<ProfileButton[]>().notNull().default([]),
    socials: jsonb().$type<ProfileSocial[]>().notNull().default([]),
    status: text().$type<'active' | 'inactive'>().notNull().default('active'),
    createdBy: byUser(),
    updatedBy: byUser(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('profile_pages_handle_key').on(t.handle), index('profile_pages_workspace_idx').on(t.workspaceId)],
);

export interface ImportRowError {
  row: number;
  field?: string;
  code: string;
  message: string;
  /** the row's mapped cells (destination, slug…), so the failed rows can be downloaded and fixed */
  values?: Record<string, string>;
}

/** One bulk import run: its progress, and the rows that could not be imported. */
export const linkImports = pgTable(
  'link_imports',
  {
    id: uuid().primaryKey().defaultRandom(),
    orgId: orgRef(),
    workspaceId: workspaceRef(),
    /** template, bitly, dub, shlink or yourls */
    format: text().notNull(),
    fileName: text().notNull().default(''),
    /** interrupted: the process stopped mid-import (a restart); the rows done so far stay */
    status: text().$type<'running' | 'done' | 'failed' | 'interrupted'>().notNull().default('running'),
    total: integer().notNull().default(0),
    processed: integer().notNull().default(0),
    succeeded: integer().notNull().default(0),
    failed: integer().notNull().default(0),
    errors: jsonb().$type<ImportRowError[]>().notNull().default([]),
    createdBy: byUser(),
    createdAt: createdAt(),
    /** the running job's heartbeat: written with each batch of progress; a stale one means the job died */
    updatedAt: updatedAt(),
    finishedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('link_imports_workspace_idx').on(t.workspaceId, t.createdAt)],
);

/**
 * Events of deleted links still to remove from the event store: written in the
 * deletion's own transaction, removed once the store has dropped the events,
 * so a crash or a store outage in between only delays their removal. No key to
 * the organisation: its events must go even if it is deleted meanwhile.
 */
export const eventDeletions = pgTable('event_deletions', {
  id: uuid().primaryKey().defaultRandom(),
  orgId: uuid().notNull(),
  itemId: uuid().notNull(),
  attempts: integer().notNull().default(0),
  lastError: text(),
  createdAt: createdAt(),
});

/**
 * The click totals' batches already added to links.clicks (click-counter.ts),
 * by the id each batch is given when first sent: written in the batch's own
 * transaction, so a batch sent again after an answer that never came (the
 * server stopped or cut off after it committed) is not added twice. Kept a
 * day; an instance retries an unanswered batch at its next flush.
 */
export const clickTotalBatches = pgTable(
  'click_total_batches',
  {
    id: uuid().primaryKey(),
    appliedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('click_total_batches_applied_idx').on(t.appliedAt)],
);
