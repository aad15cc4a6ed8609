import { useEffect } from 'react';

const PRODUCT = 'OSM5';

/** The browser tab's title of a page: its own name first, then the product's, so many open tabs tell apart. */
export const pageTitle = (parts: readonly (string | undefined)[]): string =>
  [...parts.filter((p): p is string => Boolean(p?.trim())), PRODUCT].join(' · ');

/**
 * Names the document after the page on screen. Screen readers announce it when a page opens,
 * and the tab, history and bookmarks show it: every page of a single-page app is otherwise "OSM5".
 */
export function usePageTitle(...parts: (string | undefined)[]) {
  const title = pageTitle(parts);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
