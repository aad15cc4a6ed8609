import { connect, type Socket } from 'node:net';

/**
 * A keep-alive HTTP/1.1 connection driven byte by byte, for the tests of the
 * front door: what a test writes is exactly what the server reads (pipelined,
 * split, unusual), and answers are read back in order. Only what the server
 * sends is understood: Content-Length bodies.
 */
export interface RawResponse {
  status: number;
  /** lower-case names */
  headers: Record<string, string>;
  body: string;
}

export class RawHttpConnection {
  private received = Buffer.alloc(0);
  private wake: (() => void) | null = null;
  private ended = false;

  private constructor(readonly socket: Socket) {
    socket.on('data', (chunk: Buffer) => {
      this.received = Buffer.concat([this.received, chunk]);
      this.wake?.();
    });
    socket.on('close', () => {
      this.ended = true;
      this.wake?.();
    });
    socket.on('error', () => {});
  }

  static open(url: string): Promise<RawHttpConnection> {
    const { hostname, port } = new URL(url);
    return new Promise((resolve, reject) => {
      const socket = connect(Number(port), hostname, () => resolve(new RawHttpConnection(socket)));
      socket.once('error', reject);
    });
  }

  /** Writes these bytes as one TCP write. */
  write(bytes: string): Promise<void> {
    return new Promise((resolve, reject) => this.socket.write(bytes, 'latin1', (e) => (e ? reject(e) : resolve())));
  }

  /** The next answer on the connection; head: it answers a HEAD (no body follows). */
  async next(o: { head?: boolean; timeoutMs?: number } = {}): Promise<RawResponse> {
    const deadline = Date.now() + (o.timeoutMs ?? 10_000);
    for (;;) {
      const parsed = this.parse(o.head ?? false);
      if (parsed) return parsed;
      if (this.ended) throw new Error(`connection closed; unread: ${JSON.stringify(this.received.toString('latin1'))}`);
      if (Date.now() > deadline) throw new Error('no answer in time');
      await new Promise<void>((resolve) => {
        this.wake = resolve;
        setTimeout(resolve, 50);
      });
      this.wake = null;
    }
  }

  /** Resolves when the server has closed the connection. */
  async closed(timeoutMs = 10_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!this.ended) {
      if (Date.now() > deadline) throw new Error('still open');
      await new Promise((r) => setTimeout(r, 20));
    }
  }

  close(): void {
    this.socket.destroy();
  }

  private parse(head: boolean): RawResponse | null {
    const text = this.received.toString('latin1');
    const end = text.indexOf('\r\n\r\n');
    if (end === -1) return null;
    const [statusLine = '', ...lines] = text.slice(0, end).split('\r\n');
    const headers: Record<string, string> = {};
    for (const line of lines) {
      const colon = line.indexOf(':');
      headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
    }
    if (headers['transfer-encoding']) throw new Error('chunked answers are not read here');
    const length = head ? 0 : Number(headers['content-length'] ?? 0);
    const bodyStart = Buffer.byteLength(text.slice(0, end + 4), 'latin1');
    if (this.received.length < bodyStart + length) return null;
    const body = this.received.subarray(bodyStart, bodyStart + length).toString('utf8');
    this.received = this.received.subarray(bodyStart + length);
    return { status: Number(statusLine.split(' ')[1]), headers, body };
  }
}
