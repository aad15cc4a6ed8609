import { useState } from 'react';

/**
 * State that starts again at `initial` whenever `key` changes: a table's page when its period,
 * filters or segment change, its sort when the page shows another report or item (the page
 * stays mounted when the app moves from one report to the next, and one report's columns are
 * not another's).
 */
export function useKeyedState<T>(key: string, initial: T): [T, (value: T) => void] {
  const [held, setHeld] = useState({ key, value: initial });
  return [held.key === key ? held.value : initial, (value) => setHeld({ key, value })];
}

/** A table's page that starts again at the first whenever `key` (its period, filters, segment…) changes. */
export const useKeyedPage = (key: string): [number, (page: number) => void] => useKeyedState(key, 1);
