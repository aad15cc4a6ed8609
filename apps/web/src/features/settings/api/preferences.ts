import type { NotificationPreferences, ThemePreferences } from '@osm5/shared/schemas/profile';
import { type Envelope, tenancyApi } from '../../../app/tenancy/tenancy-api.ts';

/** /api/me/preferences/{notifications,theme}: read and replace. */
const preferencesApi = tenancyApi.injectEndpoints({
  endpoints: (build) => ({
    getNotificationPreferences: build.query<NotificationPreferences, void>({
      query: () => '/api/me/preferences/notifications',
      transformResponse: (body: Envelope<NotificationPreferences>) => body.data,
      providesTags: ['Profile'],
    }),
    saveNotificationPreferences: build.mutation<NotificationPreferences, NotificationPreferences>({
      query: (body) => ({ url: '/api/me/preferences/notifications', method: 'PUT', body }),
      transformResponse: (body: Envelope<NotificationPreferences>) => body.data,
      invalidatesTags: ['Profile'],
    }),
    saveThemePreferences: build.mutation<ThemePreferences, ThemePreferences>({
      query: (body) => ({ url: '/api/me/preferences/theme', method: 'PUT', body }),
      transformResponse: (body: Envelope<ThemePreferences>) => body.data,
    }),
  }),
});

export const {
  useGetNotificationPreferencesQuery,
  useSaveNotificationPreferencesMutation,
  useSaveThemePreferencesMutation,
} = preferencesApi;
