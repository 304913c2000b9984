import { connect, createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

/**
 * A TCP proxy between a database driver and PostgreSQL that counts round trips: a round trip
 * is one turn of the client, a burst of client bytes sent after the server has spoken (or the
 * first client bytes of a connection), which the server then answers. However many messages a
 * burst holds (Parse, Bind, Execute, Sync), it costs one trip across the network.
 *
 * A connection's start-up (SSL request, start-up message, authentication) is not counted: its
 * turns count only once the server has said ReadyForQuery ('Z') for the first time.
 */
export interface RoundTripProxy {
  port: number;
  /** Round trips since the last reset, over every connection. */
  readonly roundTrips: number;
  /** Connections opened since the last reset (each one's start-up is not in `roundTrips`). */
  readonly connections: number;
  reset(): void;
  close(): Promise<void>;
}

/** Follows the server's side of one connection to see its first ReadyForQuery. */
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
    // Typed messages: one byte of type, then a length that counts itself.
    while (this.buffer.length >= 5) {
      const type = String.fromCharCode(this.buffer[0]!);
      const length = this.buffer.readInt32BE(1);
      if (this.buffer.length < 1 + length) return;
      this.buffer = this.buffer.subarray(1 + length);
      if (type === 'Z') {
        this.ready = true;
        this.buffer = Buffer.alloc(0);
        return;
      }
    }
  }
}

/** Listens on 127.0.0.1 (a free port) and forwards every connection to `target`. */
export async function startRoundTripProxy(target: { host: string; port: number }): Promise<RoundTripProxy> {
  let roundTrips = 0;
  let connections = 0;
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    connections++;
    const upstream = connect(target.port, target.host);
    sockets.add(client).add(upstream);
    const watch = new StartupWatch();
    // Who sent the last bytes on this connection: a client turn starts when it was the server.
    let lastSpeaker: 'none' | 'client' | 'server' = 'none';
    client.on('data', (chunk: Buffer) => {
      watch.clientSent(chunk, lastSpeaker === 'none');
      if (lastSpeaker !== 'client' && watch.ready) roundTrips++;
      lastSpeaker = 'client';
      upstream.write(chunk);
    });
    upstream.on('data', (chunk: Buffer) => {
      watch.serverSent(chunk);
      lastSpeaker = 'server';
      client.write(chunk);
    });
    const closeBoth = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('close', closeBoth);
    upstream.on('close', closeBoth);
    client.on('error', closeBoth);
    upstream.on('error', closeBoth);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    get roundTrips() {
      return roundTrips;
    },
    get connections() {
      return connections;
    },
    reset() {
      roundTrips = 0;
      connections = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
