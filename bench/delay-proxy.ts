import { connect, createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

/**
 * A TCP proxy in front of PostgreSQL that models distance and counts round trips (bench only).
 *
 * Every chunk, in either direction, is held `delayMs` before it is passed on, so one round trip
 * through the proxy costs 2 × delayMs more than it would without it. Chunks keep their order
 * (timers of equal length fire in the order they were set).
 *
 * A round trip is one turn of the client: a burst of client bytes after the server has spoken
 * (or the first bytes of a connection). However many messages a burst holds (Parse, Bind,
 * Execute, Sync), it crosses the distance once. Turns are counted in three kinds:
 * - `setup`: a connection's start-up (SSL request, start-up message, authentication), until the
 *   server's first ReadyForQuery;
 * - `pooler`: a pooler's own housekeeping after a client left (PgBouncer's `DISCARD ALL`);
 * - `queries`: every other turn. A burst that only says Terminate ('X') is not a turn (nothing answers it).
 * A turn is counted when the server's answer has crossed back to the client: a request's own
 * round trips are all counted by the time it responds, while work it leaves running beside its
 * response (a notification, a connection's end) is counted later.
 */
export interface DelayProxy {
  port: number;
  /** Counters since the last reset. */
  counts(): ProxyCounts;
  reset(): void;
  /** Resolves once nothing is in flight and neither side has sent anything for `quietMs`. */
  quiet(quietMs: number): Promise<void>;
  close(): Promise<void>;
}

export interface ProxyCounts {
  queries: number;
  setup: number;
  pooler: number;
  connections: number;
}

/** The messages of a client burst after start-up: is it only Terminate, or a pooler's reset? */
function classify(chunk: Buffer): 'terminate' | 'pooler' | 'query' {
  if (chunk.length >= 5 && chunk[0] === 0x58 /* X */ && chunk.length === 5) return 'terminate';
  if (chunk.length >= 5 && chunk[0] === 0x51 /* Q */) {
    const text = chunk.subarray(5, 1 + chunk.readInt32BE(1)).toString('utf8').replace(/\0+$/, '').trim().toUpperCase();
    if (text === 'DISCARD ALL' || text === 'DISCARD ALL;') return 'pooler';
  }
  return 'query';
}

/** Follows the server's side of one connection until its first ReadyForQuery ('Z'). */
class StartupWatch {
  ready = false;
  private buffer = Buffer.alloc(0);
  private expectSslAnswer = false;

  clientSent(chunk: Buffer, first: boolean): void {
    // An SSLRequest or GSSENCRequest (length 8, then a code) is answered by a single byte.
    if (first && chunk.length >= 8 && chunk.readInt32BE(0) === 8) {
      const code = chunk.readInt32BE(4);
      if (code === 80877103 || code === 80877104) this.expectSslAnswer = true;
    }
  }

  serverSent(chunk: Buffer): void {
    if (this.ready) return;
    this.buffer = Buffer.concat([this.buffer, chunk]);
    if (this.expectSslAnswer && this.buffer.length >= 1) {
      this.expectSslAnswer = false;
      this.buffer = this.buffer.subarray(1);
    }
    while (this.buffer.length >= 5) {
      const type = this.buffer[0]!;
      const length = this.buffer.readInt32BE(1);
      if (this.buffer.length < 1 + length) return;
      this.buffer = this.buffer.subarray(1 + length);
      if (type === 0x5a /* Z */) {
        this.ready = true;
        this.buffer = Buffer.alloc(0);
        return;
      }
    }
  }
}

/** Listens on 127.0.0.1 (a free port) and forwards each connection to `target`, `delayMs` each way. */
export async function startDelayProxy(target: { host: string; port: number }, delayMs: number): Promise<DelayProxy> {
  const counts: ProxyCounts = { queries: 0, setup: 0, pooler: 0, connections: 0 };
  const sockets = new Set<Socket>();
  let inFlight = 0;
  let lastActivity = performance.now();
  const later = (write: () => void) => {
    inFlight++;
    lastActivity = performance.now();
    setTimeout(() => {
      inFlight--;
      lastActivity = performance.now();
      write();
    }, delayMs);
  };
  const server: Server = createServer((client) => {
    client.setNoDelay(true);
    counts.connections++;
    const upstream = connect(target.port, target.host);
    upstream.setNoDelay(true);
    sockets.add(client).add(upstream);
    const watch = new StartupWatch();
    let lastSpeaker: 'none' | 'client' | 'server' = 'none';
    let closed = false;
    // The turn waiting for the server's answer: it is counted once that answer has crossed back.
    let awaiting: 'queries' | 'setup' | 'pooler' | undefined;
    client.on('data', (chunk: Buffer) => {
      watch.clientSent(chunk, lastSpeaker === 'none');
      if (lastSpeaker !== 'client') {
        if (!watch.ready) awaiting = 'setup';
        else {
          const kind = classify(chunk);
          awaiting = kind === 'query' ? 'queries' : kind === 'pooler' ? 'pooler' : undefined;
        }
      }
      lastSpeaker = 'client';
      later(() => closed || upstream.write(chunk));
    });
    upstream.on('data', (chunk: Buffer) => {
      watch.serverSent(chunk);
      const answered = lastSpeaker === 'client' ? awaiting : undefined;
      if (answered) awaiting = undefined;
      lastSpeaker = 'server';
      later(() => {
        if (closed) return;
        client.write(chunk);
        if (answered) counts[answered]++;
      });
    });
    // An end travels the distance too, after the bytes before it.
    const closeBoth = () =>
      later(() => {
        closed = true;
        client.destroy();
        upstream.destroy();
        sockets.delete(client);
        sockets.delete(upstream);
      });
    client.on('close', closeBoth);
    upstream.on('close', closeBoth);
    client.on('error', () => {});
    upstream.on('error', () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    counts: () => ({ ...counts }),
    reset() {
      counts.queries = counts.setup = counts.pooler = counts.connections = 0;
    },
    async quiet(quietMs) {
      for (;;) {
        const idle = performance.now() - lastActivity;
        if (inFlight === 0 && idle >= quietMs) return;
        await new Promise((r) => setTimeout(r, Math.max(5, quietMs - idle)));
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
