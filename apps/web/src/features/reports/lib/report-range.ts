/**
 * The date ranges a report offers, as calendar days in the browser's zone:
 * `from` at the start of the first day, `to` at the start of the day after
 * the last (the API's ranges are half-open).
 */
export const rangePresets = ['today', '7d', '30d', '90d', 'this_month', 'last_month', 'custom'] as const;
export type RangePreset = (typeof rangePresets)[number];

export interface RangeChoice {
  preset: RangePreset;
  /** YYYY-MM-DD, read only for `custom` */
  from: string;
  to: string;
}

const lastDays: Partial<Record<RangePreset, number>> = { today: 1, '7d': 7, '30d': 30, '90d': 90 };

/** A date as YYYY-MM-DD in the browser's zone. */
export const isoDay = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

const addDays = (d: Date, n: number) => new Date(d.getFullYear(), d.getMonth(), d.getDate() + n);

/** The first and last calendar day of a preset (inclusive), or the custom days as typed. */
export const rangeDays = (choice: RangeChoice, now: Date = new Date()): { from: string; to: string } => {
  const days = lastDays[choice.preset];
  if (days) return { from: isoDay(addDays(now, -(days - 1))), to: isoDay(now) };
  if (choice.preset === 'this_month') {
    return { from: isoDay(new Date(now.getFullYear(), now.getMonth(), 1)), to: isoDay(now) };
  }
  if (choice.preset === 'last_month') {
    return {
      from: isoDay(new Date(now.getFullYear(), now.getMonth() - 1, 1)),
      to: isoDay(new Date(now.getFullYear(), now.getMonth(), 0)),
    };
  }
  return { from: choice.from, to: choice.to };
};

/** The API range of a choice (ISO instants), or undefined when the custom days are unusable. */
export const rangeOf = (choice: RangeChoice, now: Date = new Date()): { from: string; to: string } | undefined => {
  const days = rangeDays(choice, now);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(days.from) || !/^\d{4}-\d{2}-\d{2}$/.test(days.to)) return undefined;
  const from = new Date(`${days.from}T00:00:00`);
  const last = new Date(`${days.to}T00:00:00`);
  if (Number.isNaN(from.getTime()) || Number.isNaN(last.getTime()) || from > last) return undefined;
  return { from: from.toISOString(), to: addDays(last, 1).toISOString() };
};

/** The choice a report opens with: the last 30 days, custom days pre-filled with them. */
export const defaultRange = (now: Date = new Date()): RangeChoice => ({
  preset: '30d',
  ...rangeDays({ preset: '30d', from: '', to: '' }, now),
});
