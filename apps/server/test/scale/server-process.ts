import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';

/** `node --import tsx apps/server/src/server.ts` as an operator starts it, for tests of several processes. */
const serverTs = fileURLToPath(new URL('../../src/server.ts', import.meta.url));

export interface ServerProcess {
  /** http://127.0.0.1:<port> */
  url: string;
  proc: ChildProcess;
  /** the JSON log records printed so far */
  records(): Record<string, unknown>[];
  /** sends the signal and resolves once the process (and so its workers) exited */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

const running = new Set<ChildProcess>();

/** Starts a server and resolves once it prints the line people look for ("OSM5 is running at"). */
export function spawnServer(env: Record<string, string | undefined>): Promise<ServerProcess> {
  const proc = spawn(process.execPath, ['--import', 'tsx', serverTs], {
    env: { PATH: process.env.PATH, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(proc);
  proc.once('exit', () => running.delete(proc));
  let output = '';
  const records = () =>
    output
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
    if (proc.exitCode !== null || proc.signalCode !== null) return;
    const exited = once(proc, 'exit');
    proc.kill(signal);
    await exited;
  };
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const url = output.match(/OSM5 is running at (http:\/\/\S+)/)?.[1];
      if (url) resolve({ url: url.replace('localhost', '127.0.0.1'), proc, records, stop });
    };
    proc.stdout?.on('data', onData);
    proc.stderr?.on('data', onData);
    proc.once('exit', (code) => reject(new Error(`server exited with ${code}: ${output.slice(-4000)}`)));
  });
}

/** kill -9 of whatever a test left running (its workers follow: their primary is gone). */
export async function killAll(): Promise<void> {
  await Promise.all(
    [...running].map(async (proc) => {
      const exited = once(proc, 'exit');
      proc.kill('SIGKILL');
      await exited;
    }),
  );
}

/** Polls until `probe` answers true, or fails after `withinMs`; resolves with the time it took. */
export async function within(withinMs: number, probe: () => Promise<boolean>, everyMs = 20): Promise<number> {
  const start = performance.now();
  for (;;) {
    if (await probe()) return performance.now() - start;
    if (performance.now() - start > withinMs) throw new Error(`not seen within ${withinMs} ms`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}
