import { z } from 'zod';
import { multiLineText, roleNameField, singleLineText } from '../validation/fields.ts';
import { tagsField } from './teams.ts';
import { pageQuerySchema, privilegeSchema, timestamp } from './tenancy.ts';

/** Roles (/settings/roles): the system roles (read-only) and the organisation's custom roles. */
export const roleScopeSchema = z.enum(['organization', 'workspace']);

export const roleBodySchema = z.object({
  name: roleNameField,
  description: multiLineText().trim().max(500, { error: 'validation.description_too_long' }).default(''),
  tags: tagsField,
  privileges: z.array(privilegeSchema).max(100).default([]),
  scope: roleScopeSchema.default('organization'),
});
export type RoleBody = z.input<typeof roleBodySchema>;

export const roleListQuerySchema = pageQuerySchema.extend({
  search: singleLineText().trim().max(100).optional(),
  kind: z.enum(['system', 'custom']).optional(),
});

export const roleSchema = z
  .object({
    /** a uuid for a custom role, the role's name (`ORG_ADMIN`) for a system role */
    id: z.string(),
    system: z.boolean(),
    name: z.string(),
    description: z.string(),
    tags: z.array(z.string()),
    privileges: z.array(privilegeSchema),
    scope: roleScopeSchema,
    createdBy: z.object({ id: z.uuid(), name: z.string() }).nullable(),
    updatedBy: z.object({ id: z.uuid(), name: z.string() }).nullable(),
    createdAt: timestamp.nullable(),
    updatedAt: timestamp.nullable(),
  })
  .meta({ id: 'Role' });
export type RoleView = z.infer<typeof roleSchema>;

export const roleParamsSchema = z.object({ orgId: z.uuid(), roleId: singleLineText().min(1).max(64) });
