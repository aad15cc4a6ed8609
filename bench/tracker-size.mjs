// Size of the web tracker (/js/osm5.js) as a visitor downloads it, gzipped (level 9) and with brotli
// (quality 11), beside other trackers and against the 1.5 KB gzipped target (architecture.md).
// Usage: node --import tsx bench/tracker-size.mjs
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { buildTracker } from '../packages/tracker/src/build.ts';

const TARGET = 1536;
const require = createRequire(import.meta.url);

const sizes = (code) => {
  const buffer = Buffer.from(code);
  return {
    raw: buffer.length,
    gzip: gzipSync(buffer, { level: 9 }).length,
    brotli: brotliCompressSync(buffer, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
};

const rows = [];
const { code } = await buildTracker();
rows.push({
  name: 'osm5.js (esbuild, minified)',
  features: 'pageviews, SPA, outbound, downloads, custom events, orders, 5 web vitals, engagement',
  ...sizes(code),
  how: 'measured',
});

// Plausible's official npm build of its tracker (a root devDependency, pinned): every optional feature in one file
try {
  const path = require.resolve('@plausible-analytics/tracker');
  // its exports hide package.json, so it is read beside the script
  const version = JSON.parse(readFileSync(join(dirname(path), 'package.json'), 'utf8')).version;
  rows.push({
    name: `Plausible @plausible-analytics/tracker ${version} (plausible.js)`,
    features: 'pageviews, SPA, outbound, downloads, custom events, revenue, engagement, form submissions',
    ...sizes(readFileSync(path)),
    how: 'measured',
  });
} catch {
  console.log('(@plausible-analytics/tracker is not installed: run npm install at the root)');
}

// Umami ships no npm package holding its script. Not measured by this script: on 2026-11-25 its classic
// src/tracker/index.js (the umami-software/umami repository, commit a66f05f) was minified with this esbuild
// (iife, es2020) and compressed the same way. Its newer TypeScript tracker adds options and is larger.
rows.push({
  name: 'Umami classic script.js (src/tracker/index.js)',
  features: 'pageviews, SPA, custom events by data attributes',
  raw: 2545,
  gzip: 1477,
  brotli: 1274,
  how: 'constant, measured once (see comment)',
});

for (const row of rows) {
  console.log(
    `${row.name}: ${row.raw} B raw, ${row.gzip} B gzipped (${(row.gzip / TARGET).toFixed(2)} of 1.5 KB), ` +
      `${row.brotli} B brotli; ${row.how}\n    ${row.features}`,
  );
}
const ours = rows[0];
console.log(
  `\nosm5.js: ${ours.gzip} B gzipped = ${((ours.gzip / TARGET) * 100).toFixed(1)}% of the 1536 B target ` +
    `(${TARGET - ours.gzip} B to spare)`,
);
