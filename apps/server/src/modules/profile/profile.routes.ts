import {
  notificationPreferencesSchema,
  profileSchema,
  themePreferencesSchema,
  updateProfileSchema,
} from '@osm5/shared/schemas/profile';
import { dataOf } from '@osm5/shared/schemas/tenancy';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, signedInUser } from '../../plugins/tenant.ts';
import {
  getNotificationPreferences,
  getProfile,
  getThemePreferences,
  setNotificationPreferences,
  setThemePreferences,
  updateProfile,
} from './profile.service.ts';

/** /settings/profile, notifications and theme: the signed-in user's own. */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['profile'];

  app.get(
    '/api/me/profile',
    { schema: { tags, summary: 'My profile', response: { 200: dataOf(profileSchema) } } },
    async (request) => ({ status: true as const, data: await getProfile(app.db.db, signedInUser(request).id) }),
  );

  app.patch(
    '/api/me/profile',
    {
      schema: {
        tags,
        summary: 'Update my profile (an empty update is rejected)',
        body: updateProfileSchema,
        response: { 200: dataOf(profileSchema) },
      },
    },
    async (request) => ({
      status: true as const,
      data: await updateProfile(app.db.db, actorOf(request), request.body),
    }),
  );

  app.get(
    '/api/me/preferences/notifications',
    { schema: { tags, summary: 'My notification settings', response: { 200: dataOf(notificationPreferencesSchema) } } },
    async (request) => ({
      status: true as const,
      data: await getNotificationPreferences(app.db.db, signedInUser(request).id),
    }),
  );

  app.put(
    '/api/me/preferences/notifications',
    {
      schema: {
        tags,
        summary: 'Save my notification settings',
        body: notificationPreferencesSchema,
        response: { 200: dataOf(notificationPreferencesSchema) },
      },
    },
    async (request) => ({
      status: true as const,
      data: await setNotificationPreferences(app.db.db, actorOf(request), request.body),
    }),
  );

  app.get(
    '/api/me/preferences/theme',
    {
      schema: {
        tags,
        summary: 'My saved theme (the customizer); fields never saved are absent',
        response: { 200: dataOf(themePreferencesSchema.partial()) },
      },
    },
    async (request) => ({
      status: true as const,
      data: await getThemePreferences(app.db.db, signedInUser(request).id),
    }),
  );

  app.put(
    '/api/me/preferences/theme',
    {
      schema: {
        tags,
        summary: 'Save my theme',
        body: themePreferencesSchema,
        response: { 200: dataOf(themePreferencesSchema) },
      },
    },
    async (request) => ({
      status: true as const,
      data: await setThemePreferences(app.db.db, actorOf(request), request.body),
    }),
  );
};
