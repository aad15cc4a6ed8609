import { type Privilege, privilegesBeyond, systemRolePrivileges } from '@osm5/shared';
import {
  API_KEY_MARK,
  API_KEY_PREFIX_LENGTH,
  type ApiKey,
  type ApiKeyOptions,
  type ApiKeyScope,
  type ApiKeyStatus,
  type apiKeyCreateSchema,
  apiKeyScopes,
  type CreatedApiKey,
} from '@osm5/shared/schemas/api-keys';
import type { Page } from '@osm5/shared/schemas/tenancy';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { hashToken, randomToken } from '../../lib/tokens.ts';
import { type Actor, auditBy } from '../audit/actor.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { findWorkspace, listOrgWorkspaces } from '../organizations/access.repository.ts';
import { type AccessFacts, canSeeWorkspace, type OrgAccess, workspaceAccessOf } from '../organizations/access.ts';
import {
  type ApiKeyListRow,
  type ApiKeyScopeFilter,
  findApiKey,
  insertApiKey,
  listApiKeyRows,
  renameApiKeyRow,
  revokeApiKeyRow,
} from './api-keys.repository.ts';

/**
 * Who manages which keys (decided for /settings/api_keys):
 * - `api_keys:manage` held in the organisation (owners, admins, developers, custom
 *   roles) or in a workspace (workspace admins) opens the page;
 * - organisation owners and admins see, rename and revoke every key of the
 *   organisation; everyone else only the keys they made;
 * - an organisation-wide key needs `api_keys:manage` in the organisation, a
 *   workspace key needs it in that workspace; a key never carries a scope its
 *   creator does not hold where it works (and loses any the creator later loses).
 * Another organisation's key, or a key one may not see, answers 404.
 */
export interface ManagerAccess {
  org: OrgAccess;
  facts: AccessFacts;
}

const MANAGE: Privilege = 'api_keys:manage';

const holdsManageSomewhere = ({ org, facts }: ManagerAccess): boolean =>
  org.privileges.has(MANAGE) ||
  [...facts.workspaceRoles, ...facts.teamRoles].some(
    (g) =>
      systemRolePrivileges[g.role].includes(MANAGE) ||
      (g.customRoleId !== null && (facts.customRoles.get(g.customRoleId) ?? []).includes(MANAGE)),
  );

function assertManager(access: ManagerAccess): void {
  if (!holdsManageSomewhere(access)) {
    throw new AppError('ACCESS_DENIED', { message: 'This needs the api_keys:manage privilege.' });
  }
}

/** Owners and admins see every key of the organisation, others their own. */
const visibleScope = ({ org }: ManagerAccess): ApiKeyScopeFilter =>
  org.isOwnerOrAdmin ? { orgId: org.orgId } : { orgId: org.orgId, createdBy: org.userId };

const notFound = () => new AppError('NOT_FOUND', { message: 'This API key does not exist.' });

export const apiKeyStatusOf = (row: { revokedAt: Date | null; expiresAt: Date | null }, now: Date): ApiKeyStatus => {
  if (row.revokedAt) return 'revoked';
  if (row.expiresAt && row.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'active';
};

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function view(row: ApiKeyListRow, now: Date): ApiKey {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scopes: row.scopes,
    workspace: row.workspaceId ? { id: row.workspaceId, name: row.workspaceName ?? '' } : null,
    createdBy:
      row.creatorName !== null ? { id: row.createdBy, name: row.creatorName, email: row.creatorEmail ?? '' } : null,
    rateLimitPerMinute: row.rateLimitPerMinute,
    status: apiKeyStatusOf(row, now),
    createdAt: row.createdAt.toISOString(),
    expiresAt: iso(row.expiresAt),
    lastUsedAt: iso(row.lastUsedAt),
    revokedAt: iso(row.revokedAt),
  };
}

export async function listApiKeys(
  db: Database,
  access: ManagerAccess,
  query: { page: number; pageSize: number; status: 'all' | ApiKeyStatus },
): Promise<Page<ApiKey>> {
  assertManager(access);
  const now = new Date();
  const { rows, total } = await listApiKeyRows(db, visibleScope(access), query, now);
  return { items: rows.map((r) => view(r, now)), total, page: query.page, pageSize: query.pageSize };
}

/** A new secret: the mark, then 32 base64url characters (192 random bits). */
export function newApiKeySecret(): { secret: string; prefix: string; secretHash: string } {
  const secret = `${API_KEY_MARK}${randomToken(24)}`;
  return { secret, prefix: secret.slice(0, API_KEY_PREFIX_LENGTH), secretHash: hashToken(secret) };
}

