import { pino } from 'pino';
import { buildApp } from './app.ts';
import { loadConfig, runMode } from './config.ts';

/**
 * The process: configuration, logger, listen, graceful close. Everything else
 * is composed in app.ts so that tests build the same app without a process.
 */
const FORCE_EXIT_AFTER_MS = 10_000;

const config = loadConfig();
const pretty = config.env === 'development' && process.stdout.isTTY;
const logger = pino({
  level: config.logLevel,
  ...(pretty ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss' } } } : {}),
});

let app: Awaited<ReturnType<typeof buildApp>>;
try {
  app = await buildApp(config, { logger });
  await app.listen({ host: config.host, port: config.port });
} catch (error) {
  logger.fatal({ err: error }, 'OSM5 could not start');
  process.exit(1);
}

logger.info({ mode: runMode(config), dataDir: config.dataDir }, 'started');
// With PORT=0 the system picked the port: show the real one.
const address = app.server.address();
const publicUrl =
  config.port === 0 && address && typeof address === 'object' ? `http://localhost:${address.port}` : config.publicUrl;
// A plain line as well as the log record: it is what a person starting the server looks for.
console.log(`OSM5 is running at ${publicUrl} — sign in at ${publicUrl}/auth/login`);

let closing = false;
async function shutdown(signal: NodeJS.Signals) {
  if (closing) return;
  closing = true;
  logger.info({ signal }, 'closing: finishing requests and flushing buffered events');
  // A stuck back end must not keep the process alive for ever.
  setTimeout(() => {
    logger.error('close took longer than 10 s, exiting anyway');
    process.exit(1);
  }, FORCE_EXIT_AFTER_MS).unref();
  try {
    await app.close();
    logger.info('closed');
    process.exit(0);
  } catch (error) {
    logger.error({ err: error }, 'close failed');
    process.exit(1);
  }
}

process.once('SIGTERM', shutdown);
process.once('SIGINT', shutdown);
