import { z } from 'zod';
import { analyticsFilterSchema } from '../analytics/query.ts';

/**
 * A list of report filters sent as JSON in a query string (a report's
 * filters, its segment's, the visitor log's): absent reads as none, anything
 * that is not a list of at most 20 filters fails with `message`.
 */
export const jsonFiltersParam = (message: string) =>
  z
    .string()
    .max(20_000)
    .optional()
    .transform((text, ctx) => {
      if (text === undefined) return [];
      try {
        const parsed = z.array(analyticsFilterSchema).max(20).safeParse(JSON.parse(text));
        if (parsed.success) return parsed.data;
      } catch {}
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    });
