import { describe, expect, it } from 'vitest';
import { isSiteId, statusActionsOf } from './site-status.ts';

describe('statusActionsOf', () => {
  const editor = { canWrite: true, isAdmin: false };
  const admin = { canWrite: true, isAdmin: true };
  const viewer = { canWrite: false, isAdmin: false };

  it('lets an editor archive a running site and unarchive an archived one', () => {
    expect(statusActionsOf('not_verified', editor)).toEqual(['archive']);
    expect(statusActionsOf('active', editor)).toEqual(['archive']);
    expect(statusActionsOf('archived', editor)).toEqual(['unarchive']);
    expect(statusActionsOf('disabled', editor)).toEqual([]);
  });

  it('lets an admin disable from any status and enable a disabled site', () => {
    expect(statusActionsOf('active', admin)).toEqual(['archive', 'disable']);
    expect(statusActionsOf('archived', admin)).toEqual(['unarchive', 'disable']);
    expect(statusActionsOf('disabled', admin)).toEqual(['enable']);
  });

  it('offers a viewer nothing', () => {
    expect(statusActionsOf('active', viewer)).toEqual([]);
  });
});

describe('isSiteId', () => {
  it('accepts a UUID only', () => {
    expect(isSiteId('0b6f4a8e-6c1d-4a57-9d2e-3f1c2b7a9e10')).toBe(true);
    expect(isSiteId('my-site')).toBe(false);
    expect(isSiteId(undefined)).toBe(false);
  });
});
