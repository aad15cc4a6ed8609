import { z } from 'zod';
import { isValidTimeZone } from '../../analytics/time-buckets.ts';
import { type AiPlanRequest, aiApps, aiLanguages, aiQuerySchema } from '../plan.ts';
import { formatInstant, wallToInstant } from './zoned.ts';

/**
 * A planning request as the route and `npm run ai:plan -- --stdin` take it:
 * `now` may be a wall time without offset ("2026-11-21T12:00"), read in
 * `timeZone` (default UTC); without `now`, the caller's clock.
 */
export const planInputSchema = z.object({
  question: z.string().max(2000),
  app: z.enum(aiApps),
  itemId: z.string().max(64).optional(),
  now: z.string().max(40).optional(),
  timeZone: z.string().refine(isValidTimeZone, { message: 'unknown time zone' }).optional(),
  language: z.enum(aiLanguages).optional(),
  previous: aiQuerySchema.optional(),
  context: z.array(z.string().max(280)).max(20).optional(),
});
export type PlanInput = z.input<typeof planInputSchema>;

const wall = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/** An instant with offset for `now`: kept when it has one, read as wall time in the zone when not. */
export function resolveNow(now: string, timeZone: string): string {
  const m = now.match(wall);
  if (m) {
    const ms = wallToInstant(
      { y: Number(m[1]), m: Number(m[2]), d: Number(m[3]) },
      timeZone,
      Number(m[4] ?? 0),
      Number(m[5] ?? 0),
    );
    return formatInstant(ms + Number(m[6] ?? 0) * 1000, timeZone);
  }
  const ms = Date.parse(now);
  if (Number.isNaN(ms) || !/(?:z|[+-]\d{2}:?\d{2})$/i.test(now)) throw new Error(`now: not an ISO date-time: ${now}`);
  return formatInstant(ms, timeZone);
}

/** The planner's request from the route's fields; `clock` is "now" when the input gives none. */
export function planRequestOf(
  input: unknown,
  clock: () => number,
  defaults: { timeZone?: string } = {},
): AiPlanRequest {
  const body = planInputSchema.parse(input);
  const timeZone = body.timeZone ?? defaults.timeZone ?? 'UTC';
  const now = resolveNow(body.now ?? new Date(clock()).toISOString(), timeZone);
  return {
    question: body.question,
    app: body.app,
    now,
    timeZone,
    ...(body.language ? { language: body.language } : {}),
    ...(body.previous ? { previous: body.previous } : {}),
    ...(body.context ? { context: body.context } : {}),
  };
}
