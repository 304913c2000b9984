import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';

/**
 * Where one Server-Sent Events stream's frames go. `write` queues a frame in order and returns at
 * once; `onClose` runs once when the reader has gone (or the stream was ended).
 */
export interface SseSink {
  write(frame: string): void;
  readonly closed: boolean;
  onClose(listener: () => void): void;
  /** Ends the stream from our side (the reader reconnects with `Last-Event-ID`). */
  end(): void;
  /** When the last frame was written (Date.now()), for the shared heartbeat. */
  readonly lastWrite: number;
}

export const sseFrame = (id: string, event: string, data: string) => `id: ${id}\nevent: ${event}\ndata: ${data}\n\n`;

/**
 * One timer for every stream with the same interval: each tick sends `: heartbeat` to the streams
 * that wrote nothing for `everyMs`. A timer per stream would cost 10,000 timers (and their
 * promises) for 10,000 idle readers.
 */
class Heartbeat {
  private readonly sinks = new Set<SseSink>();
  private timer: ReturnType<typeof setInterval> | undefined;

  constructor(private readonly everyMs: number) {}

  add(sink: SseSink): void {
    this.sinks.add(sink);
    if (!this.timer) {
      // Late by at most a tenth of the interval (and never ticking faster than every 10 ms).
      this.timer = setInterval(() => this.tick(), Math.max(10, Math.min(1000, this.everyMs / 10)));
      (this.timer as { unref?: () => void }).unref?.();
    }
  }

  delete(sink: SseSink): void {
    this.sinks.delete(sink);
    if (this.sinks.size === 0 && this.timer) {
      clearInterval(this.timer);
      this.timer = undefined;
    }
  }

  private tick(): void {
    const due = Date.now() - this.everyMs;
    for (const sink of this.sinks) if (sink.lastWrite <= due) sink.write(': heartbeat\n\n');
  }
}

const heartbeats = new Map<number, Heartbeat>();
function heartbeatFor(everyMs: number): Heartbeat {
  let beat = heartbeats.get(everyMs);
  if (!beat) heartbeats.set(everyMs, (beat = new Heartbeat(everyMs)));
  return beat;
}

/** A reader that keeps this much unread is dropped: it resumes by `Last-Event-ID` when it is back. */
const maxBufferedBytes = 1 << 20;

/** The bits of Node's ServerResponse a stream needs (no import of node:http: Workers load this file too). */
interface NodeResponse {
  readonly headersSent: boolean;
  readonly destroyed: boolean;
  readonly writableLength: number;
  writeHead(status: number, headers: Record<string, string | string[]>): unknown;
  flushHeaders(): void;
  write(chunk: string): boolean;
  end(): unknown;
  destroy(): unknown;
  once(event: 'close', listener: () => void): unknown;
}

/** @hono/node-server leaves a response alone when it carries this header (its RESPONSE_ALREADY_SENT). */
const alreadySentHeader = 'x-hono-already-sent';

/** Straight onto Node's socket: no web streams, no promise per frame. */
class NodeSink implements SseSink {
  lastWrite = Date.now();
  closed = false;
  private readonly closeListeners: (() => void)[] = [];

  constructor(private readonly res: NodeResponse) {
    res.once('close', () => this.markClosed());
  }

  write(frame: string): void {
    if (this.closed) return;
    this.res.write(frame);
    this.lastWrite = Date.now();
    if (this.res.writableLength > maxBufferedBytes) this.res.destroy();
  }

  onClose(listener: () => void): void {
    if (this.closed) listener();
    else this.closeListeners.push(listener);
  }

  end(): void {
    if (!this.closed) this.res.end();
    this.markClosed();
  }

  private markClosed(): void {
    if (this.closed) return;
    this.closed = true;
    for (const listener of this.closeListeners.splice(0)) listener();
  }
}

/** Through Hono's streamSSE (tests through `app.request`, any runtime but Node's server). */
class WebSink implements SseSink {
  lastWrite = Date.now();
  closed = false;
  private readonly closeListeners: (() => void)[] = [];
  private readonly ended: Promise<void>;
  private finish!: () => void;

  constructor(private readonly stream: { write(text: string): Promise<unknown>; onAbort(listener: () => void): void; close(): Promise<void> }) {
    this.ended = new Promise((resolve) => (this.finish = resolve));
    stream.onAbort(() => this.markClosed());
  }

