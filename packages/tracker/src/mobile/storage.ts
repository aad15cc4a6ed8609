/**
 * Where the SDK keeps its install id and its offline queue: React Native's
 * AsyncStorage fits as it is; on Node, anything with these two methods.
 */
export interface Osm5Storage {
  getItem(key: string): Promise<string | null>;
  setItem(key: string, value: string): Promise<void>;
}

/** A storage that lives as long as the object (tests, or a process that may lose its queue). */
export function memoryStorage(): Osm5Storage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: async (key) => data.get(key) ?? null,
    setItem: async (key, value) => {
      data.set(key, value);
    },
  };
}
