// `npm test`: installs what the suites need, starts ClickHouse, runs every suite
// (unit; API in embedded and in server mode; e2e in Chromium) and ends with one
// line "N passed, N failed" over all of them.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { startClickHouse } from './clickhouse/start.mjs';
import { ensureServices, ensureSystemPackages } from './ensure-system.mjs';
import { freePort } from './free-port.mjs';

const root = resolve(import.meta.dirname, '..');
const results = join(root, '.tmp', 'results');
const only = process.argv.slice(2); // e.g. `npm test -- unit e2e`
const wants = (suite) => only.length === 0 || only.includes(suite);

const run = (cmd, args, env = {}) =>
  new Promise((done) => {
    const child = spawn(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
    child.once('exit', (code, signal) => done(code ?? (signal ? 1 : 0)));
  });

const readJson = (file) => {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
};

/** Vitest's JSON reporter is Jest-shaped; Playwright's has stats. */
function countVitest(file) {
  const r = readJson(file);
  return (
    r && {
      passed: r.numPassedTests,
      failed:
        r.numFailedTests +
        (r.numRuntimeErrorTestSuites ?? 0) +
        r.testResults.filter((t) => t.status === 'failed' && t.assertionResults.length === 0).length,
      skipped: r.numPendingTests + r.numTodoTests,
    }
  );
}
function countPlaywright(file) {
  const r = readJson(file);
  return (
    r && {
      passed: r.stats.expected + r.stats.flaky,
      failed: r.stats.unexpected + (r.errors?.length ?? 0),
      skipped: r.stats.skipped,
    }
  );
}

const vitest = (name, project, env = {}) => ({
  name,
  async run() {
    const out = join(results, `${name}.json`);
    const code = await run(
      'npx',
      ['vitest', 'run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`],
      env,
    );
    return { code, counts: countVitest(out) };
  },
});

const suites = [];
if (wants('static')) {
  suites.push({
    name: 'static',
    // lint and types: each check counts as one test
    async run() {
      const checks = [await run('npx', ['biome', 'check', '.']), await run('npm', ['run', 'typecheck'])];
      return {
        code: Math.max(...checks),
        counts: {
          passed: checks.filter((c) => c === 0).length,
          failed: checks.filter((c) => c !== 0).length,
          skipped: 0,
        },
      };
    },
  });
}
if (wants('unit')) suites.push(vitest('unit', 'unit'));
if (wants('api-embedded') || wants('api')) suites.push(vitest('api-embedded', 'api', { OSM5_TEST_MODE: 'embedded' }));
let clickhouse;
if (wants('api-server') || wants('api')) {
  suites.push({
    ...vitest('api-server', 'api'),
    async run() {
      await ensureServices();
      clickhouse = await startClickHouse();
      console.log(`ClickHouse for server mode: ${clickhouse.url}`);
      return vitest('api-server', 'api', { OSM5_TEST_MODE: 'server', OSM5_TEST_CLICKHOUSE_URL: clickhouse.url }).run();
    },
  });
}
if (wants('e2e')) {
  suites.push({
    name: 'e2e',
    async run() {
      const built = await run('npm', ['run', 'build']);
      if (built !== 0) return { code: built, counts: null };
      const out = join(results, 'e2e.json');
      const code = await run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'], {
        PLAYWRIGHT_JSON_OUTPUT_NAME: out,
        E2E_PORT: String(await freePort(3100)),
      });
      return { code, counts: countPlaywright(out) };
    },
  });
}

const started = Date.now();
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });
ensureSystemPackages();

const summary = [];
try {
  for (const suite of suites) {
    const t0 = Date.now();
    console.log(`\n=== ${suite.name} ===`);
    let outcome;
    try {
      outcome = await suite.run();
    } catch (error) {
      console.error(`${suite.name} could not run: ${error.message}`);
      outcome = { code: 1, counts: null };
    }
    // A suite that crashed before reporting counts as one failure, so it can never pass silently.
    const counts = outcome.counts ?? { passed: 0, failed: 1, skipped: 0 };
    if (outcome.code !== 0 && counts.failed === 0) counts.failed = 1;
    summary.push({ name: suite.name, ...counts, seconds: Math.round((Date.now() - t0) / 1000) });
  }
} finally {
  await clickhouse?.stop();
}

console.log('\nSuite          passed  failed  skipped  seconds');
for (const s of summary) {
  console.log(
    `${s.name.padEnd(14)} ${String(s.passed).padStart(6)}  ${String(s.failed).padStart(6)}  ${String(s.skipped).padStart(7)}  ${String(s.seconds).padStart(7)}`,
  );
}
const passed = summary.reduce((n, s) => n + s.passed, 0);
const failed = summary.reduce((n, s) => n + s.failed, 0);
console.log(`Total time ${Math.round((Date.now() - started) / 1000)} s`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || summary.length === 0 ? 1 : 0);
