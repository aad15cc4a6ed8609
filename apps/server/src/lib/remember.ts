/**
 * A value worked out once per key, from a bounded map that is simply emptied
 * when full: for pure functions of strings that repeat from request to request
 * (a referrer, an Accept-Language header, a host), which cost microseconds
 * each time they are worked out again.
 */
export function remember<V>(map: Map<string, V>, key: string, make: () => V, max: number): V {
  let value = map.get(key);
  if (value === undefined) {
    value = make();
    if (map.size >= max) map.clear();
    map.set(key, value);
  }
  return value;
}
