const pad = (n: number) => String(n).padStart(2, '0');
/** An instant as a datetime-local input shows it, in the browser's zone. */
export const toLocalInput = (iso: string | null | undefined): string => {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};
/** A datetime-local value as an ISO instant; an unreadable one stays as typed so the schema names it. */
export const fromLocalInput = (value: string): string => {
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? value : d.toISOString();
};
