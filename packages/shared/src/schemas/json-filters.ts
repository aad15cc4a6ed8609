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

/**
 * The filters and segment a report page carries from report to report, as the
 * query strings of the reports API, the sales tracker and the goals overview
 * take them.
 */
export const selectionQueryFields = {
  filters: jsonFiltersParam('validation.report_filters'),
  /** whole visits with an event matching every filter (e.g. visits from a phone); none = every visit */
  segment: jsonFiltersParam('validation.report_segment'),
};
