import type { Socket } from 'node:net';
import type { FastRequest, Respond } from './fast-path.ts';
import { rawAnswer, rawJsonAnswer } from './raw-answer.ts';
import { DECLINE, type DoorHeaders, INCOMPLETE, MAX_HEAD_BYTES, readRequestHead } from './raw-request.ts';
import { owned, readIntoShared } from './shared-reads.ts';

/**
 * Short-link visits answered from the socket's bytes, before Node's HTTP
 * machinery. On this path Node's own per-request work (IncomingMessage,
 * ServerResponse, their stream hops and clean-up) costs more than the visit
 * itself: a bare Node `http` server answers a static 302 at ~60% of nginx's
 * rate on two cores, a raw socket at ~96%.
 *
 * Each new connection starts here. While its requests are plain GETs or
 * HEADs of cached links (raw-request.ts says which heads are plain), they are
 * answered here, one at a time and in order. A visit of a link not cached
 * yet waits here for `prepare` to load it, then is offered again: the first
 * visits after a start, or through a proxy's long-lived connections, keep
 * their connection on this path. The first request that is not answered here
 * (an API call, a page, a form post, an unknown link, anything unusual, a head
 * split across packets) hands the connection to Node's HTTP server for good,
 * with every byte not yet answered, exactly as if Node had read it from the
 * start. An answer still leaves only once its click is spooled: `take`
 * responds through ClickBatch.release, as on every path.
 *
 * The connection's bytes are read into the process's one buffer
 * (shared-reads.ts): a request is answered from them in the read's own call,
 * and whatever must outlive that call (the rest of a pipelined read, a request
 * waiting for a loading, a POST, the bytes handed to Node) is copied first.
 *
 * A POST with a Content-Length (tracking: ingestion-door.ts) is read with its
 * whole body and offered to `takePost`, which may still decline it after
 * looking (an error to report, a site to load): the request's bytes are then
 * put back and the connection handed over as for any other.
 */
export interface FrontDoorOptions {
  /** answers a plain request through respond, or returns false having done nothing */
  take(req: FastRequest, respond: Respond): boolean;
  /** for a request `take` declined: the loading after which it may take it, or null (Node answers it) */
  prepare?(req: FastRequest): Promise<unknown> | null;
  /** a POST and its body: answers it through reply (or declines it there), or returns false having done nothing */
  takePost?(req: PostRequest, reply: PostReply): boolean;
  /** Node's own handling of a connection (the HTTP server's original 'connection' listeners) */
  handOff(socket: Socket): void;
  /** the HTTP server's keep-alive timeout, which idle connections get here too */
  keepAliveMs(): number;
  /** a closing server takes no new request here: Node answers them, with `Connection: close` */
  isClosing(): boolean;
  logger: { error(obj: object, msg: string): void };
}

/**
 * How many loadings one request may wait for (its custom domain, then its
 * link) before Node answers it: a cache emptied again and again while it
 * waits must not hold it for ever.
 */
const MAX_PREPARES = 2;

/** A POST read at the front door: its head's kept headers and its whole body. */
export interface PostRequest {
  method: 'POST';
  url: string;
  headers: DoorHeaders;
  socket: Socket;
  body: Buffer;
}

/** How a taken POST is answered: once, either way. */
export interface PostReply {
  /** a JSON answer; `headers` are the route's own (the front door adds the common ones, as Fastify's hooks do) */
  json(status: number, body: string, secure: boolean, headers: readonly [string, string][]): void;
  /** not answered here after all: Node's HTTP server reads the request from its first byte */
  decline(): void;
}

/**
 * Idle connections are found by a sweep a few times per keep-alive time rather
 * than a timer per socket: re-arming a socket's timer on every read and write
 * costs a raw 302 server ~9% of its rate. An idle connection is closed between
 * one and one and a quarter keep-alive times after its last answer (never
 * before: a client may reuse it until then).
 */
const SWEEPS_PER_KEEP_ALIVE = 4;
const MIN_SWEEP_MS = 25;
const MAX_SWEEP_MS = 1_000;

export class FrontDoor {
  private readonly open = new Set<RawConnection>();
  private sweeper: NodeJS.Timeout | undefined;

  constructor(private readonly o: FrontDoorOptions) {}

