import type { ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

/*
 * The servers tests start themselves (a ClickHouse cluster, a PostgreSQL
 * primary and standby): waiting for them, reading their logs, stopping them.
 */

/** The last `count` lines of a log file, for a failure's message. */
export function lastLines(file: string, count: number): string {
  if (!existsSync(file)) return '(nothing logged)';
  return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-count).join('\n');
}

/** Polls `check` every 250 ms until it holds; throws after 60 s. */
export async function waitFor(check: () => Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what} did not start within 60 s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** `signal` to the process group of a detached child, SIGKILL after 15 s, and its exit awaited. */
export async function stopProcess(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || !child.pid) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    process.kill(-child.pid, signal);
  } catch {}
  const timer = setTimeout(() => {
    try {
      process.kill(-(child.pid as number), 'SIGKILL');
    } catch {}
  }, 15_000);
  await exited;
  clearTimeout(timer);
}
