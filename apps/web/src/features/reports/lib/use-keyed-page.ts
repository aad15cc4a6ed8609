import { useState } from 'react';

/** A table's page that starts again at the first whenever `key` (its period, filters, segment…) changes. */
export function useKeyedPage(key: string): [number, (page: number) => void] {
  const [paged, setPaged] = useState({ key, page: 1 });
  return [paged.key === key ? paged.page : 1, (page) => setPaged({ key, page })];
}
