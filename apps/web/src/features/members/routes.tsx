import type { RouteObject } from 'react-router';

/** Members: /settings/users (list, invite, detail) and the invitee's /auth/invitation (and /d/invitation) page. */
export const membersRoutes: { settings: RouteObject[]; auth: RouteObject[]; d: RouteObject[] } = {
  settings: [
    { path: 'users', lazy: async () => ({ Component: (await import('./pages/members-page.tsx')).MembersPage }) },
    {
      path: 'users/invite',
      lazy: async () => ({ Component: (await import('./pages/invite-member-page.tsx')).InviteMemberPage }),
    },
    {
      path: 'users/:userID/detail',
      lazy: async () => ({ Component: (await import('./pages/member-detail-page.tsx')).MemberDetailPage }),
    },
  ],
  // the same page for a signed-in invitee, where sign-in's ?next= may lead
  d: [
    {
      path: 'invitation',
      lazy: async () => ({ Component: (await import('./pages/invitation-page.tsx')).InvitationPage }),
    },
  ],
  auth: [
    {
      path: 'invitation',
      lazy: async () => ({ Component: (await import('./pages/invitation-page.tsx')).InvitationPage }),
    },
  ],
};
