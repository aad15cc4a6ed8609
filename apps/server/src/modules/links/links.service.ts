import type { LinkKind, LinkRules } from '@osm5/shared/links/link-rules';
import { type Link, type LinkBodyParsed, linkBodySchema } from '@osm5/shared/schemas/links';
import { AppError } from '../../errors.ts';
import { ownServerOf } from '../../lib/own-server.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { issueError } from '../../plugins/error-handler.ts';
import { type Actor, auditBy } from '../audit/actor.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { enqueueEventDeletion } from '../event-deletions/event-deletions.repository.ts';
import { removeEvents } from '../event-deletions/event-deletions.service.ts';
import type { WorkspaceAccess } from '../organizations/access.ts';
import { assertLinkAllowed } from '../plans/plan-quotas.ts';
import type { LinkDeps } from './link-deps.ts';
import { changedFieldsOf, type LinkRow, snapshotOf, toLink } from './link-view.ts';
import {
  deleteLinkRows,
  findLink,
  insertLink,
  insertVersion,
  type LinkInsert,
  type LinkWithExtras,
  slugTaken,
  updateLink,
  verifiedHostnames,
  workspaceVerifiedDomains,
} from './links.repository.ts';
import { generateSlug, isUniqueViolation } from './slug.ts';

export type { LinkDeps } from './link-deps.ts';

/** Attempts at a free generated slug: a collision in 62⁷ is rare, a run of them means something else is wrong. */
const GENERATED_SLUG_ATTEMPTS = 8;

const notFound = () => new AppError('NOT_FOUND', { message: 'This link does not exist.' });

/** Every spelling of this server (its domains, the verified custom domains, its own addresses): destinations there loop. */
export async function ownServerFor(deps: Pick<LinkDeps, 'db' | 'config' | 'server'>) {
  return ownServerOf(deps.config, deps.server, await verifiedHostnames(deps.db));
}

/**
 * The link body schema of this deployment (its own domains refused as
 * destinations). The workspace is part of the signature so that per-workspace
 * rules can join without changing callers.
 */
export async function linkBodyFor(deps: Pick<LinkDeps, 'db' | 'config' | 'server'>, access: WorkspaceAccess) {
  void access;
  return linkBodySchema(await ownServerFor(deps));
}

/** Parses a create/replace body; the first problem answers as the route validation would. */
export async function parseLinkBody(
  deps: Pick<LinkDeps, 'db' | 'config' | 'server'>,
  access: WorkspaceAccess,
  input: unknown,
): Promise<LinkBodyParsed> {
  const parsed = (await linkBodyFor(deps, access)).safeParse(input);
  if (!parsed.success) throw issueError(parsed.error.issues, 'body');
  return parsed.data;
}

/**
 * The domain a link answers on: the one asked for when it is the short domain
 * or a verified domain of this workspace; otherwise the workspace's default
 * verified domain, else the short domain.
 */
async function resolveDomain(deps: LinkDeps, access: WorkspaceAccess, requested: string | undefined): Promise<string> {
  const short = deps.config.shortDomain.toLowerCase();
  const { orgId, id: workspaceId } = access.workspace;
  if (requested === short) return short;
  const domains = await workspaceVerifiedDomains(deps.db, orgId, workspaceId);
  if (requested === undefined || requested === '') return domains.find((d) => d.isDefault)?.hostname ?? short;
  if (domains.some((d) => d.hostname === requested)) return requested;
  throw new AppError('VALIDATION_ERROR', { field: 'domain', message: 'validation.domain_not_verified' });
}

/** The columns a body sets (everything but identity, slug, domain and password). */
function columnsOf(body: LinkBodyParsed) {
  return {
    kind: body.kind as LinkKind,
    rules: body.rules as LinkRules,
    title: body.title,
    notes: body.notes,
    tags: [...new Set(body.tags)],
    status: body.status,
    expiresAt: body.expiresAt ? new Date(body.expiresAt) : null,
    maxClicks: body.maxClicks ?? null,
    expiredUrl: body.expiredUrl ?? null,
    timeZone: body.timeZone,
    utm: body.utm ?? null,
    socialPreview: body.socialPreview ?? null,
    qrStyle: body.qrStyle ?? null,
  } satisfies Partial<LinkInsert>;
}

const passwordRequired = () =>
  new AppError('VALIDATION_ERROR', { field: 'password', message: 'validation.password_required' });

