import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { bufferedLogSink } from '../../src/log-node.js';

/** A stream that records each write it is given. */
const recorder = () => {
  const writes: string[] = [];
  return { writes, stream: { write: (text: string) => (writes.push(text), true), on: () => undefined } as unknown as NodeJS.WriteStream };
};
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe("Node's log sink", () => {
  it('writes the lines of one turn of the event loop in one write, in order', async () => {
    const out = recorder();
    const err = recorder();
    const sink = bufferedLogSink(out.stream, err.stream);
    sink('info', '{"n":1}');
    sink('info', '{"n":2}');
    sink('info', '{"n":3}');
    expect(out.writes).toEqual([]);
    await nextTurn();
    expect(out.writes).toEqual(['{"n":1}\n{"n":2}\n{"n":3}\n']);
    sink('info', '{"n":4}');
    await nextTurn();
    expect(out.writes).toEqual(['{"n":1}\n{"n":2}\n{"n":3}\n', '{"n":4}\n']);
    expect(err.writes).toEqual([]);
  });

  it('writes an error or a warning at once, after the lines gathered before it', async () => {
    const out = recorder();
    const err = recorder();
    const order: string[] = [];
    const sink = bufferedLogSink(
      { write: (t: string) => (order.push(`out:${t}`), out.writes.push(t), true), on: () => undefined } as unknown as NodeJS.WriteStream,
      { write: (t: string) => (order.push(`err:${t}`), err.writes.push(t), true), on: () => undefined } as unknown as NodeJS.WriteStream,
    );
    sink('info', 'before');
    sink('error', 'failed');
    sink('warn', 'careful');
    expect(order).toEqual(['out:before\n', 'err:failed\n', 'err:careful\n']);
    await nextTurn();
    expect(out.writes).toEqual(['before\n']);
  });

  it('loses the lines of a stream whose reader has gone (EPIPE), and the process goes on', async () => {
    const broken = () => new Writable({ write: (_chunk, _encoding, done) => done(Object.assign(new Error('write EPIPE'), { code: 'EPIPE' })) });
    const out = broken();
    const err = broken();
    const sink = bufferedLogSink(out as unknown as NodeJS.WriteStream, err as unknown as NodeJS.WriteStream);
    sink('info', 'nobody reads this');
    sink('error', 'nor this');
    await nextTurn();
    await nextTurn();
    // An 'error' event with no listener would have thrown out of the event loop (the process's end).
    expect(out.listenerCount('error')).toBe(1);
    expect(err.errored?.message).toBe('write EPIPE');
    sink('info', 'still logging');
    await nextTurn();
  });
});
