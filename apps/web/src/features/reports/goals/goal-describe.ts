import { isolate } from '@osm5/shared/bidi-isolate';
import type { SiteGoal } from '@osm5/shared/schemas/analytics-goals';
import type { TFunction } from 'i18next';
import { formatAmount } from '../../../components/analytics/format-value.ts';
import { errorMessageKey } from '../../../lib/error-message.ts';
import type { HttpError } from '../../../lib/http.ts';

/** What a goal matches, in a line: "Page /thanks", "Event signup where plan is pro", "Orders of at least €100". */
export function describeGoal(goal: SiteGoal, t: TFunction, currency?: string, language = 'en'): string {
  if (goal.kind === 'page') return t('reports.goals.matchPage', { path: isolate(goal.path) });
  if (goal.kind === 'event') {
    return goal.propertyKey
      ? t('reports.goals.matchEventProperty', {
          name: isolate(goal.eventName),
          key: isolate(goal.propertyKey),
          value: isolate(goal.propertyValue),
        })
      : t('reports.goals.matchEvent', { name: isolate(goal.eventName) });
  }
  return goal.minRevenue === null || goal.minRevenue === undefined
    ? t('reports.goals.matchOrder')
    : t('reports.goals.matchMinOrder', { amount: isolate(formatAmount(goal.minRevenue, currency, language)) });
}

/** The key of a failure a form shows: a `validation.*` message (a limit), else the code's. */
export const failureKey = (error: unknown): string => {
  const e = error as Partial<HttpError> | undefined;
  return typeof e?.message === 'string' && e.message.startsWith('validation.') ? e.message : errorMessageKey(e);
};
