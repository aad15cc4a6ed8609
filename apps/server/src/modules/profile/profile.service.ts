import {
  defaultNotificationPreferences,
  locales,
  type NotificationPreferences,
  notificationPreferencesSchema,
  type ProfileView,
  type ThemePreferences,
  themePreferencesSchema,
  type updateProfileSchema,
} from '@osm5/shared/schemas/profile';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { type Actor, auditBy } from '../audit/actor.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { findProfile, updateProfileRow } from './profile.repository.ts';

/** The signed-in user's own profile and preferences; changes land in their account history. */
async function profileRow(db: Database, userId: string) {
  const row = await findProfile(db, userId);
  if (!row) throw new AppError('INVALID_TOKEN');
  return row;
}

const isLocale = (v: string): v is (typeof locales)[number] => (locales as readonly string[]).includes(v);

export async function getProfile(db: Database, userId: string): Promise<ProfileView> {
  const row = await profileRow(db, userId);
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    phone: row.phone,
    jobTitle: row.jobTitle,
    locale: isLocale(row.locale) ? row.locale : 'en',
    createdAt: row.createdAt.toISOString(),
  };
}

export async function updateProfile(
  db: Database,
  actor: Actor,
  input: z.output<typeof updateProfileSchema>,
): Promise<ProfileView> {
  const values = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
  await db.transaction(async (tx) => {
    await updateProfileRow(tx, actor.userId, values);
    await recordAudit(tx, {
      subjectUserId: actor.userId,
      ...auditBy(actor),
      action: 'profile.update',
      targetType: 'user',
      targetId: actor.userId,
      details: { fields: Object.keys(values) },
    });
  });
  return getProfile(db, actor.userId);
}

export async function getNotificationPreferences(db: Database, userId: string): Promise<NotificationPreferences> {
  const { preferences } = await profileRow(db, userId);
  const parsed = notificationPreferencesSchema.partial().safeParse(preferences.notifications ?? {});
  return { ...defaultNotificationPreferences, ...(parsed.success ? parsed.data : {}) };
}

/**
 * Only what the user saved: the web app applies it at sign-in over the choices
 * made on this device, so unsaved fields must not come back as defaults.
 */
export async function getThemePreferences(db: Database, userId: string): Promise<Partial<ThemePreferences>> {
  const { preferences } = await profileRow(db, userId);
  const parsed = themePreferencesSchema.partial().safeParse(preferences.theme ?? {});
  return parsed.success ? parsed.data : {};
}

async function setPreferences(
  db: Database,
  actor: Actor,
  key: 'notifications' | 'theme',
  value: NotificationPreferences | ThemePreferences,
): Promise<void> {
  await db.transaction(async (tx) => {
    const { preferences } = await profileRow(tx, actor.userId);
    await updateProfileRow(tx, actor.userId, { preferences: { ...preferences, [key]: value } });
    await recordAudit(tx, {
      subjectUserId: actor.userId,
      ...auditBy(actor),
      action: `preferences.${key}_update`,
      targetType: 'user',
      targetId: actor.userId,
    });
  });
}

export async function setNotificationPreferences(db: Database, actor: Actor, value: NotificationPreferences) {
  await setPreferences(db, actor, 'notifications', value);
  return getNotificationPreferences(db, actor.userId);
}

export async function setThemePreferences(db: Database, actor: Actor, value: ThemePreferences) {
  await setPreferences(db, actor, 'theme', value);
  return value;
}
