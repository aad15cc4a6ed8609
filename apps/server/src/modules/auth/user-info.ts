import type { UserInfo } from '@osm5/shared/schemas/auth';
import type { UserRow } from './users.repository.ts';

/** What the web app's profile slice stores about the signed-in user. */
export function toUserInfo(user: UserRow): UserInfo {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    locale: user.locale,
    emailVerified: user.emailVerifiedAt !== null,
    twoFactorEnabled: user.totpEnabledAt !== null,
  };
}
