import { type ErrorCode, errorCodes } from '@osm5/shared/errors';

/**
 * The English fallback text of each code. The web app shows its own translated
 * text for the code; this is for API clients and logs.
 */
const defaultMessages: Record<ErrorCode, string> = {
  VALIDATION_ERROR: 'The request is not valid.',
  NOT_FOUND: 'Not found.',
  ACCESS_DENIED: 'Access denied.',
  INVALID_TOKEN: 'Your session has expired, please sign in again.',
  TOKEN_INVALID: 'This link is not valid.',
  CSRF_MISMATCH: 'The request could not be verified, please reload the page.',
  RATE_LIMITED: 'Too many attempts, please try again later.',
  PLAN_LIMIT: 'Your plan does not include this.',
  USER_EXISTS: 'User already registered.',
  INVALID_CREDENTIALS: 'Invalid email address or password.',
  EMAIL_NOT_VERIFIED: 'Please verify your e-mail address before signing in.',
  TWO_FACTOR_REQUIRED: 'Enter the code from your authenticator app.',
  CURRENT_PASSWORD_MISMATCH: 'The current password is incorrect.',
  PASSWORD_MISMATCH: 'The passwords do not match.',
  INVALID_EMAIL: 'The e-mail address is not valid.',
  EMAIL_NOT_FOUND: 'No account uses this e-mail address.',
  RESET_LINK_EXPIRED: 'This reset link has expired.',
  INVALID_EMAIL_VERIFICATION_TOKEN: 'This verification link is not valid.',
  RESEND_LIMIT_REACHED: 'The verification e-mail was sent too many times today.',
  INVALID_OR_EXPIRED_INVITATION: 'This invitation is not valid or has expired.',
  DUPLICATE_ACCOUNT: 'This account already exists.',
  NO_ENTERPRISE_LINKED: 'Your account belongs to no organisation.',
  NO_WORKSPACE_ASSOCIATED: 'You have no workspace in this organisation.',
  MEMBER_IS_OWNER_OR_ADMIN: 'Owners and admins cannot be added to or removed from a team.',
  INVALID_ALLOWED_IP: 'An allowed address is not a valid IP address or range.',
  INVALID_REJECTED_IP: 'A blocked address is not a valid IP address or range.',
  SLUG_TAKEN: 'This back-half is already used on this domain.',
  CONFLICT: 'This conflicts with the current state.',
  PAYLOAD_TOO_LARGE: 'The request is too large.',
  AI_SESSION_NOT_FOUND: 'Unable to perform action, Reason: Session ID or Chat ID not found',
  AI_PRO_ONLY: 'Add to dashboard is only available for OSM5GPT Pro',
  SERVICE_UNAVAILABLE: 'The service is temporarily unavailable, please try again.',
  INTERNAL_SERVER_ERROR: 'Internal server error, Please try again.',
};

export const statusOf = (code: ErrorCode): number => errorCodes[code];

export const defaultMessageOf = (code: ErrorCode): string => defaultMessages[code];

/**
 * What services throw. The one error handler turns it into the API's error
 * body; for 5xx codes it logs `message` and `cause` and returns the default text.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly field: string | undefined;

  constructor(code: ErrorCode, opts: { field?: string; message?: string; cause?: unknown } = {}) {
    super(opts.message ?? defaultMessages[code], { cause: opts.cause });
    this.name = 'AppError';
    this.code = code;
    this.statusCode = errorCodes[code];
    this.field = opts.field;
  }
}

export const isAppError = (error: unknown): error is AppError => error instanceof AppError;