export async function createApiKey(
  db: Database,
  access: ManagerAccess,
  actor: Actor,
  input: z.output<typeof apiKeyCreateSchema>,
): Promise<CreatedApiKey> {
  assertManager(access);
  const { org, facts } = access;
  let held: ReadonlySet<Privilege> = org.privileges;
  if (input.workspaceId) {
    const workspace = await findWorkspace(db, org.orgId, input.workspaceId);
    if (!workspace || !canSeeWorkspace(org, facts, workspace)) {
      throw new AppError('NOT_FOUND', { field: 'workspaceId', message: 'This workspace does not exist.' });
    }
    held = workspaceAccessOf(org, facts, workspace).privileges;
  }
  if (!held.has(MANAGE)) {
    throw new AppError('ACCESS_DENIED', {
      field: 'workspaceId',
      message: input.workspaceId
        ? 'This needs the api_keys:manage privilege in this workspace.'
        : 'An organisation-wide key needs the api_keys:manage privilege in the organisation.',
    });
  }
  const beyond = privilegesBeyond(held, input.scopes);
  if (beyond.length > 0) {
    throw new AppError('ACCESS_DENIED', {
      field: 'scopes',
      message: `A key cannot carry privileges you do not hold: ${beyond.join(', ')}.`,
    });
  }
  const now = new Date();
  const expiresAt = input.expiresAt ? new Date(input.expiresAt) : null;
  if (expiresAt && expiresAt.getTime() <= now.getTime()) {
    throw new AppError('VALIDATION_ERROR', { field: 'expiresAt', message: 'validation.invalid_date' });
  }
  const { secret, prefix, secretHash } = newApiKeySecret();
  const id = await db.transaction(async (tx) => {
    const row = await insertApiKey(tx, {
      orgId: org.orgId,
      workspaceId: input.workspaceId,
      name: input.name,
      scopes: input.scopes,
      prefix,
      secretHash,
      rateLimitPerMinute: input.rateLimitPerMinute,
      createdBy: actor.userId,
      expiresAt,
    });
    await recordAudit(tx, {
      orgId: org.orgId,
      workspaceId: input.workspaceId,
      ...auditBy(actor),
      action: 'api_key.create',
      targetType: 'api_key',
      targetId: row.id,
      details: { name: row.name, prefix, scopes: row.scopes, expiresAt: iso(expiresAt) },
    });
    return row.id;
  });
  const row = await findApiKey(db, { orgId: org.orgId }, id);
  if (!row) throw new Error('the new key vanished');
  return { ...view(row, new Date()), secret };
}

export async function renameApiKey(
  db: Database,
  access: ManagerAccess,
  actor: Actor,
  keyId: string,
  name: string,
): Promise<ApiKey> {
  assertManager(access);
  const scope = visibleScope(access);
  const current = await findApiKey(db, scope, keyId);
  if (!current) throw notFound();
  await db.transaction(async (tx) => {
    if (!(await renameApiKeyRow(tx, scope, keyId, name))) throw notFound();
    await recordAudit(tx, {
      orgId: current.orgId,
      workspaceId: current.workspaceId,
      ...auditBy(actor),
      action: 'api_key.rename',
      targetType: 'api_key',
      targetId: keyId,
      details: { before: current.name, after: name, prefix: current.prefix },
    });
  });
  const row = await findApiKey(db, scope, keyId);
  if (!row) throw notFound();
  return view(row, new Date());
}

/** Revokes at once: the next request with the key answers INVALID_TOKEN. Revoking twice changes nothing. */
export async function revokeApiKey(db: Database, access: ManagerAccess, actor: Actor, keyId: string): Promise<ApiKey> {
  assertManager(access);
  const scope = visibleScope(access);
  const current = await findApiKey(db, scope, keyId);
  if (!current) throw notFound();
  if (!current.revokedAt) {
    await db.transaction(async (tx) => {
      if (!(await revokeApiKeyRow(tx, scope, keyId, new Date()))) return;
      await recordAudit(tx, {
        orgId: current.orgId,
        workspaceId: current.workspaceId,
        ...auditBy(actor),
        action: 'api_key.revoke',
        targetType: 'api_key',
        targetId: keyId,
        details: { name: current.name, prefix: current.prefix },
      });
    });
  }
  const row = await findApiKey(db, scope, keyId);
  if (!row) throw notFound();
  return view(row, new Date());
}

const grantable = (held: ReadonlySet<Privilege>): { canCreate: boolean; scopes: ApiKeyScope[] } => ({
  canCreate: held.has(MANAGE),
  scopes: held.has(MANAGE) ? apiKeyScopes.filter((s) => held.has(s)) : [],
});

/** Where the caller may create a key and which scopes each place allows (the create dialog's choices). */
export async function apiKeyOptions(db: Database, access: ManagerAccess): Promise<ApiKeyOptions> {
  assertManager(access);
  const { org, facts } = access;
  const workspaces = (await listOrgWorkspaces(db, org.orgId)).filter((w) => canSeeWorkspace(org, facts, w));
  return {
    organization: grantable(org.privileges),
    workspaces: workspaces.map((w) => ({
      id: w.id,
      name: w.name,
      ...grantable(workspaceAccessOf(org, facts, w).privileges),
    })),
  };
}
