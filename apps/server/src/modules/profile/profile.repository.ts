import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type UserPreferences, users } from '../../db/schema.ts';

export async function findProfile(db: Database, userId: string) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      phone: users.phone,
      jobTitle: users.jobTitle,
      locale: users.locale,
      preferences: users.preferences,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

export async function updateProfileRow(
  db: Database,
  userId: string,
  values: Partial<{
    name: string;
    phone: string | null;
    jobTitle: string | null;
    locale: string;
    preferences: UserPreferences;
  }>,
): Promise<void> {
  await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, userId));
}
