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

/** New users register through the link; people with an account sign in and accept. */
export function invitationLink(publicUrl: string, token: string, hasAccount: boolean): string {
  const page = hasAccount ? 'login' : 'register';
  return `${publicUrl}/auth/${page}?invitation=${encodeURIComponent(token)}`;
}