  /** The HTTP server's 'connection' listener. */
  readonly accept = (socket: Socket): void => {
    this.open.add(new RawConnection(socket, this.o, this.open));
    if (this.sweeper === undefined) this.sweepSoon();
  };

  /** Server close: idle connections end now, busy ones right after their answer (which says so). */
  close(): void {
    for (const c of this.open) c.endWhenIdle();
  }

  private sweepSoon(): void {
    const every = Math.min(MAX_SWEEP_MS, Math.max(MIN_SWEEP_MS, this.o.keepAliveMs() / SWEEPS_PER_KEEP_ALIVE));
    this.sweeper = setTimeout(this.sweep, every);
    this.sweeper.unref();
  }

  private readonly sweep = (): void => {
    const idleSince = Date.now() - this.o.keepAliveMs();
    for (const c of this.open) c.closeIfIdleSince(idleSince);
    if (this.open.size > 0) this.sweepSoon();
    else this.sweeper = undefined;
  };
}

class RawConnection {
  /** bytes received and not answered yet (pipelined requests, while one is answered) */
  private pending: Buffer | null = null;
  /** a request is being answered: the next one waits, so answers stay in order */
  private busy = false;
  private peerEnded = false;
  /**
   * When the last answer went (or the connection came): the keep-alive time
   * runs from there. Bytes that come in are answered or handed to Node, so
   * they need no time of their own.
   */
  private seenAt = Date.now();
  /** Node's HTTP server owns the socket now: nothing more is written from here */
  private handedOff = false;
  /** the bytes of the POST being answered, put back if it is declined */
  private post: Buffer | null = null;
  /** loadings the request at the head of `pending` waited for (prepare) */
  private prepares = 0;
  /** when that request was read, if it waits for a loading (its latency counts from then: FastRequest.readAt) */
  private readAt: number | undefined = undefined;

  constructor(
    private readonly socket: Socket,
    private readonly o: FrontDoorOptions,
    private readonly open: Set<RawConnection>,
  ) {
    if (!readIntoShared(socket, this.onShared)) socket.on('data', this.onData);
    socket.on('end', this.onEnd);
    socket.on('error', ignore); // 'close' follows
    socket.on('close', this.onClose);
  }

  endWhenIdle(): void {
    if (!this.busy) this.socket.end();
  }

  /** The keep-alive timeout: a connection not answering anything, silent since before `time`. */
  closeIfIdleSince(time: number): void {
    if (!this.busy && this.seenAt < time) this.socket.destroy();
  }

  /** A read into the shared buffer: the bytes not answered in this call are kept as a copy. */
  private readonly onShared = (bytes: Buffer): boolean => {
    // Node's HTTP server reads the socket itself, and hands it back only when it lets go of it (an
    // upgrade): from then on its bytes go out as 'data' events, as a socket read the usual way
    if (this.handedOff) return this.socket.push(Buffer.from(bytes));
    this.onData(bytes);
    if (this.pending !== null) this.pending = owned(this.pending);
    return true;
  };

  private readonly onData = (chunk: Buffer): void => {
    this.pending = this.pending === null ? chunk : Buffer.concat([this.pending, chunk]);
    if (!this.busy) this.work();
    // a client pipelining faster than its answers go: stop reading until they went
    else if (this.pending.length > MAX_HEAD_BYTES) this.socket.pause();
  };

