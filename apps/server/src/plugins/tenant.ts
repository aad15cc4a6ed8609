import type { Privilege } from '@osm5/shared';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors.ts';
import type { Actor } from '../modules/audit/actor.ts';
import { findWorkspace, loadAccessFacts } from '../modules/organizations/access.repository.ts';
import {
  type AccessFacts,
  canSeeWorkspace,
  type OrgAccess,
  orgAccessOf,
  type WorkspaceAccess,
  workspaceAccessOf,
} from '../modules/organizations/access.ts';
import { userOf } from './session.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** the privilege the route needs; checked by the permissions plugin */
    privilege?: Privilege;
    /**
     * where the privilege must be held: `workspace` (the default on routes with
     * :workspaceId) counts workspace and team roles, `org` only the organisation role
     */
    privilegeScope?: 'org' | 'workspace';
  }
  interface FastifyRequest {
    /** the caller's active membership of :orgId, on every /api/orgs/:orgId route */
    tenant: OrgAccess | null;
    /** the facts `tenant` was computed from */
    accessFacts: AccessFacts | null;
    /** the caller's access to :workspaceId, on every workspace route */
    workspaceAccess: WorkspaceAccess | null;
  }
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The signed-in user, set by the session plugin; INVALID_TOKEN when there is none. */
export const signedInUser = userOf;

export function tenantOf(request: FastifyRequest): OrgAccess {
  if (!request.tenant) throw new Error('tenantOf() on a route without :orgId');
  return request.tenant;
}

export function workspaceOf(request: FastifyRequest): WorkspaceAccess {
  if (!request.workspaceAccess) throw new Error('workspaceOf() on a route without :workspaceId');
  return request.workspaceAccess;
}

/**
 * Resolves :orgId to the caller's active membership and :workspaceId to a
 * workspace they can see, before the body is even validated. No membership, a
 * workspace of another organisation, or a private workspace they may not see
 * answer 404, exactly like a missing one; a disabled membership ends access
 * with 401. Runs on every request: privileges are never cached across requests.
 */
export const tenantPlugin = fp(
  async (app) => {
    app.decorateRequest('tenant', null);
    app.decorateRequest('accessFacts', null);
    app.decorateRequest('workspaceAccess', null);
    app.addHook('preValidation', async (request) => {
      const params = (request.params ?? {}) as Record<string, unknown>;
      const orgId = params.orgId;
      if (typeof orgId !== 'string') return;
      const user = signedInUser(request);
      if (!uuidPattern.test(orgId)) throw new AppError('NOT_FOUND');
      const workspaceId = params.workspaceId;
      const readsWorkspace = typeof workspaceId === 'string' && uuidPattern.test(workspaceId);
      // both at once: the workspace is only used once the membership allows it
      const [facts, workspace] = await Promise.all([
        loadAccessFacts(app.db.db, orgId, user.id),
        readsWorkspace ? findWorkspace(app.db.db, orgId, workspaceId) : null,
      ]);
      if (!facts) throw new AppError('NOT_FOUND');
      if (facts.membership.status === 'disabled') {
        throw new AppError('INVALID_TOKEN', { message: 'Your access to this organisation has been disabled.' });
      }
      if (facts.membership.status !== 'active') throw new AppError('NOT_FOUND');
      const org = orgAccessOf(orgId, user.id, facts);
      request.tenant = org;
      request.accessFacts = facts;

      if (typeof workspaceId !== 'string') return;
      if (!workspace || !canSeeWorkspace(org, facts, workspace)) throw new AppError('NOT_FOUND');
      request.workspaceAccess = workspaceAccessOf(org, facts, workspace);
    });
  },
  { name: 'tenant', dependencies: ['database', 'session'] },
);

/** The signed-in user as the author of a change. */
export function actorOf(request: FastifyRequest): Actor {
  return {
    userId: signedInUser(request).id,
    ip: request.ip ?? null,
    userAgent: request.headers['user-agent'] ?? null,
  };
}
