import { connect, type Socket } from 'node:net';
import { errorBody } from '../plugins/error-handler.ts';
import { proxyHeader } from './proxy-header.ts';

interface Logger {
  warn(obj: object, msg: string): void;
}

/** What a visitor gets when the writer cannot be reached: nothing was acknowledged, so try again. */
const UNAVAILABLE = (() => {
  const body = JSON.stringify(errorBody('SERVICE_UNAVAILABLE'));
  return (
    'HTTP/1.1 503 Service Unavailable\r\ncontent-type: application/json; charset=utf-8\r\nretry-after: 1\r\n' +
    `connection: close\r\ncontent-length: ${Buffer.byteLength(body)}\r\n\r\n${body}`
  );
})();

export interface Writer {
  host: string;
  port: number;
}

/**
 * One client connection relayed, byte for byte, to the writer process of
 * embedded cluster mode (the whole app, on a loopback port), after a PROXY
 * protocol line saying who the client is: a serving worker
 * (serving-worker.ts) hands over each connection from its first request it
 * does not answer itself, with the bytes it read put back. The writer parses
 * and answers the rest as if the client had connected to it (relayed.ts).
 *
 * A worker that dies mid-request leaves its visitor without an answer, so
 * with nothing acknowledged. When the writer cannot be reached the client
 * gets a 503 (nothing was acknowledged: try again).
 */
export function relayConnection(client: Socket, writer: Writer, logger: Logger): void {
  const upstream = connect({ host: writer.host, port: writer.port, allowHalfOpen: true, noDelay: true });
  upstream.write(proxyHeader(client));
  let connected = false;
  upstream.once('connect', () => {
    connected = true;
  });
  relayBytes(client, upstream);
  relayBytes(upstream, client);
  client.on('error', () => upstream.destroy());
  client.on('close', () => upstream.destroy());
  upstream.on('error', (error) => {
    if (connected) {
      client.destroy();
      return;
    }
    logger.warn({ err: error }, 'the writer process did not answer');
    client.removeAllListeners('data');
    answerUnavailable(client);
  });
  // the writer ended the connection: the client's side ends once what the writer sent is out
  let ended = false;
  upstream.once('end', () => {
    ended = true;
  });
  upstream.on('close', () => {
    if (connected && !ended) client.destroy();
  });
}

/**
 * from's bytes written on to `to` as they come, reading paused while `to`
 * holds more than its buffer (stream.pipe does the same with more machinery
 * per chunk); from's end ends `to`.
 */
function relayBytes(from: Socket, to: Socket): void {
  from.on('data', (chunk: Buffer) => {
    if (!to.write(chunk)) from.pause();
  });
  to.on('drain', () => from.resume());
  from.once('end', () => to.end());
}

function answerUnavailable(client: Socket): void {
  if (client.destroyed) return;
  client.end(UNAVAILABLE);
  // its request is not read: the connection ends once the answer is out
  client.resume();
}
