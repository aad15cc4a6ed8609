import { LOGO_MAX_BYTES } from '@osm5/shared/schemas/profile';
import { describe, expect, it } from 'vitest';
import { logoProblem } from './company-profile-page.tsx';

describe('logoProblem', () => {
  it('accepts a small PNG', () => {
    expect(logoProblem({ type: 'image/png', size: 2048 })).toBeNull();
  });
  it('refuses another type or a file over 1 MB', () => {
    expect(logoProblem({ type: 'image/gif', size: 10 })).toBe('validation.logo_type');
    expect(logoProblem({ type: 'image/png', size: LOGO_MAX_BYTES + 1 })).toBe('validation.logo_type');
  });
});
