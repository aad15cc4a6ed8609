import { z } from 'zod';
import { workspaceRoles } from '../auth/privileges.ts';
import { multiLineText, nameField, singleLineText } from '../validation/fields.ts';
import { pageQuerySchema, timestamp, workspaceRoleSchema } from './tenancy.ts';

/** Teams (/settings/teams): members each with a role, applied in the team's workspaces. */
export const TAGS_MAX = 20;
export const tagsField = z.array(singleLineText().trim().min(1).max(40)).max(TAGS_MAX).default([]);

export const teamMemberInputSchema = z.object({
  userId: z.uuid({ error: 'validation.team_member_required' }),
  role: z.enum(workspaceRoles, { error: 'validation.team_member_role_required' }),
  customRoleId: z.uuid().nullable().default(null),
});

export const teamBodySchema = z.object({
  name: nameField,
  description: multiLineText().trim().max(500, { error: 'validation.description_too_long' }).default(''),
  tags: tagsField,
  members: z
    .array(teamMemberInputSchema, { error: 'validation.team_member_required' })
    .min(1, { error: 'validation.team_member_required' }),
  workspaceIds: z.array(z.uuid()).max(100).default([]),
});
export type TeamBody = z.input<typeof teamBodySchema>;

export const teamListQuerySchema = pageQuerySchema.extend({ search: singleLineText().trim().max(100).optional() });

export const teamSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    description: z.string(),
    tags: z.array(z.string()),
    members: z.array(
      z.object({
        userId: z.uuid(),
        name: z.string(),
        email: z.string(),
        role: workspaceRoleSchema,
        customRoleId: z.uuid().nullable(),
      }),
    ),
    workspaces: z.array(z.object({ id: z.uuid(), name: z.string() })),
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .meta({ id: 'Team' });
export type TeamView = z.infer<typeof teamSchema>;

export const teamParamsSchema = z.object({ orgId: z.uuid(), teamId: z.uuid() });
