import { z } from 'zod';
import { multiLineText, nameField, singleLineText } from '../validation/fields.ts';
import { pageQuerySchema, timestamp, visibleWorkspaceSchema } from './tenancy.ts';

/** Workspaces (sBox): create, edit, lists, usage, and their activity pages. */
export const DESCRIPTION_MAX = 500;

export const workspaceVisibilitySchema = z.enum(['private', 'public']);

export const createWorkspaceSchema = z.object({
  name: nameField,
  description: multiLineText().trim().max(DESCRIPTION_MAX, { error: 'validation.description_too_long' }).default(''),
  visibility: workspaceVisibilitySchema.default('public'),
});
export type CreateWorkspaceInput = z.input<typeof createWorkspaceSchema>;

export const updateWorkspaceSchema = z
  .object({
    name: nameField.optional(),
    description: multiLineText().trim().max(DESCRIPTION_MAX, { error: 'validation.description_too_long' }).optional(),
    visibility: workspaceVisibilitySchema.optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), { error: 'validation.empty_update' });
export type UpdateWorkspaceInput = z.input<typeof updateWorkspaceSchema>;

export const workspaceListQuerySchema = pageQuerySchema.extend({
  search: singleLineText().trim().max(100).optional(),
  enabled: z.enum(['true', 'false']).optional(),
});

export const workspaceDetailSchema = visibleWorkspaceSchema
  .extend({
    ownerName: z.string().nullable(),
    memberCount: z.number().int().nonnegative(),
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .meta({ id: 'Workspace' });
export type WorkspaceDetail = z.infer<typeof workspaceDetailSchema>;

/** Usage of one workspace (/d/sba/storage); counts of modules not built yet are zero. */
export const workspaceUsageSchema = z
  .object({
    workspaceId: z.uuid(),
    name: z.string(),
    links: z.number().int().nonnegative(),
    sites: z.number().int().nonnegative(),
    conversations: z.number().int().nonnegative(),
    files: z.number().int().nonnegative(),
    fileBytes: z.number().int().nonnegative(),
    members: z.number().int().nonnegative(),
  })
  .meta({ id: 'WorkspaceUsage' });
export type WorkspaceUsage = z.infer<typeof workspaceUsageSchema>;

export const itemTypeSchema = z.enum(['workspace', 'surl', 'analytics', 'ai']);
export const itemIdField = singleLineText().trim().min(1).max(100);

export const itemRefSchema = z.object({ itemType: itemTypeSchema, itemId: itemIdField });

/** The workspace's recent, activity and stared lists, optionally of one module's items (the surl pages). */
export const workspaceFeedQuerySchema = pageQuerySchema.extend({ itemType: itemTypeSchema.optional() });
export type WorkspaceFeedQuery = z.infer<typeof workspaceFeedQuerySchema>;
export type ItemRef = z.infer<typeof itemRefSchema>;

export const recentItemSchema = z
  .object({
    itemType: itemTypeSchema,
    itemId: z.string(),
    userId: z.uuid(),
    userName: z.string(),
    viewedAt: timestamp,
  })
  .meta({ id: 'RecentItem' });

export const starSchema = z
  .object({ itemType: itemTypeSchema, itemId: z.string(), createdAt: timestamp })
  .meta({ id: 'Star' });

export const auditEntrySchema = z
  .object({
    id: z.uuid(),
    action: z.string(),
    actorId: z.uuid().nullable(),
    actorName: z.string().nullable(),
    workspaceId: z.uuid().nullable(),
    targetType: z.string().nullable(),
    targetId: z.string().nullable(),
    details: z.record(z.string(), z.unknown()),
    createdAt: timestamp,
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntryView = z.infer<typeof auditEntrySchema>;

export const auditQuerySchema = pageQuerySchema.extend({
  actorId: z.uuid().optional(),
  /** an exact action (`member.disable`) or a family (`member.`) */
  action: singleLineText().trim().max(100).optional(),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  workspaceId: z.uuid().optional(),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

/** GET …/workspaces/:workspaceId/dashboard */
export const workspaceDashboardSchema = z.object({
  workspace: workspaceDetailSchema,
  usage: workspaceUsageSchema,
  recent: z.array(recentItemSchema),
  activity: z.array(auditEntrySchema),
  stared: z.array(starSchema),
});
