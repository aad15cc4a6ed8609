/** The security events the server records about a user (audit actions with the user as subject). */
export const ACCOUNT_ACTIONS = [
  'auth.sign_up',
  'auth.email_verify',
  'auth.sign_in',
  'auth.sign_in_failed',
  'auth.sign_out',
  'auth.password_reset_request',
  'auth.password_reset',
  'auth.password_change',
  'auth.session_revoke',
  'auth.2fa_enable',
  'auth.2fa_disable',
  'auth.2fa_recovery_codes',
] as const;

/** i18n key of an action; unknown (newer) actions show their raw name. */
export const actionLabelKey = (action: string): string | null =>
  (ACCOUNT_ACTIONS as readonly string[]).includes(action)
    ? `security.history.actions.${action.replace('.', '_')}`
    : null;

/** The one detail worth a word: how a sign-in was made, or why it failed. */
export const actionDetailKey = (details: Record<string, unknown>): string | null => {
  const value = details.method ?? details.reason;
  return typeof value === 'string' && /^[a-z_]+$/.test(value) ? `security.history.details.${value}` : null;
};
