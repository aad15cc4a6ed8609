/** A visitor id is a long hash: its first 8 characters name it on screen. */
export const shortVisitor = (id: string) => (id.length > 8 ? id.slice(0, 8) : id);

/** An instant as a date and time in the item's zone, in the interface language. */
export const formatInstant = (iso: string, language: string, timeZone: string, withDate = true) => {
  const options: Intl.DateTimeFormatOptions = withDate
    ? { dateStyle: 'medium', timeStyle: 'short' }
    : { hour: 'numeric', minute: '2-digit', second: '2-digit' };
  try {
    return new Intl.DateTimeFormat(language, { ...options, timeZone }).format(new Date(iso));
  } catch {
    return new Intl.DateTimeFormat(language, options).format(new Date(iso));
  }
};

/** The query string of GET analytics/visits and analytics/visitors for a page of them. */
export const visitParams = (input: {
  type: string;
  id: string;
  range: { from: string; to: string };
  filters: readonly unknown[];
  page: number;
  pageSize: number;
  sort?: string;
}): Record<string, string> => {
  const params: Record<string, string> = {
    type: input.type,
    id: input.id,
    from: input.range.from,
    to: input.range.to,
    page: String(input.page),
    pageSize: String(input.pageSize),
  };
  if (input.filters.length > 0) params.filters = JSON.stringify(input.filters);
  if (input.sort) params.sort = input.sort;
  return params;
};
