import type { Server } from 'node:net';

/** Listens at `at` and resolves with the port it really has (port 0 lets the system pick). */
export async function listenOn(server: Server, at: { host: string; port: number }): Promise<number> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(at, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return portOf(server, at.port);
}

/** The port a listening server really has; `asked` if it says none (a pipe). */
export function portOf(server: Server, asked: number): number {
  const address = server.address();
  return address && typeof address === 'object' ? address.port : asked;
}
