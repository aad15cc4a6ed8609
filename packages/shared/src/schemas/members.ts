import { z } from 'zod';
import { emailField, singleLineText } from '../validation/fields.ts';
import { orgRoleSchema, pageQuerySchema, timestamp, workspaceRoleSchema } from './tenancy.ts';

/**
 * Members of an organisation (/settings/users). The list shows memberships
 * (status `active` or `disabled`) and pending invitations (status `inactive`:
 * invited, not joined yet), so that an invitee can be re-invited from the list.
 */
export const memberStatusSchema = z.enum(['active', 'inactive', 'disabled']);
export type MemberListStatus = z.infer<typeof memberStatusSchema>;

export const memberListQuerySchema = pageQuerySchema.extend({
  search: singleLineText().trim().max(100).optional(),
  status: memberStatusSchema.optional(),
});
export type MemberListQuery = z.infer<typeof memberListQuerySchema>;

export const memberListItemSchema = z
  .object({
    kind: z.enum(['member', 'invitation']),
    /** the user id of a member, the invitation id of an invitation */
    id: z.uuid(),
    userId: z.uuid().nullable(),
    name: z.string().nullable(),
    email: z.string(),
    role: orgRoleSchema,
    customRoleId: z.uuid().nullable(),
    customRoleName: z.string().nullable(),
    status: memberStatusSchema,
    /** for invitations: valid or expired */
    invitationStatus: z.enum(['valid', 'used', 'expired', 'rejected']).nullable(),
    since: timestamp,
  })
  .meta({ id: 'MemberListItem' });
export type MemberListItem = z.infer<typeof memberListItemSchema>;

export const memberDetailSchema = z
  .object({
    userId: z.uuid(),
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    jobTitle: z.string().nullable(),
    role: orgRoleSchema,
    customRoleId: z.uuid().nullable(),
    customRoleName: z.string().nullable(),
    status: z.enum(['active', 'disabled']),
    joinedAt: timestamp,
    workspaces: z.array(z.object({ id: z.uuid(), name: z.string(), role: workspaceRoleSchema })),
    teams: z.array(z.object({ id: z.uuid(), name: z.string(), role: workspaceRoleSchema })),
  })
  .meta({ id: 'MemberDetail' });
export type MemberDetail = z.infer<typeof memberDetailSchema>;

export const inviteMemberSchema = z
  .object({
    email: emailField,
    role: orgRoleSchema.default('ORG_USER'),
    /** a custom organisation role; its privileges replace those of `role` */
    customRoleId: z.uuid().optional(),
    workspaceId: z.uuid().optional(),
    workspaceRole: workspaceRoleSchema.optional(),
  })
  .refine((v) => !v.workspaceRole || v.workspaceId, {
    error: 'validation.workspace_required',
    path: ['workspaceId'],
  });
export type InviteMemberInput = z.input<typeof inviteMemberSchema>;

export const invitationSchema = z
  .object({
    id: z.uuid(),
    email: z.string(),
    role: orgRoleSchema,
    customRoleId: z.uuid().nullable(),
    workspaceId: z.uuid().nullable(),
    workspaceRole: workspaceRoleSchema.nullable(),
    status: z.enum(['valid', 'used', 'expired', 'rejected']),
    expiresAt: timestamp,
    createdAt: timestamp,
  })
  .meta({ id: 'Invitation' });
export type InvitationView = z.infer<typeof invitationSchema>;

export const invitationTokenSchema = z.object({ token: singleLineText().trim().min(16).max(200) });

/** What the accept page shows before the user answers. */
export const invitationPreviewSchema = z.object({
  orgName: z.string(),
  email: z.string(),
  role: orgRoleSchema,
  inviterName: z.string().nullable(),
  status: z.enum(['valid', 'used', 'expired', 'rejected']),
  expiresAt: timestamp,
});

export const changeMemberRoleSchema = z.object({
  role: orgRoleSchema,
  customRoleId: z.uuid().nullable().default(null),
});
export type ChangeMemberRoleInput = z.input<typeof changeMemberRoleSchema>;

export const memberParamsSchema = z.object({ orgId: z.uuid(), userId: z.uuid() });
export const invitationParamsSchema = z.object({ orgId: z.uuid(), invitationId: z.uuid() });

/** A member's role inside one workspace (workspace members page). */
export const workspaceMemberSchema = z
  .object({
    userId: z.uuid(),
    name: z.string(),
    email: z.string(),
    role: workspaceRoleSchema,
    customRoleId: z.uuid().nullable(),
    since: timestamp,
  })
  .meta({ id: 'WorkspaceMember' });

export const setWorkspaceMemberSchema = z.object({
  role: workspaceRoleSchema,
  customRoleId: z.uuid().nullable().default(null),
});
