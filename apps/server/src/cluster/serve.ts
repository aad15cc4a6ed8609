import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import type { Config } from '../config.ts';
import { portOf } from './listen.ts';

export interface Served {
  app: FastifyInstance;
  /** the port it really listens on (PORT=0 lets the system pick) */
  port: number;
}

/**
 * Builds the app and listens: the whole product in this process. A cluster
 * worker listens only once `beforeListen` resolves (the primary lets every
 * worker listen together: primary.ts).
 */
export async function serve(
  config: Config,
  logger: FastifyBaseLogger,
  listen: { host: string; port: number } = { host: config.host, port: config.port },
  beforeListen?: () => Promise<void>,
): Promise<Served> {
  const app = await buildApp(config, { logger });
  try {
    await beforeListen?.();
    await app.listen(listen);
  } catch (error) {
    await app.close().catch(() => {});
    throw error;
  }
  return { app, port: portOf(app.server, listen.port) };
}

/** The address people open: PUBLIC_URL, or localhost and the real port when PORT=0. */
export const publicUrlOf = (config: Config, port: number) =>
  config.port === 0 ? `http://localhost:${port}` : config.publicUrl;

/** The line a person starting the server looks for (tests wait for it too). */
export const announce = (url: string) => console.log(`OSM5 is running at ${url} — sign in at ${url}/auth/login`);
