import { stdSerializers } from 'pino';

/**
 * Errors as the logs show them (pino's `err` serializer): the usual type,
 * message with its causes and stack, less two things some errors carry.
 * node-postgres's pool puts its whole client on an idle connection's error
 * (connection, parsed statements: kilobytes a line); and Drizzle writes a
 * failed query's parameters into its message (e-mail addresses, password and
 * token hashes), which stay out of the logs: their number is kept.
 */
export function logError(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  const out: Record<string, unknown> = { ...stdSerializers.err(error) };
  delete out.client;
  const params = (error as { params?: unknown }).params;
  if (Array.isArray(params)) {
    const written = `\nparams: ${String(params)}`;
    const kept = `\nparams: (${params.length})`;
    for (const field of ['message', 'stack'] as const) {
      if (typeof out[field] === 'string') out[field] = (out[field] as string).replace(written, kept);
    }
    out.params = params.length;
  }
  return out;
}
