import type { RateLimitRule } from '../../plugins/rate-limit.ts';

const DAY = 24 * 60 * 60 * 1000;

/**
 * Invitations send mail to addresses nobody has verified, so an organisation's
 * invitation mail is capped: enough for a team moving in, too few for spam.
 */
export const invitationMailsPerOrg: RateLimitRule = { name: 'invitation-mail-org', max: 200, windowMs: DAY };
/** Re-inviting the same person: a few reminders a day, not a mail bomb. */
export const invitationResendsPerInvitation: RateLimitRule = { name: 'invitation-resend', max: 5, windowMs: DAY };
