import { readFileSync } from 'node:fs';

/** The server's own package version, reported by /api/health and the OpenAPI document. */
export const version: string = (
  JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }
).version;
