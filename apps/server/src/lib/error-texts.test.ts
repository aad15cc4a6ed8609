import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiLanguages, isMessageKey, keyText } from './error-texts.ts';

const serverSrc = new URL('..', import.meta.url).pathname;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') && !entry.name.includes('.test') ? [path] : [];
  });
}

/** Every `message: 'namespace.some.key'` the server throws with. */
const thrownKeys = [
  ...new Set(
    sources(serverSrc).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/message: '([a-zA-Z]+\.[\w.]+)'/g)].map((m) => m[1] as string),
    ),
  ),
].sort();

describe('error texts', () => {
  it('finds the message keys the server throws with', () => {
    expect(thrownKeys.length).toBeGreaterThan(10);
  });

  it.each(thrownKeys)('%s is read as a key and has a text in every language', (key) => {
    expect(isMessageKey(key)).toBe(true);
    for (const lang of apiLanguages) expect(keyText(key, lang), `${key} in ${lang}`).toBeTruthy();
  });
});
