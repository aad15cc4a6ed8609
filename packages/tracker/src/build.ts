import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

/** The web tracker's source; the server builds it at start and serves the result at /js/osm5.js. */
const ENTRY = fileURLToPath(new URL('./web/tracker.ts', import.meta.url));

export interface BuiltTracker {
  /** the minified script */
  code: string;
  /** its size gzipped at level 9: the figure the 1.5 KB budget is about */
  gzipBytes: number;
}

/** Bundles and minifies the web tracker (an IIFE for the browsers of the last few years: ES2020). */
export async function buildTracker(): Promise<BuiltTracker> {
  const result = await build({
    entryPoints: [ENTRY],
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    platform: 'browser',
    write: false,
    legalComments: 'none',
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]!.text.trimEnd();
  return { code, gzipBytes: gzipSync(code, { level: 9 }).length };
}
