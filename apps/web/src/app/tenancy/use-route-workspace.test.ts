import type { VisibleWorkspace } from '@osm5/shared/schemas/tenancy';
import { describe, expect, it } from 'vitest';
import { resolveWorkspaceId } from './use-route-workspace.ts';

const workspace = (id: string, isDefault: boolean) => ({ id, isDefault }) as VisibleWorkspace;

describe('resolveWorkspaceId', () => {
  it('takes a named workspace as it is', () => {
    expect(resolveWorkspaceId('b', [workspace('a', true), workspace('b', false)])).toBe('b');
  });
  it('reads "default" as the default workspace, else the first one', () => {
    expect(resolveWorkspaceId('default', [workspace('a', false), workspace('b', true)])).toBe('b');
    expect(resolveWorkspaceId('default', [workspace('a', false), workspace('b', false)])).toBe('a');
    expect(resolveWorkspaceId('default', [])).toBeUndefined();
  });
});
