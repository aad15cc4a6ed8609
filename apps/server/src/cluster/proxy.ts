import { Agent, createServer, type IncomingHttpHeaders, request, type Server } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import { errorBody } from '../plugins/error-handler.ts';

interface Logger {
  warn(obj: object, msg: string): void;
}

/** Headers that describe one connection, not the request: never passed on. */
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer'];

/**
 * The worker of embedded cluster mode: takes public connections and hands
 * each request, as it is, to the writer process (the whole app on a loopback
 * port), then streams its answer back. A click is acknowledged by the writer
 * (spooled before it answers): a worker that dies loses only answers, never
 * an acknowledged click, and one that dies mid-request leaves its visitor
 * without an answer (so with nothing acknowledged).
 *
 * The writer trusts loopback as a proxy, so the worker says who the client is
 * the way a trusted proxy would: X-Forwarded-For gets the peer's address
 * appended (kept whole only when the peer is itself one of TRUSTED_PROXIES),
 * X-Forwarded-Proto and -Host are what this hop saw.
 */
export function createProxy(writer: { host: string; port: number }, trustedProxies: string[], logger: Logger): Server {
  const agent = new Agent({ keepAlive: true, maxSockets: 512, noDelay: true });
  const trust = trustedProxies.length > 0 ? proxyAddr.compile(trustedProxies) : () => false;
  const server = createServer((req, res) => {
    const peer = req.socket.remoteAddress ?? '';
    const fromProxy = peer !== '' && trust(peer, 0);
    const headers: IncomingHttpHeaders = { ...req.headers };
    for (const name of HOP_BY_HOP) delete headers[name];
    const forwardedFor = fromProxy ? req.headers['x-forwarded-for'] : undefined;
    headers['x-forwarded-for'] = forwardedFor ? `${forwardedFor}, ${peer}` : peer;
    if (!fromProxy || !req.headers['x-forwarded-proto']) headers['x-forwarded-proto'] = 'http';
    if (!fromProxy || !req.headers['x-forwarded-host']) {
      if (req.headers.host) headers['x-forwarded-host'] = req.headers.host;
      else delete headers['x-forwarded-host'];
    }
    const upstream = request(
      { host: writer.host, port: writer.port, method: req.method, path: req.url, headers, agent },
      (answer) => {
        const out = { ...answer.headers };
        for (const name of HOP_BY_HOP) delete out[name];
        res.writeHead(answer.statusCode ?? 502, out);
        answer.pipe(res);
      },
    );
    upstream.on('error', (error) => {
      if (res.headersSent) {
        res.destroy();
        return;
      }
      logger.warn({ err: error }, 'the writer process did not answer');
      res.writeHead(503, { 'content-type': 'application/json; charset=utf-8', 'retry-after': '1' });
      res.end(JSON.stringify(errorBody('SERVICE_UNAVAILABLE')));
    });
    // a client that went away: the writer's answer is not waited for
    res.on('close', () => {
      if (!res.writableFinished) upstream.destroy();
    });
    req.pipe(upstream);
  });
  server.keepAliveTimeout = 72_000;
  return server;
}
