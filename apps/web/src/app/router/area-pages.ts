import type { ComponentType } from 'react';

/** An area's page components, each loaded from a chunk of its own on first use. */
export type PageLoaders = Record<string, () => Promise<ComponentType>>;

const areas: (() => Promise<unknown>)[] = [];
let prefetched = false;

/**
 * An area's pages behind one small chunk (the area's `lazy-pages.ts`), so the
 * entry holds one list of chunks to preload an area instead of one a page:
 * Vite writes each dynamic import's list where the import is, and those lists
 * were most of what the route tables added to the sign-in page's download. The
 * price, one small download the first time an area opens, is paid ahead by
 * `prefetchAreas` once the dashboard is up.
 */
export function areaPages<P extends { [K in keyof P]: () => Promise<ComponentType> }>(
  load: () => Promise<{ pages: P }>,
) {
  areas.push(load);
  return <K extends keyof P & string>(name: K) =>
    async () => ({ Component: await (await load()).pages[name]() });
}

/** Loads every area's page list (a few hundred bytes each, no page) when the browser is idle. */
export function prefetchAreas(): void {
  if (prefetched) return;
  prefetched = true;
  const run = () => {
    // a failure here is left to the route that needs the area: its own load meets it and shows its error
    for (const load of areas) load().catch(() => undefined);
  };
  if ('requestIdleCallback' in window) window.requestIdleCallback(run);
  else setTimeout(run, 1000);
}
