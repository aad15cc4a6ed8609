import type { PageLoaders } from '../../app/router/area-pages.ts';

/** The members area's pages, each its own chunk (app/router/area-pages.ts); the invitee's /auth page loads its own directly. */
export const pages = {
  MembersPage: async () => (await import('./pages/members-page.tsx')).MembersPage,
  InviteMemberPage: async () => (await import('./pages/invite-member-page.tsx')).InviteMemberPage,
  MemberDetailPage: async () => (await import('./pages/member-detail-page.tsx')).MemberDetailPage,
  InvitationPage: async () => (await import('./pages/invitation-page.tsx')).InvitationPage,
} satisfies PageLoaders;
