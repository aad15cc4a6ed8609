import { z } from 'zod';
import { orgRoles, privileges, workspaceRoles } from '../auth/privileges.ts';

/**
 * Shapes shared by every tenancy endpoint: the success envelope, pagination,
 * the ids in paths, and the tenant/context answers of /api/me/tenants and
 * /api/orgs/:orgId/context.
 */
export const PAGE_SIZE_MAX = 100;
export const PAGE_SIZE_DEFAULT = 20;

export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** `{status: true, data: x}`: every successful answer. */
export const dataOf = <T extends z.ZodType>(schema: T) => z.object({ status: z.literal(true), data: schema });

/** `{status: true, data: {items, total, page, pageSize}}`: every list. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  dataOf(
    z.object({
      items: z.array(item),
      total: z.number().int().nonnegative(),
      page: z.number().int().min(1),
      pageSize: z.number().int().min(1),
    }),
  );

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export const okSchema = dataOf(z.object({ ok: z.literal(true) }));

export const orgParamsSchema = z.object({ orgId: z.uuid() });
export const workspaceParamsSchema = orgParamsSchema.extend({ workspaceId: z.uuid() });

export const privilegeSchema = z.enum(privileges);
export const orgRoleSchema = z.enum(orgRoles);
export const workspaceRoleSchema = z.enum(workspaceRoles);

export const timestamp = z.iso.datetime({ offset: true });

/** A period's optional ends in a query string are in order: `to` after `from` when both are given. */
export const periodInOrder = (q: { from?: string | undefined; to?: string | undefined }) =>
  !q.from || !q.to || Date.parse(q.from) < Date.parse(q.to);
export const periodOrderError = { error: 'validation.date_window_order', path: ['to'] };

/** One organisation the user belongs to (`tenents` in the web app's state). */
export const tenantSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    role: orgRoleSchema,
    customRoleId: z.uuid().nullable(),
    privileges: z.array(privilegeSchema),
    logoUrl: z.string().nullable(),
    plan: z.string(),
  })
  .meta({ id: 'Tenant' });
export type Tenant = z.infer<typeof tenantSchema>;

/** A workspace as the current user sees it, with their role and privileges inside it. */
export const visibleWorkspaceSchema = z
  .object({
    id: z.uuid(),
    orgId: z.uuid(),
    name: z.string(),
    description: z.string(),
    isDefault: z.boolean(),
    enabled: z.boolean(),
    visibility: z.enum(['private', 'public']),
    ownerId: z.uuid().nullable(),
    /** the user's workspace role, when they hold one directly */
    role: workspaceRoleSchema.nullable(),
    privileges: z.array(privilegeSchema),
  })
  .meta({ id: 'VisibleWorkspace' });
export type VisibleWorkspace = z.infer<typeof visibleWorkspaceSchema>;

export const tenantsQuerySchema = z.object({
  /** the organisation whose workspaces to list; the first one when omitted */
  orgId: z.uuid().optional(),
});

/** GET /api/me/tenants: the spec's session state names (`tenents`, `sBoxs`). */
export const tenantsResponseSchema = dataOf(
  z.object({
    tenents: z.array(tenantSchema),
    /** the organisation `sBoxs` belongs to */
    orgId: z.uuid(),
    sBoxs: z.array(visibleWorkspaceSchema),
  }),
);

/** GET /api/orgs/:orgId/context */
export const contextResponseSchema = dataOf(
  z.object({ organization: tenantSchema, workspaces: z.array(visibleWorkspaceSchema) }),
);

/** The page of a list already held in memory (small lists: members, roles, visible workspaces). */
export function pageFrom<T>(all: readonly T[], query: PageQuery): Page<T> {
  const start = (query.page - 1) * query.pageSize;
  return { items: all.slice(start, start + query.pageSize), total: all.length, ...query };
}

export const offsetOf = (query: PageQuery): number => (query.page - 1) * query.pageSize;
