import { linkKinds } from '@osm5/shared/links/link-rules';
import { describe, expect, it } from 'vitest';
import { historyTypes } from './routes.tsx';

describe('short-link routes', () => {
  it('give every link kind (and surl) its history page', () => {
    expect([...historyTypes].sort()).toEqual(['surl', ...linkKinds].sort());
  });
});
