import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { defineConfig } from '@playwright/test';

/**
 * Drives the built web app (apps/web/dist) through the real server in Debian's
 * Chromium. Never downloads a browser. Build first: `npm run build`.
 */
const root = resolve(import.meta.dirname, '..');
// npm test picks a free port (E2E_PORT) so a developer's own server on 3100 never collides.
const PORT = Number(process.env.E2E_PORT ?? 3100);
const dataRoot = join(root, '.tmp', 'e2e-data');
mkdirSync(dataRoot, { recursive: true });
// A fresh data folder per run, so no test depends on a previous run's state.
const dataDir = mkdtempSync(join(dataRoot, 'run-'));

/**
 * Mail goes to a real SMTP server on 127.0.0.1 (support/mail-server.ts) that
 * files each message where the tests read it (support/mail.ts). Set here, in
 * the runner's process, before the workers start, so they inherit the values.
 */
const freePort = () =>
  execFileSync(process.execPath, [
    '-e',
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
  ]).toString();
process.env.E2E_SMTP_PORT ??= freePort();
process.env.E2E_MAIL_DIR ??= mkdtempSync(join(dataRoot, 'mail-'));
const SMTP_PORT = Number(process.env.E2E_SMTP_PORT);
/** A second server on the same built app and mail server, whose new organisations start on Free. */
process.env.E2E_FREE_PORT ??= freePort();
const FREE_PORT = Number(process.env.E2E_FREE_PORT);
const freeDataDir = mkdtempSync(join(dataRoot, 'free-'));
/** Where the short links of the journeys that follow one in the browser send it (support/destination-site.mjs). */
process.env.E2E_DESTINATION_PORT ??= freePort();

/** OSM5 on `port` with its own data, as the journeys drive it. */
const osm5Server = (port: number, dir: string, env: Record<string, string>) => ({
  command: 'node --import tsx apps/server/src/server.ts',
  cwd: root,
  url: `http://127.0.0.1:${port}/api/health`,
  reuseExistingServer: false,
  timeout: 300_000,
  stdout: 'pipe' as const,
  stderr: 'pipe' as const,
  env: {
    PORT: String(port),
    DATA_DIR: dir,
    TRUSTED_PROXIES: '127.0.0.1',
    // a developer may build elsewhere (vite build --outDir) to keep their run apart from a shared tree
    WEB_DIST: process.env.E2E_WEB_DIST ?? 'apps/web/dist',
    LOG_LEVEL: 'warn',
    SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
    ...env,
  },
});

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // Our own folder: other suites running on this machine clean test-results/.
  outputDir: process.env.E2E_OUTPUT_DIR ?? join(root, '.tmp', 'e2e-results'),
  fullyParallel: true,
  workers: 2,
  // The two cores are shared with other suites; generous limits keep the run deterministic.
  timeout: 120_000,
  expect: { timeout: 45_000 },
  reporter: process.env.CI ? 'line' : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    viewport: { width: 1440, height: 900 },
    // Recording traces doubles the CPU a test needs on a shared 2-core machine.
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Chromium's headless build (Debian's chromium-headless-shell), as Playwright runs by default:
      // the journeys took 767 s on it against 976 s in the full browser on a slow two-core machine
      executablePath: '/usr/bin/chromium-headless-shell',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: [
    {
      command: 'node --import tsx e2e/support/mail-server.ts',
      cwd: root,
      port: SMTP_PORT,
      reuseExistingServer: false,
      env: { E2E_SMTP_PORT: String(SMTP_PORT), E2E_MAIL_DIR: process.env.E2E_MAIL_DIR },
    },
    {
      command: 'node e2e/support/destination-site.mjs',
      cwd: root,
      url: `http://127.0.0.1:${process.env.E2E_DESTINATION_PORT}/`,
      reuseExistingServer: false,
      env: { E2E_DESTINATION_PORT: process.env.E2E_DESTINATION_PORT },
    },
    osm5Server(PORT, dataDir, {
      // journeys create every link kind; the Free-plan journeys use the server below
      DEFAULT_PLAN: 'enterprise',
      // who answers bug reports and suggestions (feedback.spec.ts signs up with this address)
      OPERATOR_EMAILS: 'operator@e2e.osm5.test',
      // api-and-webhooks.spec.ts's receiver listens on 127.0.0.1
      WEBHOOK_ALLOW_PRIVATE: 'true',
      // the uptime journeys wait for a check: look for due ones every 2 s, not 15
      UPTIME_TICK_MS: '2000',
    }),
    // where organisations start on Free: billing, usage past the limit, OSM5GPT Lite (support/free-plan.ts)
    osm5Server(FREE_PORT, freeDataDir, { DEFAULT_PLAN: 'free' }),
  ],
});
