import { randomBytes } from 'node:crypto';
import {
  type DomainVerification,
  hostOf,
  type LinkDomainView,
  type ShortDomainView,
  TXT_RECORD_PREFIX,
  VERIFICATION_PATH,
} from '@osm5/shared/schemas/link-domains';
import type { domainBodySchema } from '@osm5/shared/schemas/links';
import type { Page, PageQuery } from '@osm5/shared/schemas/tenancy';
import type { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { AppError } from '../../errors.ts';
import type { LinkChanges } from '../../plugins/link-changes.ts';
import { type Actor, auditBy } from '../audit/actor.ts';
import { recordAudit } from '../audit/record-audit.ts';
import type { WorkspaceAccess } from '../organizations/access.ts';
import { assertPlanAllows } from '../plans/plan-check.ts';
import { assertRoomFor } from '../plans/plan-quotas.ts';
import { checkTxtRecord, checkWellKnownFile } from './domain-verification.ts';
import {
  clearDefault,
  type DomainRow,
  deleteDomainRow,
  findDefaultDomain,
  findDomain,
  findDomainByHostname,
  insertDomain,
  linkCounts,
  listDomainRows,
  markVerified,
  type Scope,
  setDefault,
} from './link-domains.repository.ts';

export interface DomainDeps {
  db: Database;
  config: Config;
  linkChanges: LinkChanges;
}

/** How long each ownership check may take. */
export const VERIFY_TIMEOUT_MS = 5000;

const scopeOf = (access: WorkspaceAccess): Scope => ({
  orgId: access.workspace.orgId,
  workspaceId: access.workspace.id,
});

function view(row: DomainRow, linkCount: number): LinkDomainView {
  return {
    id: row.id,
    hostname: row.hostname,
    verified: row.verifiedAt !== null,
    verifiedAt: row.verifiedAt?.toISOString() ?? null,
    isDefault: row.isDefault,
    verificationToken: row.verificationToken,
    createdAt: row.createdAt.toISOString(),
    linkCount,
    txtRecordName: `${TXT_RECORD_PREFIX}${hostOf(row.hostname)}`,
    verificationUrl: `http://${row.hostname}${VERIFICATION_PATH}`,
  };
}

async function viewOf(db: Database, scope: Scope, row: DomainRow): Promise<LinkDomainView> {
  const counts = await linkCounts(db, scope, [row.hostname]);
  return view(row, counts.get(row.hostname) ?? 0);
}

export async function listDomains(
  db: Database,
  access: WorkspaceAccess,
  query: PageQuery,
): Promise<Page<LinkDomainView>> {
  const scope = scopeOf(access);
  const { rows, total } = await listDomainRows(db, scope, query);
  const counts = await linkCounts(
    db,
    scope,
    rows.map((r) => r.hostname),
  );
  return {
    items: rows.map((r) => view(r, counts.get(r.hostname) ?? 0)),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

async function domainOr404(db: Database, scope: Scope, id: string): Promise<DomainRow> {
  const row = await findDomain(db, scope, id);
  if (!row) throw new AppError('NOT_FOUND', { message: 'This domain does not exist.' });
  return row;
}

/** The product's own addresses, which no workspace may claim. */
function isOwnHost(config: Config, hostname: string): boolean {
  const own = [config.shortDomain, new URL(config.publicUrl).host].map((h) => h.toLowerCase());
  return own.some((h) => h === hostname || hostOf(h) === hostOf(hostname));
}

const taken = () => new AppError('CONFLICT', { field: 'hostname', message: 'domains.errors.hostname_taken' });

export async function addDomain(
  deps: DomainDeps,
  access: WorkspaceAccess,
  actor: Actor,
  body: z.output<typeof domainBodySchema>,
): Promise<LinkDomainView> {
  const scope = scopeOf(access);
  const hostname = body.hostname;
  // plans count custom domains (Free: none)
  await assertPlanAllows(deps.db, scope.orgId, 'custom_domains');
  await assertRoomFor(deps.db, scope.orgId, 'customDomains');
  if (isOwnHost(deps.config, hostname)) {
    throw new AppError('VALIDATION_ERROR', { field: 'hostname', message: 'domains.errors.own_domain' });
  }
  if (await findDomainByHostname(deps.db, hostname)) throw taken();
  try {
    const row = await deps.db.transaction(async (tx) => {
      const inserted = await insertDomain(tx, {
        ...scope,
        hostname,
        verificationToken: `osm5-verify-${randomBytes(16).toString('hex')}`,
        createdBy: actor.userId,
      });
      await recordAudit(tx, {
        ...scope,
        ...auditBy(actor),
        action: 'link_domain.create',
        targetType: 'link_domain',
        targetId: inserted.id,
        details: { hostname },
      });
      return inserted;
    });
    return view(row, 0);
  } catch (error) {
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
}

export async function verifyDomain(
  deps: DomainDeps,
  access: WorkspaceAccess,
  actor: Actor,
  id: string,
): Promise<DomainVerification> {
  const scope = scopeOf(access);
  const row = await domainOr404(deps.db, scope, id);
  const options = {
    dnsServers: deps.config.dnsServers,
    timeoutMs: VERIFY_TIMEOUT_MS,
    allowPrivate: deps.config.domainVerifyPrivate,
  };
  const [dns, http] = await Promise.all([
    checkTxtRecord(row.hostname, row.verificationToken, options),
    checkWellKnownFile(row.hostname, row.verificationToken, options),
  ]);
  const verified = dns === 'verified' || http === 'verified';
  if (verified && !row.verifiedAt) {
    await deps.db.transaction(async (tx) => {
      await markVerified(tx, scope, id, new Date());
      await recordAudit(tx, {
        ...scope,
        ...auditBy(actor),
        action: 'link_domain.verify',
        targetType: 'link_domain',
        targetId: id,
        details: { hostname: row.hostname, method: dns === 'verified' ? 'dns' : 'http' },
      });
    });
    await deps.linkChanges.publish({ type: 'domain', hostname: row.hostname });
  }
  const current = await domainOr404(deps.db, scope, id);
  // a domain verified before stays verified when a later check fails (a record removed after setup)
  return { domain: await viewOf(deps.db, scope, current), verified: current.verifiedAt !== null, dns, http };
}

export async function makeDefaultDomain(
  deps: DomainDeps,
  access: WorkspaceAccess,
  actor: Actor,
  id: string,
): Promise<LinkDomainView> {
  const scope = scopeOf(access);
  const row = await domainOr404(deps.db, scope, id);
  if (!row.verifiedAt) {
    throw new AppError('CONFLICT', { field: 'domainId', message: 'domains.errors.not_verified' });
  }
  if (!row.isDefault) {
    await deps.db.transaction(async (tx) => {
      await setDefault(tx, scope, id);
      await recordAudit(tx, {
        ...scope,
        ...auditBy(actor),
        action: 'link_domain.make_default',
        targetType: 'link_domain',
        targetId: id,
        details: { hostname: row.hostname },
      });
    });
    await deps.linkChanges.publish({ type: 'domain', hostname: row.hostname });
  }
  return viewOf(deps.db, scope, await domainOr404(deps.db, scope, id));
}

/** The product's short domain for this workspace: the default of new links when no custom domain is. */
export async function shortDomainOf(deps: DomainDeps, access: WorkspaceAccess): Promise<ShortDomainView> {
  const custom = await findDefaultDomain(deps.db, scopeOf(access));
  return { hostname: deps.config.shortDomain.toLowerCase(), isDefault: custom === undefined };
}

/** New links go to the product's short domain again; links already made keep their domain. */
export async function makeShortDomainDefault(
  deps: DomainDeps,
  access: WorkspaceAccess,
  actor: Actor,
): Promise<ShortDomainView> {
  const scope = scopeOf(access);
  const custom = await findDefaultDomain(deps.db, scope);
  if (custom) {
    await deps.db.transaction(async (tx) => {
      await clearDefault(tx, scope);
      await recordAudit(tx, {
        ...scope,
        ...auditBy(actor),
        action: 'link_domain.make_short_domain_default',
        targetType: 'link_domain',
        targetId: custom.id,
        details: { hostname: custom.hostname, shortDomain: deps.config.shortDomain },
      });
    });
    await deps.linkChanges.publish({ type: 'domain', hostname: custom.hostname });
  }
  return shortDomainOf(deps, access);
}

/** Refused while links answer on it: they would stop answering. */
export async function deleteDomain(deps: DomainDeps, access: WorkspaceAccess, actor: Actor, id: string): Promise<void> {
  const scope = scopeOf(access);
  const row = await domainOr404(deps.db, scope, id);
  const count = (await linkCounts(deps.db, scope, [row.hostname])).get(row.hostname) ?? 0;
  if (count > 0) {
    throw new AppError('CONFLICT', {
      field: 'domainId',
      message:
        count === 1
          ? 'A link uses this domain: move or delete it first.'
          : `${count} links use this domain: move or delete them first.`,
    });
  }
  await deps.db.transaction(async (tx) => {
    await deleteDomainRow(tx, scope, id);
    await recordAudit(tx, {
      ...scope,
      ...auditBy(actor),
      action: 'link_domain.delete',
      targetType: 'link_domain',
      targetId: id,
      details: { hostname: row.hostname },
    });
  });
  await deps.linkChanges.publish({ type: 'domain', hostname: row.hostname });
}
