/**
 * A random id of 32 hex digits (128 bits) for install and event ids. Uses
 * crypto.getRandomValues where the runtime has it (Node, browsers, React
 * Native with a polyfill); Math.random otherwise, which is enough for ids that
 * only need to be unique, not secret.
 */
export function randomId(): string {
  const bytes = new Uint8Array(16);
  const crypto = (globalThis as { crypto?: { getRandomValues?: (a: Uint8Array) => Uint8Array } }).crypto;
  if (crypto?.getRandomValues) crypto.getRandomValues(bytes);
  else for (let i = 0; i < bytes.length; i++) bytes[i] = Math.floor(Math.random() * 256);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
