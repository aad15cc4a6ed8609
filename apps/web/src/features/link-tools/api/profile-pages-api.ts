import type { ProfilePage, ProfilePageBodyParsed } from '@osm5/shared/schemas/profile-pages';
import type { Envelope, PageEnvelope } from '../../../app/tenancy/tenancy-api.ts';
import { postForm } from '../../../lib/post-form.ts';
import { linksApi, type WorkspaceArgs, workspaceUrl } from '../../short-links/api/links-api.ts';

export const PROFILE_PAGES_PAGE_SIZE = 10;

const profileApi = linksApi.enhanceEndpoints({ addTagTypes: ['ProfilePage'] });

type PageArgs = WorkspaceArgs & { pageId: string };

/** Link-in-bio pages of a workspace: list, read, save, delete, and the avatar (multipart). */
const profilePagesApi = profileApi.injectEndpoints({
  endpoints: (build) => ({
    listProfilePages: build.query<PageEnvelope<ProfilePage>['data'], WorkspaceArgs & { page: number; search: string }>({
      query: ({ page, search, ...ws }) => ({
        url: `${workspaceUrl(ws)}/profile-pages`,
        params: { page, pageSize: PROFILE_PAGES_PAGE_SIZE, search: search || undefined },
      }),
      transformResponse: (body: PageEnvelope<ProfilePage>) => body.data,
      providesTags: ['ProfilePage'],
    }),
    getProfilePage: build.query<ProfilePage, PageArgs>({
      query: ({ pageId, ...ws }) => ({ url: `${workspaceUrl(ws)}/profile-pages/${pageId}` }),
      transformResponse: (body: Envelope<ProfilePage>) => body.data,
      providesTags: ['ProfilePage'],
    }),
    saveProfilePage: build.mutation<ProfilePage, WorkspaceArgs & { pageId?: string; body: ProfilePageBodyParsed }>({
      query: ({ pageId, body, ...ws }) => ({
        url: pageId ? `${workspaceUrl(ws)}/profile-pages/${pageId}` : `${workspaceUrl(ws)}/profile-pages`,
        method: pageId ? 'PUT' : 'POST',
        body,
      }),
      transformResponse: (body: Envelope<ProfilePage>) => body.data,
      invalidatesTags: ['ProfilePage'],
    }),
    deleteProfilePage: build.mutation<void, PageArgs>({
      query: ({ pageId, ...ws }) => ({ url: `${workspaceUrl(ws)}/profile-pages/${pageId}`, method: 'DELETE' }),
      transformResponse: () => undefined,
      invalidatesTags: ['ProfilePage'],
    }),
    uploadProfileAvatar: build.mutation<ProfilePage, PageArgs & { file: File }>({
      // multipart: the JSON client cannot carry a file
      queryFn: ({ file, pageId, ...ws }) => {
        const form = new FormData();
        form.append('avatar', file);
        return postForm<ProfilePage>(`${workspaceUrl(ws)}/profile-pages/${pageId}/avatar`, form);
      },
      invalidatesTags: ['ProfilePage'],
    }),
    removeProfileAvatar: build.mutation<ProfilePage, PageArgs>({
      query: ({ pageId, ...ws }) => ({ url: `${workspaceUrl(ws)}/profile-pages/${pageId}/avatar`, method: 'DELETE' }),
      transformResponse: (body: Envelope<ProfilePage>) => body.data,
      invalidatesTags: ['ProfilePage'],
    }),
  }),
});

export const {
  useListProfilePagesQuery,
  useGetProfilePageQuery,
  useSaveProfilePageMutation,
  useDeleteProfilePageMutation,
  useUploadProfileAvatarMutation,
  useRemoveProfileAvatarMutation,
} = profilePagesApi;
