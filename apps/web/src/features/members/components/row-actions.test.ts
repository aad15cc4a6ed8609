import { describe, expect, it } from 'vitest';
import { rowActions } from './row-actions.ts';

describe('rowActions', () => {
  it('offers re-invite and withdraw for a pending invitation', () => {
    expect(rowActions({ kind: 'invitation', status: 'inactive' })).toEqual(['resend', 'cancel']);
  });
  it('offers disable for an active member and enable for a disabled one', () => {
    expect(rowActions({ kind: 'member', status: 'active' })).toEqual(['disable', 'role', 'delete']);
    expect(rowActions({ kind: 'member', status: 'disabled' })).toEqual(['enable', 'role', 'delete']);
  });
});
