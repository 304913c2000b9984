import { describe, expect, it } from 'vitest';
import { coalesceWrites } from '../../src/db/coalesce-writes.js';

/** A socket that records each write it is given and acknowledges it on the next turn. */
function recordingSocket() {
  const writes: string[] = [];
  const socket = {
    write(chunk: Uint8Array | string, encodingOrCallback?: unknown, callback?: (err?: Error | null) => void): boolean {
      writes.push(Buffer.from(chunk as Uint8Array).toString());
      const done = typeof encodingOrCallback === 'function' ? (encodingOrCallback as typeof callback) : callback;
      setTimeout(() => done?.(null), 0);
      return true;
    },
  };
  return { socket, writes };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('coalesceWrites: what node-postgres writes in one turn goes out as one write', () => {
  it("sends a statement's five messages as one write, in order", async () => {
    const { socket, writes } = recordingSocket();
    coalesceWrites(socket);
    for (const message of ['P', 'B', 'D', 'E', 'S']) expect(socket.write(Buffer.from(message))).toBe(true);
    expect(writes).toEqual([]);
    await tick();
    expect(writes).toEqual(['PBDES']);
  });

  it('keeps writes of different turns apart, and calls every callback once the combined write is done', async () => {
    const { socket, writes } = recordingSocket();
    coalesceWrites(socket);
    const called: string[] = [];
    socket.write(Buffer.from('a'), () => called.push('a'));
    socket.write('b', 'utf8', () => called.push('b'));
    await Promise.resolve();
    await Promise.resolve();
    expect(writes).toEqual(['ab']);
    expect(called).toEqual([]);
    socket.write(Buffer.from('c'), () => called.push('c'));
    await tick();
    expect(writes).toEqual(['ab', 'c']);
    expect(called).toEqual(['a', 'b', 'c']);
  });

  it("passes an empty write (a socket end's) straight through when nothing waits", async () => {
    const { socket, writes } = recordingSocket();
    coalesceWrites(socket);
    let ended = false;
    socket.write(Buffer.alloc(0), () => (ended = true));
    expect(writes).toEqual(['']);
    await tick();
    expect(ended).toBe(true);
  });
});
