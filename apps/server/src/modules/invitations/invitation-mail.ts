/** What an invitation e-mail needs; routes send it through app.mailer. */
export interface InvitationMail {
  to: string;
  locale: string;
  orgName: string;
  inviterName: string;
  role: string;
  link: string;
}

export type SendInvitationMail = (mail: InvitationMail) => Promise<void>;

/**
 * New users register through the link and join at their first sign-in; people
 * with an account open the invitation page, which shows the organisation and
 * role and lets them accept or decline (signing in first when they need to).
 */
export function invitationLink(publicUrl: string, token: string, hasAccount: boolean): string {
  const t = encodeURIComponent(token);
  return hasAccount ? `${publicUrl}/auth/invitation?token=${t}` : `${publicUrl}/auth/register?invitation=${t}`;
}
