import type { OrgRole, Privilege, WorkspaceRole } from '@osm5/shared';
import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';
import { userRef, users } from './identity.ts';

export interface OrganizationDetails {
  legalName?: string;
  website?: string;
  email?: string;
  phone?: string;
  address?: string;
  country?: string;
  vatNumber?: string;
  industry?: string;
  size?: string;
}

/** Account defaults (spec §5: currency, time zone and sub-time zone must be chosen). */
export interface OrganizationDefaults {
  currency?: string;
  timeZone?: string;
  subTimeZone?: string;
}

/** The enterprise / tenant: unit of billing, members and roles. */
export const organizations = pgTable('organizations', {
  id: uuid().primaryKey().defaultRandom(),
  name: text().notNull(),
  logoFileId: uuid(),
  details: jsonb().$type<OrganizationDetails>().notNull().default({}),
  defaults: jsonb().$type<OrganizationDefaults>().notNull().default({}),
  plan: text().notNull().default('free'),
  createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** A row that belongs to an organisation and goes with it: the tenant scope of every query. */
export const orgRef = () =>
  uuid()
    .notNull()
    .references(() => organizations.id, { onDelete: 'cascade' });

/** Custom roles; the system roles live in @osm5/shared and are never rows. */
export const roles = pgTable(
  'roles',
  {
    id: uuid().primaryKey().defaultRandom(),
    orgId: orgRef(),
    name: text().notNull(),
    description: text().notNull().default(''),
    tags: text().array().notNull().default(sql`'{}'::text[]`),
    privileges: text().array().$type<Privilege[]>().notNull(),
    /** an organisation role or a workspace role */
    scope: text().$type<'organization' | 'workspace'>().notNull(),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    updatedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('roles_org_name_key').on(t.orgId, sql`lower(${t.name})`)],
);

export type MemberStatus = 'active' | 'inactive' | 'disabled';

/** A user's place in an organisation: a system role, or a custom organisation role. */
export const memberships = pgTable(
  'memberships',
  {
    id: uuid().primaryKey().defaultRandom(),
    orgId: orgRef(),
    userId: userRef(),
    role: text().$type<OrgRole>().notNull().default('ORG_USER'),
    customRoleId: uuid().references(() => roles.id, { onDelete: 'set null' }),
    status: text().$type<MemberStatus>().notNull().default('active'),
    invitedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    joinedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('memberships_org_user_key').on(t.orgId, t.userId), index('memberships_user_idx').on(t.userId)],
);

export type InvitationStatus = 'valid' | 'used' | 'expired' | 'rejected';

/** An e-mailed invitation to join an organisation (optionally a workspace) with a role. */
export const invitations = pgTable(
  'invitations',
  {
    id: uuid().primaryKey().defaultRandom(),
    orgId: orgRef(),
    email: text().notNull(),
    role: text().$type<OrgRole>().notNull(),
    customRoleId: uuid().references(() => roles.id, { onDelete: 'set null' }),
    workspaceId: uuid(),
    workspaceRole: text().$type<WorkspaceRole>(),
    tokenHash: text().notNull(),
    status: text().$type<InvitationStatus>().notNull().default('valid'),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    invitedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    respondedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('invitations_token_key').on(t.tokenHash),
    index('invitations_org_email_idx').on(t.orgId, t.email),
  ],
);

/** The sBox. Exactly one default per organisation, which cannot be disabled or deleted. */
export const workspaces = pgTable(
  'workspaces',
  {
    id: uuid().primaryKey().defaultRandom(),
    orgId: orgRef(),
    name: text().notNull(),
    description: text().notNull().default(''),
    ownerId: uuid().references(() => users.id, { onDelete: 'set null' }),
    isDefault: boolean().notNull().default(false),
    enabled: boolean().notNull().default(true),
    visibility: text().$type<'private' | 'public'>().notNull().default('public'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('workspaces_org_idx').on(t.orgId),
    uniqueIndex('workspaces_one_default_key').on(t.orgId).where(sql`${t.isDefault}`),
  ],
);

/** A user's role in one workspace (system workspace role or custom workspace role). */
export const workspaceMembers = pgTable(
  'workspace_members',
  {
    orgId: orgRef(),
    workspaceId: uuid()
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    userId: userRef(),
    role: text().$type<WorkspaceRole>().notNull().default('SBOX_VIEWER'),
    customRoleId: uuid().references(() => roles.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.userId] }), index('workspace_members_user_idx').on(t.userId)],
);

export const teams = pgTable(
  'teams',
  {
    id: uuid().primaryKey().defaultRandom(),
    orgId: orgRef(),
    name: text().notNull(),
    description: text().notNull().default(''),
    tags: text().array().notNull().default(sql`'{}'::text[]`),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('teams_org_idx').on(t.orgId)],
);

/** Team members each carry a role, applied in the team's workspaces. */
export const teamMembers = pgTable(
  'team_members',
  {
    orgId: orgRef(),
    teamId: uuid()
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: userRef(),
    role: text().$type<WorkspaceRole>().notNull(),
    customRoleId: uuid().references(() => roles.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.teamId, t.userId] })],
);

/** Which workspaces a team reaches. */
export const teamWorkspaces = pgTable(
  'team_workspaces',
  {
    orgId: orgRef(),
    teamId: uuid()
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    workspaceId: uuid()
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.teamId, t.workspaceId] })],
);
