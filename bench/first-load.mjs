// JavaScript a first-time visitor downloads for the sign-in page, gzipped, measured in Chromium's
// headless build (Debian's chromium-headless-shell) against a running server. Target: ≤ 250 KB
// (architecture.md).
// Usage: node bench/first-load.mjs [http://localhost:3000]
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const base = process.argv[2] ?? 'http://localhost:3000';
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium-headless-shell',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
const page = await browser.newPage();
const scripts = [];
page.on('response', async (res) => {
  if (res.request().resourceType() === 'script') scripts.push(res);
});
await page.goto(`${base}/auth/login`, { waitUntil: 'networkidle' });
let raw = 0;
let gz = 0;
for (const res of scripts) {
  const body = await res.body();
  raw += body.length;
  gz += gzipSync(body, { level: 9 }).length;
}
await browser.close();
const target = 250 * 1024;
console.log(
  `sign-in page: ${scripts.length} scripts, ${(raw / 1024).toFixed(1)} KB raw, ${(gz / 1024).toFixed(1)} KB gzipped`,
);
console.log(`target 250 KB gzipped: ratio ${(gz / target).toFixed(2)} of the budget`);
