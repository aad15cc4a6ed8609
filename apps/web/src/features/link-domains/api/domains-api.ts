import type { DomainVerification, LinkDomainView, ShortDomainView } from '@osm5/shared/schemas/link-domains';
import { type Envelope, type PageEnvelope, tenancyApi } from '../../../app/tenancy/tenancy-api.ts';

/** The custom-domain endpoints; 'LinkDomain' is the tag the link editor's domain list reads, 'Link' its lists. */
const domainsApi = tenancyApi.enhanceEndpoints({ addTagTypes: ['LinkDomain', 'Link'] }).injectEndpoints({
  endpoints: (build) => ({
    listDomainsPage: build.query<
      PageEnvelope<LinkDomainView>['data'],
      { orgId: string; workspaceId: string; page: number; pageSize: number }
    >({
      query: ({ orgId, workspaceId, page, pageSize }) => ({
        url: `/api/orgs/${orgId}/workspaces/${workspaceId}/domains`,
        params: { page, pageSize },
      }),
      transformResponse: (body: PageEnvelope<LinkDomainView>) => body.data,
      providesTags: ['LinkDomain'],
    }),
    addDomain: build.mutation<LinkDomainView, { orgId: string; workspaceId: string; hostname: string }>({
      query: ({ orgId, workspaceId, hostname }) => ({
        url: `/api/orgs/${orgId}/workspaces/${workspaceId}/domains`,
        method: 'POST',
        body: { hostname },
      }),
      transformResponse: (body: Envelope<LinkDomainView>) => body.data,
      invalidatesTags: ['LinkDomain'],
    }),
    verifyDomain: build.mutation<DomainVerification, { orgId: string; workspaceId: string; domainId: string }>({
      query: ({ orgId, workspaceId, domainId }) => ({
        url: `/api/orgs/${orgId}/workspaces/${workspaceId}/domains/${domainId}/verify`,
        method: 'POST',
      }),
      transformResponse: (body: Envelope<DomainVerification>) => body.data,
      invalidatesTags: ['LinkDomain'],
    }),
    makeDefaultDomain: build.mutation<LinkDomainView, { orgId: string; workspaceId: string; domainId: string }>({
      query: ({ orgId, workspaceId, domainId }) => ({
        url: `/api/orgs/${orgId}/workspaces/${workspaceId}/domains/${domainId}/default`,
        method: 'POST',
      }),
      transformResponse: (body: Envelope<LinkDomainView>) => body.data,
      invalidatesTags: ['LinkDomain'],
    }),
    getShortDomain: build.query<ShortDomainView, { orgId: string; workspaceId: string }>({
      query: ({ orgId, workspaceId }) => ({ url: `/api/orgs/${orgId}/workspaces/${workspaceId}/domains/short-domain` }),
      transformResponse: (body: Envelope<ShortDomainView>) => body.data,
      providesTags: ['LinkDomain'],
    }),
    makeShortDomainDefault: build.mutation<ShortDomainView, { orgId: string; workspaceId: string }>({
      query: ({ orgId, workspaceId }) => ({
        url: `/api/orgs/${orgId}/workspaces/${workspaceId}/domains/short-domain/default`,
        method: 'POST',
      }),
      transformResponse: (body: Envelope<ShortDomainView>) => body.data,
      invalidatesTags: ['LinkDomain'],
    }),
    deleteDomain: build.mutation<void, { orgId: string; workspaceId: string; domainId: string }>({
      query: ({ orgId, workspaceId, domainId }) => ({
        url: `/api/orgs/${orgId}/workspaces/${workspaceId}/domains/${domainId}`,
        method: 'DELETE',
      }),
      transformResponse: () => undefined,
      invalidatesTags: ['LinkDomain', 'Link'],
    }),
  }),
});

export const {
  useListDomainsPageQuery,
  useAddDomainMutation,
  useVerifyDomainMutation,
  useMakeDefaultDomainMutation,
  useGetShortDomainQuery,
  useMakeShortDomainDefaultMutation,
  useDeleteDomainMutation,
} = domainsApi;
