import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** A fresh copy of the module: its list of areas is module state. */
const fresh = async () => {
  vi.resetModules();
  return import('./area-pages.ts');
};

const Overview = () => null;
const Plans = () => null;

describe('area pages', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("loads a page's component through its area, the area first", async () => {
    const { areaPages } = await fresh();
    const order: string[] = [];
    const page = areaPages(async () => {
      order.push('area');
      return {
        pages: {
          Overview: async () => {
            order.push('Overview');
            return Overview;
          },
          Plans: async () => Plans,
        },
      };
    });
    expect(order).toEqual([]); // nothing loads until the route does
    expect(await page('Overview')()).toEqual({ Component: Overview });
    expect(await page('Plans')()).toEqual({ Component: Plans });
    expect(order).toEqual(['area', 'Overview', 'area']);
  });

  it('prefetches every area once, when the browser is idle, and no page', async () => {
    const { areaPages, prefetchAreas } = await fresh();
    const idle: (() => void)[] = [];
    vi.stubGlobal('window', { requestIdleCallback: (run: () => void) => idle.push(run) });
    const page = vi.fn(async () => Plans);
    const billing = vi.fn(async () => ({ pages: { Plans: page } }));
    const failing = vi.fn(async (): Promise<{ pages: { Plans: typeof page } }> => {
      throw new Error('chunk failed');
    });
    areaPages(billing);
    areaPages(failing);
    prefetchAreas();
    prefetchAreas(); // the layout mounts again on every /d and /settings visit
    expect(billing).not.toHaveBeenCalled();
    expect(idle).toHaveLength(1);
    idle[0]?.();
    await Promise.resolve();
    expect(billing).toHaveBeenCalledTimes(1);
    expect(failing).toHaveBeenCalledTimes(1); // and its failure is left to the route that needs it
    expect(page).not.toHaveBeenCalled();
  });
});

/**
 * The entry holds the route tables, so a page imported there directly puts its
 * whole preload list back into the sign-in page's download. Only the pages a
 * visitor reaches signed out are imported there, to spare them a round trip.
 */
describe('route tables', () => {
  const features = join(import.meta.dirname, '../../features');
  const signedOut = new Set(['auth', 'status-pages', 'members']);

  it("import an area's pages only through its lazy-pages module", () => {
    const direct = readdirSync(features)
      .filter((area) => !signedOut.has(area))
      .flatMap((area) => {
        const file = join(features, area, 'routes.tsx');
        let text: string;
        try {
          text = readFileSync(file, 'utf8');
        } catch {
          return [];
        }
        return [...text.matchAll(/import\('([^']+)'\)/g)]
          .map((m) => m[1])
          .filter((target) => target !== './lazy-pages.ts')
          .map((target) => `${area}: ${target}`);
      });
    expect(direct).toEqual([]);
  });

  it('the members area imports directly only the invitee page, which is reached signed out', () => {
    const text = readFileSync(join(features, 'members', 'routes.tsx'), 'utf8');
    const direct = [...text.matchAll(/import\('([^']+)'\)/g)].map((m) => m[1]).filter((t) => t !== './lazy-pages.ts');
    expect(direct).toEqual(['./pages/invitation-page.tsx']);
  });
});
