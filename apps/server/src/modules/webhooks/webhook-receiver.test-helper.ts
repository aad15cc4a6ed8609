import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What a test receiver got. */
export interface Received {
  headers: IncomingHttpHeaders;
  body: string;
  json: Record<string, unknown> & { type: string; id: string; data: Record<string, unknown> };
}

/**
 * A local HTTP receiver for webhook tests: records every POST and answers
 * `status` (changeable between calls), like a customer's endpoint would.
 */
export async function startReceiver(): Promise<{
  url: string;
  received: Received[];
  answer(status: number, body?: string): void;
  close(): Promise<void>;
}> {
  const received: Received[] = [];
  let status = 200;
  let text = 'ok';
  const server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      body += chunk;
    });
    request.on('end', () => {
      // an uptime check's GET has no body
      received.push({ headers: request.headers, body, json: body ? JSON.parse(body) : {} });
      response.writeHead(status, { 'content-type': 'text/plain' }).end(text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    answer(s, b = s < 300 ? 'ok' : 'nope') {
      status = s;
      text = b;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
