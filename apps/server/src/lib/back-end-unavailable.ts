/**
 * Whether an error says a back end (PostgreSQL, ClickHouse, Redis) could not
 * be reached or is not serving for now, rather than that a request or the
 * code is wrong: such a failure is answered 503 SERVICE_UNAVAILABLE with
 * Retry-After, which a person may try again and a client or proxy may retry,
 * instead of 500. Drivers wrap what the socket said (Drizzle's query error,
 * fetch's `cause`, an AggregateError of each address tried), so causes are
 * followed.
 */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
  'EAI_AGAIN',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_SOCKET',
]);

/**
 * PostgreSQL's states of a server shutting down, starting, or a connection
 * lost (classes 57P and 08), and of a statement it cancelled (57014: past
 * DATABASE_STATEMENT_TIMEOUT_MS).
 */
const POSTGRES_STATES = new Set(['57P01', '57P02', '57P03', '57014', '08000', '08001', '08003', '08004', '08006']);

/** What drivers say without a code: node-postgres's lost connection and pool wait, ioredis's give-ups. */
const MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /^Command timed out/,
  /^Connection is closed/,
  /^Reached the max retries per request limit/,
];

export function isBackEndUnavailable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 5) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (SOCKET_CODES.has(code) || POSTGRES_STATES.has(code))) return true;
  if (MESSAGES.some((pattern) => pattern.test(error.message))) return true;
  if (error instanceof AggregateError && error.errors.some((e) => isBackEndUnavailable(e, depth + 1))) return true;
  return isBackEndUnavailable(error.cause, depth + 1);
}