async function viewOf(deps: LinkDeps, access: WorkspaceAccess, userId: string, linkId: string): Promise<Link> {
  const row = await findLink(deps.db, access.workspace.orgId, access.workspace.id, linkId, userId);
  if (!row) throw notFound();
  return toLink(deps.config, row.link, row);
}

export async function getLinkRow(
  deps: Pick<LinkDeps, 'db'>,
  access: WorkspaceAccess,
  userId: string,
  linkId: string,
): Promise<LinkWithExtras> {
  const row = await findLink(deps.db, access.workspace.orgId, access.workspace.id, linkId, userId);
  if (!row) throw notFound();
  return row;
}

/**
 * Creates a short link: checks the plan, the domain and the slug, hashes the
 * password, writes the link with its first version and an audit entry in one
 * transaction, then tells the redirect caches. A custom slug already used on
 * the domain is SLUG_TAKEN; a generated one is drawn again.
 */
export async function createLink(
  deps: LinkDeps,
  access: WorkspaceAccess,
  actor: Actor,
  body: LinkBodyParsed,
  options: { source?: 'api' | 'import' } = {},
): Promise<Link> {
  const { orgId, id: workspaceId } = access.workspace;
  await assertLinkAllowed(deps.db, orgId, body, true);
  const domain = await resolveDomain(deps, access, body.domain);
  if (body.kind === 'password_protected' && !body.password) throw passwordRequired();
  const passwordHash = body.kind === 'password_protected' && body.password ? await hashPassword(body.password) : null;
  const custom = body.slug ? body.slug : undefined;
  if (custom && (await slugTaken(deps.db, domain, custom))) throw slugTakenError();

  let row: LinkRow | undefined;
  for (let attempt = 0; !row; attempt++) {
    const slug = custom ?? generateSlug();
    if (!custom && (await slugTaken(deps.db, domain, slug))) continue;
    try {
      row = await deps.db.transaction(async (tx) => {
        const inserted = await insertLink(tx, {
          orgId,
          workspaceId,
          domain,
          slug,
          passwordHash,
          ...columnsOf(body),
          createdBy: actor.userId,
          updatedBy: actor.userId,
        });
        await insertVersion(tx, {
          orgId,
          linkId: inserted.id,
          version: 1,
          snapshot: snapshotOf(inserted),
          changedFields: [],
          changedBy: actor.userId,
        });
        await recordAudit(tx, {
          orgId,
          workspaceId,
          ...auditBy(actor),
          action: 'surl.create',
          targetType: 'surl',
          targetId: inserted.id,
          details: { domain, slug, kind: inserted.kind, source: options.source ?? 'api' },
        });
        return inserted;
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      if (custom) throw slugTakenError();
      if (attempt + 1 >= GENERATED_SLUG_ATTEMPTS) throw error;
    }
  }
  await deps.linkChanges.publish({ type: 'link', id: row.id, domain: row.domain, slug: row.slug });
  return viewOf(deps, access, actor.userId, row.id);
}

const slugTakenError = () => new AppError('SLUG_TAKEN', { field: 'slug' });

/**
 * Replaces a link with a full body. Absent domain and slug keep the current
 * ones (a new domain must be one a new link could take); an absent password keeps the current hash (a kind other than
 * password_protected drops it). Saves version n+1 with the names of the fields
 * that changed, `password` included when it did.
 */
export async function replaceLink(
  deps: LinkDeps,
  access: WorkspaceAccess,
  actor: Actor,
  linkId: string,
  body: LinkBodyParsed,
): Promise<Link> {
  const { orgId, id: workspaceId } = access.workspace;
  const current = (await getLinkRow(deps, access, actor.userId, linkId)).link;
  await assertLinkAllowed(deps.db, orgId, body, false);
  // the current domain stays usable for this link even if it is no longer offered for new ones
  const domain =
    !body.domain || body.domain === current.domain ? current.domain : await resolveDomain(deps, access, body.domain);
  const slug = body.slug ? body.slug : current.slug;
  const moved = domain !== current.domain || slug !== current.slug;
  if (moved && (await slugTaken(deps.db, domain, slug))) throw slugTakenError();

  let passwordHash: string | null = null;
  let passwordChanged = false;
  if (body.kind === 'password_protected') {
    if (body.password) {
      passwordChanged = !current.passwordHash || !(await verifyPassword(current.passwordHash, body.password));
      passwordHash = passwordChanged ? await hashPassword(body.password) : current.passwordHash;
    } else if (current.passwordHash) {
      passwordHash = current.passwordHash;
    } else {
      throw passwordRequired();
    }
  } else {
    passwordChanged = current.passwordHash !== null;
  }

  let saved: LinkRow;
  try {
    saved = await deps.db.transaction(async (tx) => {
      const db = tx;
      const updated = await updateLink(db, linkId, {
        domain,
        slug,
        passwordHash,
        ...columnsOf(body),
        version: current.version + 1,
        updatedBy: actor.userId,
      });
      const changedFields = changedFieldsOf(snapshotOf(current), snapshotOf(updated));
      if (passwordChanged) changedFields.push('password');
      await insertVersion(db, {
        orgId,
        linkId,
        version: updated.version,
        snapshot: snapshotOf(updated),
        changedFields,
        changedBy: actor.userId,
      });
      await recordAudit(tx, {
        orgId,
        workspaceId,
        ...auditBy(actor),
        action: 'surl.update',
        targetType: 'surl',
        targetId: linkId,
        details: { domain, slug, version: updated.version, changedFields },
      });
      return updated;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTakenError();
    throw error;
  }
  await publishMove(deps, current, saved);
  return viewOf(deps, access, actor.userId, linkId);
}

/** Tells the caches about the link's address, and its old one when it moved. */
async function publishMove(deps: LinkDeps, before: LinkRow, after: LinkRow) {
  await deps.linkChanges.publish({ type: 'link', id: after.id, domain: after.domain, slug: after.slug });
  if (before.domain !== after.domain || before.slug !== after.slug) {
    await deps.linkChanges.publish({ type: 'link', id: before.id, domain: before.domain, slug: before.slug });
  }
}

/** Activates or deactivates a link; a change is a new version like any edit. */
export async function setLinkStatus(
  deps: LinkDeps,
  access: WorkspaceAccess,
  actor: Actor,
  linkId: string,
  status: LinkRow['status'],
): Promise<Link> {
  const { orgId, id: workspaceId } = access.workspace;
  const current = (await getLinkRow(deps, access, actor.userId, linkId)).link;
  if (current.status === status) return viewOf(deps, access, actor.userId, linkId);
  const saved = await deps.db.transaction(async (tx) => {
    const db = tx;
    const updated = await updateLink(db, linkId, { status, version: current.version + 1, updatedBy: actor.userId });
    await insertVersion(db, {
      orgId,
      linkId,
      version: updated.version,
      snapshot: snapshotOf(updated),
      changedFields: ['status'],
      changedBy: actor.userId,
    });
    await recordAudit(tx, {
      orgId,
      workspaceId,
      ...auditBy(actor),
      action: status === 'active' ? 'surl.activate' : 'surl.deactivate',
      targetType: 'surl',
      targetId: linkId,
      details: { domain: updated.domain, slug: updated.slug },
    });
    return updated;
  });
  await publishMove(deps, current, saved);
  return viewOf(deps, access, actor.userId, linkId);
}

/**
 * Deletes a link for good: the row, its versions, its stars and views, then
 * its analytics events. The relational part commits first; the events go
 * after (a separate store), so a failure there leaves orphaned events of a
 * link that no report can reach any more, never a link without its history.
 */
export async function deleteLink(deps: LinkDeps, access: WorkspaceAccess, actor: Actor, linkId: string): Promise<void> {
  const { orgId, id: workspaceId } = access.workspace;
  const current = (await getLinkRow(deps, access, actor.userId, linkId)).link;
  const removal = await deps.db.transaction(async (tx) => {
    await deleteLinkRows(tx, orgId, workspaceId, linkId);
    await recordAudit(tx, {
      orgId,
      workspaceId,
      ...auditBy(actor),
      action: 'surl.delete',
      targetType: 'surl',
      targetId: linkId,
      details: { domain: current.domain, slug: current.slug, title: current.title },
    });
    return enqueueEventDeletion(tx, orgId, linkId);
  });
  await deps.linkChanges.publish({ type: 'link', id: linkId, domain: current.domain, slug: current.slug });
  // the link is gone either way; if the event store cannot drop its events now, the retry timer will
  await removeEvents({ db: deps.db, events: deps.events, logger: deps.logger }, removal);
}

export async function getLink(deps: LinkDeps, access: WorkspaceAccess, userId: string, linkId: string): Promise<Link> {
  return viewOf(deps, access, userId, linkId);
}
