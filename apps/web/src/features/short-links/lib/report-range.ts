export const presetDays = [7, 30, 90] as const;
export type RangeChoice = { preset: (typeof presetDays)[number] } | { from: string; to: string };

const day = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/** Today and the N−1 days before it, as calendar days (YYYY-MM-DD) in the browser's zone. */
export const presetDaysOf = (days: number, now: Date = new Date()): { from: string; to: string } => {
  const start = new Date(now);
  start.setDate(start.getDate() - (days - 1));
  return { from: day(start), to: day(now) };
};

/**
 * The stats query of a range: `from` at the start of the first day, `to` at the
 * start of the day after the last (exclusive), or undefined when the custom range is unusable.
 */
export const rangeQuery = (choice: RangeChoice, now: Date = new Date()): { from: string; to: string } | undefined => {
  const days = 'preset' in choice ? presetDaysOf(choice.preset, now) : choice;
  if (!days.from || !days.to) return undefined;
  const from = new Date(`${days.from}T00:00:00`);
  const to = new Date(`${days.to}T00:00:00`);
  to.setDate(to.getDate() + 1);
  if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime()) || from >= to) return undefined;
  return { from: from.toISOString(), to: to.toISOString() };
};