  write(frame: string): void {
    if (this.closed) return;
    this.lastWrite = Date.now();
    this.stream.write(frame).catch(() => this.markClosed());
  }

  onClose(listener: () => void): void {
    if (this.closed) listener();
    else this.closeListeners.push(listener);
  }

  end(): void {
    this.markClosed();
  }

  /** Resolves once the stream is over: streamSSE closes the response when its callback returns. */
  untilClosed(): Promise<void> {
    return this.ended;
  }

  private markClosed(): void {
    if (this.closed) return;
    this.closed = true;
    for (const listener of this.closeListeners.splice(0)) listener();
    this.finish();
  }
}

const closedSink: SseSink = { closed: true, lastWrite: 0, write() {}, end() {}, onClose: (listener) => listener() };

/**
 * Answers `c` with an SSE stream and hands its sink to `start`, which writes to it whenever it
 * likes (from hub signals) and cleans up in `onClose` (the sink may already be closed). A
 * `: heartbeat` goes out after `heartbeatMs` without a frame, from one shared timer.
 *
 * On Node's server the frames go straight onto the socket once the middlewares have added their
 * headers: an idle stream then holds no web stream, no pending promise and no timer of its own,
 * and the request's context is let go.
 */
export function respondWithSse(c: Context, heartbeatMs: number, start: (sink: SseSink) => void): Response {
  c.header('Cache-Control', 'no-store');
  c.header('X-Accel-Buffering', 'no');
  const outgoing = (c.env as { outgoing?: NodeResponse } | undefined)?.outgoing;
  if (outgoing && typeof outgoing.writeHead === 'function') {
    const response = c.body(null, 200, { 'Content-Type': 'text/event-stream', [alreadySentHeader]: 'true' });
    // node-server writes a response still in its light form (status, body, headers kept as given)
    // itself, without looking for the already-sent header; reading `body` turns it into a real one.
    void response.body;
    // After the middlewares (CORS, framing, rate limit) have set their headers on the response.
    setImmediate(() => {
      const final = c.res;
      if (outgoing.headersSent || outgoing.destroyed || !final.headers.has(alreadySentHeader)) {
        // Something replaced our response (an error, a middleware): node-server answers that one,
        // and `start` gets a closed sink so that it lets go of what it holds.
        start(closedSink);
        return;
      }
      const headers: Record<string, string | string[]> = {};
      final.headers.forEach((value, name) => {
        if (name !== alreadySentHeader && name !== 'content-length') headers[name] = value;
      });
      const cookies = (final.headers as Headers & { getSetCookie?(): string[] }).getSetCookie?.() ?? [];
      if (cookies.length > 0) headers['set-cookie'] = cookies;
      outgoing.writeHead(200, headers);
      outgoing.flushHeaders();
      const sink = new NodeSink(outgoing);
      track(sink, heartbeatMs);
      try {
        start(sink);
      } catch (err) {
        // Outside the request's handler now: nothing else would catch it.
        console.error('event stream failed to start:', err);
        sink.end();
      }
    });
    return response;
  }
  const response = streamSSE(c, async (stream) => {
    const sink = new WebSink(stream);
    track(sink, heartbeatMs);
    start(sink);
    await sink.untilClosed();
  });
  // streamSSE sets `no-cache`; a stream is never to be stored (the same as on Node's server).
  c.header('Cache-Control', 'no-store');
  response.headers.set('Cache-Control', 'no-store');
  return response;
}

/** A read failed (the database is away): the reader reconnects and resumes by `Last-Event-ID`. */
export function endOnError(sink: SseSink, err: unknown): void {
  console.error(`event stream ended: ${err instanceof Error ? err.message : String(err)}`);
  sink.end();
}

/** Aborts when the stream closes (for a loop that sleeps between reads). */
export function closedSignal(sink: SseSink): AbortSignal {
  const controller = new AbortController();
  sink.onClose(() => controller.abort());
  return controller.signal;
}

function track(sink: SseSink, heartbeatMs: number): void {
  const beat = heartbeatFor(heartbeatMs);
  beat.add(sink);
  sink.onClose(() => beat.delete(sink));
}
