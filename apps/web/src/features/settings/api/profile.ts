import type { ProfileView, UpdateProfileInput } from '@osm5/shared/schemas/profile';
import { type Envelope, tenancyApi } from '../../../app/tenancy/tenancy-api.ts';

/** GET and PATCH /api/me/profile (an empty update is rejected). */
const profileApi = tenancyApi.injectEndpoints({
  endpoints: (build) => ({
    getProfile: build.query<ProfileView, void>({
      query: () => '/api/me/profile',
      transformResponse: (body: Envelope<ProfileView>) => body.data,
      providesTags: ['Profile'],
    }),
    updateProfile: build.mutation<ProfileView, UpdateProfileInput>({
      query: (body) => ({ url: '/api/me/profile', method: 'PATCH', body }),
      transformResponse: (body: Envelope<ProfileView>) => body.data,
      invalidatesTags: ['Profile'],
    }),
  }),
});

export const { useGetProfileQuery, useUpdateProfileMutation } = profileApi;
