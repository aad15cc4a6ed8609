import { describe, expect, it } from 'vitest';
import { loggedOut, loggedOutClearingError } from './auth-slice.ts';

/** The real store, as the browser gets it. */
const loadStoreWithApi = async () => {
  const { store } = await import('./store.ts');
  const { api } = await import('./api.ts');
  const probeApi = api.injectEndpoints({
    endpoints: (build) => ({ probe: build.query<number, void>({ queryFn: () => ({ data: 42 }) }) }),
    overrideExisting: true,
  });
  const cached = () =>
    probeApi.endpoints.probe.select()(
      store.getState() as Parameters<ReturnType<typeof probeApi.endpoints.probe.select>>[0],
    ).data;
  return { store, probeApi, cached };
};

describe('the API cache in the app store', () => {
  it('joins the store when first loaded, with its middleware', async () => {
    const { store, probeApi, cached } = await loadStoreWithApi();
    expect(store.getState().api).toMatchObject({ queries: {}, mutations: {} });
    const subscription = store.dispatch(probeApi.endpoints.probe.initiate());
    await subscription;
    expect(cached()).toBe(42);
    subscription.unsubscribe();
  });

  it.each([
    ['signing out', loggedOutClearingError],
    ['an expired session', loggedOut],
  ])('forgets what it cached on %s', async (_, ended) => {
    const { store, probeApi, cached } = await loadStoreWithApi();
    await store.dispatch(probeApi.endpoints.probe.initiate());
    expect(cached()).toBe(42);
    store.dispatch(ended());
    expect(cached()).toBeUndefined();
    expect(store.getState().api?.queries).toEqual({});
  });
});
