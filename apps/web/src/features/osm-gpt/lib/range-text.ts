/**
 * A half-open range [from, to) as the days it covers, in the query's time
 * zone: "25 Nov 2026" for one day, "1 Nov 2026 – 30 Nov 2026" for more.
 */
export function rangeText(range: { from: string; to: string }, timeZone: string, language: string): string {
  const format = (ms: number) => {
    try {
      return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone }).format(ms);
    } catch {
      return new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(ms);
    }
  };
  const from = format(Date.parse(range.from));
  // the end is exclusive: the last day shown is the one before it
  const to = format(Date.parse(range.to) - 1);
  return from === to ? from : `${from} – ${to}`;
}
