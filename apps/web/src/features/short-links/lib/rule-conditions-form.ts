import { fromLocalInput, toLocalInput } from './local-time.ts';

/** Condition types of a rule-based link, in the order the "add condition" menu offers them. */
export const conditionTypes = [
  'country',
  'region',
  'city',
  'language',
  'device',
  'os',
  'browser',
  'source',
  'ip',
  'dateWindow',
  'weekdays',
  'hours',
  'query',
] as const;
export type ConditionType = (typeof conditionTypes)[number];

/** Conditions whose value is a list of words (chips). */
export const listConditions = [
  'country',
  'region',
  'city',
  'language',
  'device',
  'os',
  'browser',
  'source',
  'ip',
  'weekdays',
] as const;
export type ListCondition = (typeof listConditions)[number];

/** A rule's conditions as edited: a key is present once the user added that condition. */
export type ConditionsForm = { [K in ListCondition]?: string[] } & {
  dateWindow?: { from: string; to: string };
  hours?: { from: string; to: string };
  query?: { name: string; value: string }[];
};

export const emptyCondition = (type: ConditionType): ConditionsForm =>
  type === 'dateWindow'
    ? { dateWindow: { from: '', to: '' } }
    : type === 'hours'
      ? { hours: { from: '', to: '' } }
      : type === 'query'
        ? { query: [{ name: '', value: '' }] }
        : { [type]: [] };

const hour = (v: string) => (v.trim() === '' ? Number.NaN : Number(v));

/** The API's conditions: an added but empty list is sent empty, so the schema names it. */
export const conditionsBodyOf = (c: ConditionsForm): Record<string, unknown> => {
  const body: Record<string, unknown> = {};
  for (const key of listConditions) {
    const value = c[key];
    if (value) body[key] = value.map((v) => v.trim()).filter(Boolean);
  }
  if (c.dateWindow) {
    if (c.dateWindow.from) body.dateFrom = fromLocalInput(c.dateWindow.from);
    if (c.dateWindow.to) body.dateTo = fromLocalInput(c.dateWindow.to);
  }
  if (c.hours) body.hours = { from: hour(c.hours.from), to: hour(c.hours.to) };
  if (c.query) body.query = c.query.filter((q) => q.name || q.value);
  return body;
};

type Loose = Record<string, unknown>;

/** A saved rule's conditions in the editor. */
export const conditionsFormOf = (raw: unknown): ConditionsForm => {
  const c = (raw ?? {}) as Loose;
  const form: ConditionsForm = {};
  for (const key of listConditions) {
    if (Array.isArray(c[key])) form[key] = (c[key] as unknown[]).map(String);
  }
  if (typeof c.dateFrom === 'string' || typeof c.dateTo === 'string') {
    form.dateWindow = { from: toLocalInput(c.dateFrom as string), to: toLocalInput(c.dateTo as string) };
  }
  const hours = c.hours as { from?: number; to?: number } | undefined;
  if (hours) form.hours = { from: String(hours.from ?? ''), to: String(hours.to ?? '') };
  if (Array.isArray(c.query)) {
    form.query = (c.query as Loose[]).map((q) => ({ name: String(q.name ?? ''), value: String(q.value ?? '') }));
  }
  return form;
};
