import type { SiteGoal } from '@osm5/shared/schemas/analytics-goals';
import type { TFunction } from 'i18next';
import { errorMessageKey } from '../../../lib/error-message.ts';
import type { HttpError } from '../../../lib/http.ts';

/** A path or a name typed in Latin script keeps its order in a right-to-left sentence (Unicode isolates). */
const isolate = (text: string | null) => `\u2068${text ?? ''}\u2069`;

/** What a goal matches, in a line: "Page /thanks", "Event signup", "Any order". */
export const describeGoal = (goal: SiteGoal, t: TFunction): string =>
  goal.kind === 'page'
    ? t('reports.goals.matchPage', { path: isolate(goal.path) })
    : goal.kind === 'event'
      ? t('reports.goals.matchEvent', { name: isolate(goal.eventName) })
      : t('reports.goals.matchOrder');

/** An amount in the site's currency. */
export const money = (value: number, currency: string | undefined, language: string) =>
  currency
    ? new Intl.NumberFormat(language, { style: 'currency', currency, maximumFractionDigits: 2 }).format(value)
    : new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(value);

/** The key of a failure a form shows: a `validation.*` message (a limit), else the code's. */
export const failureKey = (error: unknown): string => {
  const e = error as Partial<HttpError> | undefined;
  return typeof e?.message === 'string' && e.message.startsWith('validation.') ? e.message : errorMessageKey(e);
};
