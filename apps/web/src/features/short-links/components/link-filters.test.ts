import { describe, expect, it } from 'vitest';
import { linkListParams } from '../api/list-links.ts';
import { noFilters, queryOfFilters } from './link-filters.tsx';

describe('list filters', () => {
  it('send only what the user chose', () => {
    const query = queryOfFilters({ ...noFilters, search: '  spring ', kind: 'rlsurl', status: '' });
    expect(linkListParams({ orgId: 'o', workspaceId: 'w', ...query, page: 2 })).toEqual({
      search: 'spring',
      kind: 'rlsurl',
      sort: 'created_desc',
      page: 2,
    });
  });
});
