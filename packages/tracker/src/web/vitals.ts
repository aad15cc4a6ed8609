/** The parts of the entries this reads; the DOM library types each kind separately. */
type Entry = PerformanceEntry & {
  responseStart: number;
  hadRecentInput: boolean;
  value: number;
  interactionId: number;
};

/** Vital name → value (ms; CLS unitless), filled as the browser reports. */
export type Vitals = Record<string, number>;

/**
 * Watches the five web vitals of this page load, kept minimal (the whole
 * tracker must stay under 1.5 KB gzipped):
 * - TTFB: the navigation entry's responseStart;
 * - FCP: the first-contentful-paint entry;
 * - LCP: the last largest-contentful-paint entry (the browser stops emitting
 *   them at the first input, and the caller reads them once, at the first hide);
 * - CLS: the sum of layout shifts not caused by input (no session windows),
 *   0 when the browser measures shifts and saw none;
 * - INP: the longest interaction (event entries of 40 ms and more, and the first
 *   input), not the 98th percentile: the same for all but very busy pages.
 * A browser without an entry type simply never reports that vital.
 */
export const observeVitals = (vitals: Vitals): void => {
  const observe = (type: string, record: (entry: Entry) => void, options?: object) => {
    try {
      if (PerformanceObserver.supportedEntryTypes.includes(type)) {
        new PerformanceObserver((list) => (list.getEntries() as Entry[]).forEach(record)).observe({
          type,
          buffered: true,
          ...options,
        });
        return 1;
      }
    } catch {}
  };
  const interaction = (entry: Entry) => {
    if (entry.interactionId) vitals.INP = Math.max(vitals.INP || 0, entry.duration);
  };
  observe('navigation', (entry) => {
    vitals.TTFB = entry.responseStart;
  });
  observe('paint', (entry) => {
    if (entry.name === 'first-contentful-paint') vitals.FCP = entry.startTime;
  });
  observe('largest-contentful-paint', (entry) => {
    vitals.LCP = entry.startTime;
  });
  // entries arrive in a later task, after this zero is set
  if (
    observe('layout-shift', (entry) => {
      if (!entry.hadRecentInput) vitals.CLS = (vitals.CLS || 0) + entry.value;
    })
  )
    vitals.CLS = 0;
  observe('event', interaction, { durationThreshold: 40 });
  observe('first-input', interaction);
};
