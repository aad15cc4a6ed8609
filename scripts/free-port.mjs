// The first port from `preferred` on that nothing listens on 127.0.0.1.
import { createServer } from 'node:net';

const portIsFree = (port) =>
  new Promise((resolve) => {
    const s = createServer();
    s.once('error', () => resolve(false));
    s.listen(port, '127.0.0.1', () => s.close(() => resolve(true)));
  });

export async function freePort(preferred) {
  for (let p = preferred; p < preferred + 200; p += 1) if (await portIsFree(p)) return p;
  throw new Error(`no free port near ${preferred}`);
}
