import type { RouteObject } from 'react-router';
import { areaPages } from '../../app/router/area-pages.ts';

const page = areaPages(() => import('./lazy-pages.ts'));

/** Members: /settings/users (list, invite, detail) and the invitee's /auth/invitation (and /d/invitation) page. */
export const membersRoutes: { settings: RouteObject[]; auth: RouteObject[]; d: RouteObject[] } = {
  settings: [
    { path: 'users', lazy: page('MembersPage') },
    { path: 'users/invite', lazy: page('InviteMemberPage') },
    { path: 'users/:userID/detail', lazy: page('MemberDetailPage') },
  ],
  // the same page for a signed-in invitee, where sign-in's ?next= may lead
  d: [{ path: 'invitation', lazy: page('InvitationPage') }],
  auth: [
    {
      path: 'invitation',
      lazy: async () => ({ Component: (await import('./pages/invitation-page.tsx')).InvitationPage }),
    },
  ],
};
