import type { Client, PoolClient } from 'pg';

/** The part of a socket that node-postgres writes to. */
interface Writable {
  write(chunk: Uint8Array | string, encodingOrCallback?: BufferEncoding | ((err?: Error | null) => void), callback?: (err?: Error | null) => void): boolean;
}

/**
 * Sends what node-postgres writes in one turn of the event loop as one write. It writes each
 * protocol message apart (a statement is Parse, Bind, Describe, Execute and Sync: five writes):
 * - on a socket with Nagle's algorithm on (a Worker's TCP socket), the writes after the first wait
 *   for its acknowledgement, which PostgreSQL delays by 40 ms: measured under `wrangler dev`, every
 *   statement took 40 ms longer than its work (bench/README.md, "The Worker's database path");
 * - on Node, where node-postgres turns Nagle off, each write is a system call of its own.
 * The writes keep their order; each one's callback runs once the combined write is done.
 */
export function coalesceWrites(socket: Writable): void {
  const write = socket.write.bind(socket);
  let chunks: Uint8Array[] = [];
  let callbacks: ((err?: Error | null) => void)[] = [];
  const flush = () => {
    const data = chunks.length === 1 ? (chunks[0] as Uint8Array) : Buffer.concat(chunks);
    const done = callbacks;
    chunks = [];
    callbacks = [];
    write(data, (err?: Error | null) => {
      for (const callback of done) callback(err);
    });
  };
  socket.write = (chunk, encodingOrCallback, callback) => {
    const encoding = typeof encodingOrCallback === 'string' ? encodingOrCallback : 'utf8';
    const then = typeof encodingOrCallback === 'function' ? encodingOrCallback : callback;
    const data = typeof chunk === 'string' ? Buffer.from(chunk, encoding) : chunk;
    if (data.length === 0 && chunks.length === 0) return write(data, then);
    if (chunks.length === 0) queueMicrotask(flush);
    chunks.push(data);
    if (then) callbacks.push(then);
    return true;
  };
}

/** For a pool's `connect` event: the new connection's socket coalesces its writes. */
export function coalescePoolClientWrites(client: PoolClient): void {
  // PoolClient's type leaves out the connection that every node-postgres Client has.
  coalesceWrites((client as unknown as Client).connection.stream as unknown as Writable);
}
