import type { Tenant, VisibleWorkspace } from '@osm5/shared/schemas/tenancy';
import { describe, expect, it } from 'vitest';
import { destinationOf, pickContext, safeNext, waitOf } from './after-sign-in.ts';

const tenant = (name: string) => ({ id: `${name}-id`, name }) as Tenant;
const workspace = (name: string, extra: Partial<VisibleWorkspace> = {}) =>
  ({ id: `${name}-id`, name, isDefault: false, enabled: true, ...extra }) as VisibleWorkspace;

describe('after sign-in', () => {
  it('picks the first organisation and its default workspace', () => {
    const context = pickContext(
      [tenant('Acme'), tenant('Other')],
      [workspace('Side'), workspace('Main', { isDefault: true })],
    );
    expect(context.enterprise?.name).toBe('Acme');
    expect(context.sBox?.name).toBe('Main');
  });

  it('falls back to the first enabled workspace when there is no default', () => {
    const context = pickContext([tenant('Acme')], [workspace('Off', { enabled: false }), workspace('On')]);
    expect(context.sBox?.name).toBe('On');
  });

  it('sends users without an organisation or a workspace to the empty pages', () => {
    expect(destinationOf(pickContext([], []), null)).toBe('/auth/enterprise/empty');
    expect(destinationOf(pickContext([tenant('Acme')], []), null)).toBe('/auth/sbox/empty');
    expect(destinationOf(pickContext([tenant('Acme')], [workspace('Main')]), null)).toBe('/d/apps');
  });

  it('follows ?next= only inside the signed-in areas', () => {
    expect(safeNext('/settings/security')).toBe('/settings/security');
    expect(safeNext('/d/sbox/1/surl?x=1')).toBe('/d/sbox/1/surl?x=1');
    expect(safeNext('//evil.example/d')).toBe('/d/apps');
    expect(safeNext('https://evil.example')).toBe('/d/apps');
    expect(safeNext('/auth/login')).toBe('/d/apps');
    expect(safeNext('/dashboard')).toBe('/d/apps');
    expect(safeNext(null)).toBe('/d/apps');
  });

  it('says a Retry-After in seconds or whole minutes', () => {
    expect(waitOf(12)).toEqual({ unit: 'seconds', count: 12 });
    expect(waitOf(61)).toEqual({ unit: 'minutes', count: 2 });
    expect(waitOf(900)).toEqual({ unit: 'minutes', count: 15 });
  });
});
