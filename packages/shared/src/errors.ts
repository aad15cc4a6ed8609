/**
 * The one error catalogue. The server maps each code to an HTTP status
 * (apps/server/src/errors.ts); the web app shows `errors.<CODE>` from its
 * locale files. Each code says when it is raised.
 */
export const errorCodes = {
  /** a request body, query or parameter failed its schema; `field` names the first bad field */
  VALIDATION_ERROR: 400,
  /** the route or the object does not exist, or belongs to another organisation */
  NOT_FOUND: 404,
  /** signed in, but the role lacks the privilege the route declares */
  ACCESS_DENIED: 403,
  /** the session cookie is missing, expired or revoked */
  INVALID_TOKEN: 401,
  /** a token in a link (verification, reset, invitation) is malformed */
  TOKEN_INVALID: 401,
  /** a write came without a matching XSRF-TOKEN cookie and X-XSRF-TOKEN header */
  CSRF_MISMATCH: 403,
  /** too many attempts from this address or on this account; Retry-After says when */
  RATE_LIMITED: 429,
  /** the organisation's plan does not include this feature or quantity */
  PLAN_LIMIT: 402,
  /**
   * the spec's 'User already registered.'; raised by no public route: sign-up answers a known address like
   * a new one and mails its owner instead, so that it never tells which addresses have accounts
   */
  USER_EXISTS: 409,
  /** sign-in failed, whatever the reason */
  INVALID_CREDENTIALS: 401,
  /** right password, but the e-mail address is not verified yet: the web app sends the user to verify */
  EMAIL_NOT_VERIFIED: 403,
  /** right password, two-factor authentication is on and no code was given: the web app asks for one */
  TWO_FACTOR_REQUIRED: 401,
  /** the current password given to a change-password form is wrong */
  CURRENT_PASSWORD_MISMATCH: 400,
  /** the new password and its confirmation differ */
  PASSWORD_MISMATCH: 400,
  /** the e-mail address is not a valid address */
  INVALID_EMAIL: 400,
  /** the e-mail address has no account (only where revealing it is harmless) */
  EMAIL_NOT_FOUND: 404,
  /** the reset link is older than one hour or was already used */
  RESET_LINK_EXPIRED: 410,
  /** the verification link is unknown, used or older than 24 hours */
  INVALID_EMAIL_VERIFICATION_TOKEN: 400,
  /** the verification e-mail was resent too often in 24 hours */
  RESEND_LIMIT_REACHED: 429,
  /** the invitation is unknown, used, rejected or expired */
  INVALID_OR_EXPIRED_INVITATION: 400,
  /** a second account for the same identity */
  DUPLICATE_ACCOUNT: 409,
  /** the user belongs to no organisation */
  NO_ENTERPRISE_LINKED: 404,
  /** the user has no workspace in the current organisation */
  NO_WORKSPACE_ASSOCIATED: 404,
  /** an owner or admin was added to or removed from a team */
  MEMBER_IS_OWNER_OR_ADMIN: 400,
  /** an allow-list entry is not an IPv4/IPv6 address or CIDR range */
  INVALID_ALLOWED_IP: 400,
  /** a block-list entry is not an IPv4/IPv6 address or CIDR range */
  INVALID_REJECTED_IP: 400,
  /** a custom short-link slug already used on that domain */
  SLUG_TAKEN: 409,
  /** the request conflicts with the current state (duplicate name, default workspace, …) */
  CONFLICT: 409,
  /** the request body is larger than allowed */
  PAYLOAD_TOO_LARGE: 413,
  /** an OSM5GPT conversation or one of its messages is unknown, or belongs to another organisation or workspace */
  AI_SESSION_NOT_FOUND: 404,
  /** adding a chart to the AI dashboard when the organisation has OSM5GPT Lite only */
  AI_PRO_ONLY: 403,
  /** a back end (database, event store, cache) is unreachable */
  SERVICE_UNAVAILABLE: 503,
  /** anything unexpected; detail is logged, never returned */
  INTERNAL_SERVER_ERROR: 500,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof errorCodes;

export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && Object.hasOwn(errorCodes, value);

/** The body of every failed API response. */
export interface ErrorBody {
  statusCode: number;
  status: false;
  code: ErrorCode;
  message: string;
  /** the first invalid field, on VALIDATION_ERROR */
  field?: string;
}

/** The spec's transport fallback when a failure has no body (network, time-out). */
export const FALLBACK_ERROR = {
  statusCode: 500,
  status: false,
  message: 'Internal server error, Please try again.',
} as const;
