/**
 * The unit tests run in Node, which has no Web Storage. The web app's store keeps
 * its copy in localStorage and is loaded by any module that talks to the API, so
 * they get one that lives in memory.
 */
const memoryStorage = (): Storage => {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
};

if (!('localStorage' in globalThis)) {
  // writable and configurable, so that a test can still stub it and have it back
  Object.defineProperty(globalThis, 'localStorage', { value: memoryStorage(), writable: true, configurable: true });
}
