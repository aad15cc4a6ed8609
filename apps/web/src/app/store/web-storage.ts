import type { Storage } from 'redux-persist';

/**
 * localStorage behind redux-persist's async interface. Written here because the
 * package's own `lib/storage` is CommonJS with a `default` export that Vite's
 * ESM interop hands over as a module object.
 */
export const webStorage: Storage = {
  getItem: async (key: string) => localStorage.getItem(key),
  setItem: async (key: string, value: string) => localStorage.setItem(key, value),
  removeItem: async (key: string) => localStorage.removeItem(key),
};
