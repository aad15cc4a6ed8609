import type { Privilege } from '@osm5/shared';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors.ts';

/**
 * Enforces the privilege a route declares (`config: {privilege}`), after the
 * tenant plugin resolved the caller's access. On a workspace route the
 * workspace and team roles count, unless the route asks for `privilegeScope: 'org'`.
 */
export function hasPrivilege(request: FastifyRequest, privilege: Privilege, scope?: 'org' | 'workspace'): boolean {
  const useWorkspace = scope !== 'org' && request.workspaceAccess !== null;
  const held = useWorkspace ? request.workspaceAccess?.privileges : request.tenant?.privileges;
  return held?.has(privilege) ?? false;
}

export function assertPrivilege(request: FastifyRequest, privilege: Privilege, scope?: 'org' | 'workspace'): void {
  if (!hasPrivilege(request, privilege, scope)) {
    throw new AppError('ACCESS_DENIED', { message: `This needs the ${privilege} privilege.` });
  }
}

/** A preHandler form, for routes that prefer it to `config.privilege`. */
export const requirePrivilege =
  (privilege: Privilege, scope?: 'org' | 'workspace') =>
  async (request: FastifyRequest): Promise<void> =>
    assertPrivilege(request, privilege, scope);

export const permissionsPlugin = fp(
  async (app) => {
    app.addHook('onRoute', (route) => {
      const privilege = route.config?.privilege;
      if (privilege && !route.url.includes(':orgId')) {
        throw new Error(`${route.method} ${route.url} declares ${privilege} but has no :orgId to scope it`);
      }
    });
    app.addHook('preValidation', async (request) => {
      const { privilege, privilegeScope } = request.routeOptions.config;
      if (privilege) assertPrivilege(request, privilege, privilegeScope);
    });
  },
  { name: 'permissions', dependencies: ['tenant'] },
);
