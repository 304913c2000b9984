import type { Context } from 'hono';
import { clientBucket } from './client-address.js';
import type { AppEnv } from './context.js';
import { ApiError } from './problem.js';

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
  const caller = c.get('caller');
  const address = caller ? undefined : c.get('deps').clientAddress?.(c);
  const key = caller ? `user:${caller.id}` : address !== undefined ? `address:${clientBucket(address)}` : undefined;
  if (key === undefined) return undefined;
  const release = slots.take(key);
  if (release) return release;
  c.header('Retry-After', String(retryAfterSeconds));
  throw new ApiError('rate-limited', `At most ${slots.perClient} event streams may be open at once per ${caller ? 'account' : 'client address'}; close one, or retry in ${retryAfterSeconds} s.`, {
    limit: 'streamsPerClient',
    quota: slots.perClient,
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
