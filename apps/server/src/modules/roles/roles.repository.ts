import type { Privilege } from '@osm5/shared';
import { and, asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { roles, users } from '../../db/schema.ts';

const creator = alias(users, 'creator');
const updater = alias(users, 'updater');

export interface CustomRoleRow {
  id: string;
  name: string;
  description: string;
  tags: string[];
  privileges: Privilege[];
  scope: 'organization' | 'workspace';
  createdById: string | null;
  createdByName: string | null;
  updatedById: string | null;
  updatedByName: string | null;
  createdAt: Date;
  updatedAt: Date;
}

const columns = {
  id: roles.id,
  name: roles.name,
  description: roles.description,
  tags: roles.tags,
  privileges: roles.privileges,
  scope: roles.scope,
  createdById: roles.createdBy,
  createdByName: creator.name,
  updatedById: roles.updatedBy,
  updatedByName: updater.name,
  createdAt: roles.createdAt,
  updatedAt: roles.updatedAt,
};

const base = (db: Database) =>
  db
    .select(columns)
    .from(roles)
    .leftJoin(creator, eq(creator.id, roles.createdBy))
    .leftJoin(updater, eq(updater.id, roles.updatedBy));

export function listCustomRoles(db: Database, orgId: string): Promise<CustomRoleRow[]> {
  return base(db).where(eq(roles.orgId, orgId)).orderBy(asc(roles.name));
}

export async function findCustomRole(db: Database, orgId: string, id: string): Promise<CustomRoleRow | null> {
  const [row] = await base(db).where(and(eq(roles.orgId, orgId), eq(roles.id, id)));
  return row ?? null;
}

export interface RoleValues {
  name: string;
  description: string;
  tags: string[];
  privileges: Privilege[];
  scope: 'organization' | 'workspace';
}

export async function insertRole(db: Database, orgId: string, userId: string, values: RoleValues): Promise<string> {
  const [row] = await db
    .insert(roles)
    .values({ ...values, orgId, createdBy: userId, updatedBy: userId })
    .returning({ id: roles.id });
  if (!row) throw new Error('insert returned nothing');
  return row.id;
}

export async function updateRole(
  db: Database,
  orgId: string,
  id: string,
  userId: string,
  values: RoleValues,
): Promise<void> {
  await db
    .update(roles)
    .set({ ...values, updatedBy: userId, updatedAt: new Date() })
    .where(and(eq(roles.orgId, orgId), eq(roles.id, id)));
}

export async function deleteRole(db: Database, orgId: string, id: string): Promise<void> {
  await db.delete(roles).where(and(eq(roles.orgId, orgId), eq(roles.id, id)));
}
