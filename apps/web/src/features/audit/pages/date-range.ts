/** A day picked in a date field (local calendar day) → the ISO instants bounding it. */
export const startOfDay = (day: string): string | undefined =>
  day ? new Date(`${day}T00:00:00`).toISOString() : undefined;
export const endOfDay = (day: string): string | undefined =>
  day ? new Date(`${day}T23:59:59.999`).toISOString() : undefined;
