import type { Context } from 'hono';
import { clientBucketOf } from './client-address.js';
import type { AppEnv } from './context.js';
import { ApiError } from './problem.js';

/** A place among a client's open streams on Workers: the counter object that holds it (rate-limit-worker.ts) and its ticket. */
export interface StreamTicket {
  counter: string;
  ticket: string;
}

/** Open event streams per account, or per client address for anonymous readers (LIMIT_STREAMS_PER_CLIENT). */
export const defaultStreamsPerClient = 20;

/** How long a refused reader is asked to wait: slots free as soon as another stream closes. */
const retryAfterSeconds = 10;

/**
 * Counts the event streams this process holds open per client. A stream holds memory and a
 * socket for as long as its reader likes, so the number open at once is what is limited, not the
 * rate at which they are opened.
 */
export class StreamSlots {
  private readonly open = new Map<string, number>();

  constructor(readonly perClient: number) {}

  /** Takes a slot for `key`; the answer frees it (once, however often it is called), or is undefined when none is left. */
  take(key: string): (() => void) | undefined {
    const held = this.open.get(key) ?? 0;
    if (this.perClient > 0 && held >= this.perClient) return undefined;
    this.open.set(key, held + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.open.get(key) ?? 1) - 1;
      if (left > 0) this.open.set(key, left);
      else this.open.delete(key);
    };
  }
}

/**
 * A slot for one more stream of this caller (an account by its user, an anonymous reader by its
 * address, IPv6 per /64), or 429 `rate-limited`. Undefined when there is nobody to count (an
 * anonymous request whose address the runtime does not know).
 */
export function takeStreamSlot(c: Context<AppEnv>, slots: StreamSlots): (() => void) | undefined {
  const key = streamKey(c);
  if (key === undefined) return undefined;
  return slots.take(key) ?? refuse(c, slots.perClient);
}

/**
 * Workers: a ticket for one more stream from the counter shared by every isolate, handed to the
 * Durable Object that will hold the stream (it gives the ticket back when the reader goes), or
 * 429 as above. Undefined when there is nothing to count or no shared counter.
 */
export async function takeSharedStreamSlot(c: Context<AppEnv>): Promise<StreamTicket | undefined> {
  const { sharedStreams, config } = c.get('deps');
  const perClient = config.streamsPerClient ?? defaultStreamsPerClient;
  const key = streamKey(c);
  if (!sharedStreams || key === undefined || perClient <= 0) return undefined;
  return (await sharedStreams.take(key, perClient)) ?? refuse(c, perClient);
}

/** Who a stream counts against: an account by its user, an anonymous reader by its address (IPv6 per /64). */
function streamKey(c: Context<AppEnv>): string | undefined {
  const caller = c.get('caller');
  if (caller) return `user:${caller.id}`;
  const bucket = clientBucketOf(c);
  return bucket === undefined ? undefined : `address:${bucket}`;
}

function refuse(c: Context<AppEnv>, perClient: number): never {
  c.header('Retry-After', String(retryAfterSeconds));
  throw new ApiError('rate-limited', `At most ${perClient} event streams may be open at once per ${c.get('caller') ? 'account' : 'client address'}; close one, or retry in ${retryAfterSeconds} s.`, {
    limit: 'streamsPerClient',
    quota: perClient,
    retryAfter: retryAfterSeconds,
  });
}

/** A stream's start that gives its slot back when the stream closes (at once if it never opens). */
export function holdingSlot<S extends { onClose(listener: () => void): void }>(release: (() => void) | undefined, start: (sink: S) => void): (sink: S) => void {
  if (!release) return start;
  return (sink) => {
    sink.onClose(release);
    start(sink);
  };
}