  private work(): void {
    while (this.pending !== null && !this.busy) {
      const bytes = this.pending;
      const r = this.o.isClosing() ? DECLINE : readRequestHead(bytes, 0);
      if (r === DECLINE || r === INCOMPLETE || (r.method === 'POST' && this.o.takePost === undefined)) {
        this.handOff();
        return;
      }
      const end = r.end + r.bodyLength;
      // the rest of a POST's body is on its way: read again once it came
      if (end > bytes.length) return;
      this.pending = end < bytes.length ? bytes.subarray(end) : null;
      this.busy = true;
      let taken: boolean;
      try {
        if (r.method === 'POST') {
          // the POST may be answered (or declined) after this read: its bytes are kept
          const post = owned(bytes.subarray(0, end));
          this.post = post;
          const body = post.subarray(r.end, end);
          taken = (this.o.takePost as NonNullable<FrontDoorOptions['takePost']>)(
            { method: 'POST', url: r.url, headers: r.headers, socket: this.socket, body },
            this.newPostReply(),
          );
        } else {
          const req: FastRequest = {
            method: r.method,
            url: r.url,
            headers: r.headers,
            socket: this.socket,
            readAt: this.readAt,
          };
          // what this request waited for ends with this offer: an answer written at once goes on to the
          // next request (answered → work) before take returns, and that one keeps its own
          const prepares = this.prepares;
          this.prepares = 0;
          this.readAt = undefined;
          taken = this.o.take(req, this.respond);
          if (!taken && prepares < MAX_PREPARES) {
            const loading = this.o.prepare?.(req) ?? null;
            if (loading !== null) {
              // the request stays first in line, the connection busy, until what it lacks is loaded (or failed to)
              this.prepares = prepares + 1;
              this.readAt = req.readAt ?? performance.now();
              this.pending = bytes;
              loading.then(this.prepared, this.unprepared);
              return;
            }
          }
        }
      } catch (error) {
        // a fault here must not take the process down: Node and Fastify answer the request, and report it their way
        this.o.logger.error({ err: error }, 'front door: request not taken');
        taken = false;
      }
      if (!taken) {
        this.busy = false;
        this.post = null;
        this.pending = bytes;
        this.handOff();
        return;
      }
    }
  }

  /** A waiting request's loading failed: Node answers it (and asks again, reporting a fault its way). */
  private readonly unprepared = (): void => {
    this.prepares = MAX_PREPARES;
    this.prepared();
  };

  /** What a waiting request lacked is loaded: it is offered again (or goes to Node). */
  private readonly prepared = (): void => {
    this.busy = false;
    if (this.handedOff || this.socket.destroyed) return;
    this.socket.resume();
    this.work();
  };

  private readonly respond: Respond = (answer, head, secure) => {
    const close = this.answering();
    if (close === undefined) return;
    this.socket.write(rawAnswer(answer, head, Math.floor(this.o.keepAliveMs() / 1000), close, this.seenAt, secure));
    this.answered(close);
  };

  /** The reply of one POST: answered or declined once, and only while it is the request being answered. */
  private newPostReply(): PostReply {
    let done = false;
    return {
      json: (status, body, secure, headers) => {
        if (done) return;
        done = true;
        this.post = null;
        const close = this.answering();
        if (close === undefined) return;
        const keepAlive = Math.floor(this.o.keepAliveMs() / 1000);
        this.socket.write(rawJsonAnswer(status, body, headers, keepAlive, close, this.seenAt, secure));
        this.answered(close);
      },
      decline: () => {
        if (done) return;
        done = true;
        const post = this.post;
        this.post = null;
        this.busy = false;
        if (this.handedOff || this.socket.destroyed || post === null) return;
        this.pending = this.pending === null ? post : Buffer.concat([post, this.pending]);
        this.handOff();
      },
    };
  }

  /**
   * The request being answered is done: whether its answer closes the
   * connection, or undefined when there is no answer to write (the socket is
   * gone, or Node answers it: a take that threw after queuing its answer).
   */
  private answering(): boolean | undefined {
    this.busy = false;
    if (this.handedOff || this.socket.destroyed) return undefined;
    this.seenAt = Date.now();
    return this.o.isClosing();
  }

  /** After an answer: the connection ends, or goes on with the next request. */
  private answered(close: boolean): void {
    if (close) {
      this.socket.end();
    } else if (this.pending !== null) {
      this.socket.resume();
      this.work();
    } else if (this.peerEnded) {
      this.socket.end();
    }
  }

  private readonly onEnd = (): void => {
    this.peerEnded = true;
    if (!this.busy) this.socket.end();
  };

  private readonly onClose = (): void => {
    this.open.delete(this);
  };

  /**
   * From here Node's HTTP server owns the connection: it reads the bytes not
   * answered yet (put back in the stream) and then the socket, as if it had
   * read them from the start.
   */
  private handOff(): void {
    const s = this.socket;
    this.handedOff = true;
    this.open.delete(this);
    s.removeListener('data', this.onData);
    s.removeListener('end', this.onEnd);
    s.removeListener('error', ignore);
    s.removeListener('close', this.onClose);
    s.pause();
    if (this.pending !== null) s.unshift(owned(this.pending));
    this.pending = null;
    this.o.handOff(s);
    s.resume();
  }
}

function ignore(): void {}
