import type { StoredEvent } from '../db/events.js';
import { Doorbell } from './doorbell.js';
import type { LiveHub } from './hub.js';
import { serialPump } from './pump.js';

/**
 * One reader of one user's inbox, woken by the hub. Events the notifications carry are taken
 * as they come while they follow the cursor without a gap; anything else (a gap, an event too
 * large to be carried, a lost connection) means one read from the database, which stays the
 * source of truth. Idle, it costs no query and holds no connection.
 */
export class InboxFollower {
  private readonly doorbell: Doorbell | undefined;
  private readonly heard: StoredEvent[] = [];
  private reread = false;
  private readonly unsubscribe: () => void;

  /** `onSignal`, when given, is called on each ring instead of waking `wait` (a stream pumps on it). */
  constructor(
    hub: LiveHub,
    userId: string,
    private cursor: number,
    onSignal?: () => void,
  ) {
    // Made before listening: a ring before the first wait is kept.
    this.doorbell = onSignal ? undefined : new Doorbell();
    this.unsubscribe = hub.onInbox(userId, (heard) => {
      if (heard === 'resync' || !heard.event) {
        if (heard === 'resync' || heard.seq > this.cursor) this.reread = true;
      } else if (heard.event.seq > this.cursor) {
        this.heard.push(heard.event);
      } else {
        return;
      }
      if (onSignal) onSignal();
      else this.doorbell?.ring();
    });
  }

  get position(): number {
    return this.cursor;
  }

  /**
   * The next events after the cursor, oldest first, advancing it: what the notifications
   * brought, or a read when they cannot be trusted to be complete. Empty when nothing is new.
   */
  async take(read: (after: number) => Promise<StoredEvent[]>): Promise<StoredEvent[]> {
    const taken: StoredEvent[] = [];
    while (!this.reread && this.heard.length > 0) {
      const event = this.heard.shift() as StoredEvent;
      if (event.seq <= this.cursor) continue;
      if (event.seq !== this.cursor + 1) {
        this.reread = true;
        break;
      }
      taken.push(event);
      this.cursor = event.seq;
    }
    if (this.reread) {
      // Cleared before the read: whatever arrives meanwhile is judged against the new cursor.
      this.reread = false;
      this.heard.length = 0;
      const found = await read(this.cursor);
      taken.push(...found);
      this.cursor = found.at(-1)?.seq ?? this.cursor;
    }
    return taken;
  }

  /** Asks for one read from the database at the next `take` (the first, or after a full page). */
  rereadNext(): void {
    this.reread = true;
  }

  /** Waits up to `ms` for something new: true when woken, false on time out. */
  wait(ms: number, signal: AbortSignal): Promise<boolean> {
    if (!this.doorbell) throw new Error('This follower pumps on its signal; it cannot wait.');
    return this.doorbell.wait(ms, signal);
  }

  close(): void {
    this.unsubscribe();
  }
}

/**
 * Pushes one inbox to a stream as the hub rings: each ring runs `take` (one at a time, again if
 * rung meanwhile) and sends what it returns. An idle stream holds only its hub listener: no
 * timer, no pending promise. Starts with one read from `cursor`; a full page asks for another.
 * `stop` lets go of the hub; `failed` is called (once) if a read fails.
 */
export function pumpInbox(opts: {
  hub: LiveHub;
  userId: string;
  cursor: number;
  pageSize: number;
  read: (after: number) => Promise<StoredEvent[]>;
  send: (event: StoredEvent) => void;
  failed: (err: unknown) => void;
}): { stop(): void } {
  const pump = serialPump({
    step: async (stopped) => {
      const found = await follower.take(opts.read);
      if (stopped()) return false;
      for (const event of found) opts.send(event);
      if (found.length < opts.pageSize) return false;
      follower.rereadNext();
      return true;
    },
    onStop: () => follower.close(),
    failed: opts.failed,
  });
  const follower = new InboxFollower(opts.hub, opts.userId, opts.cursor, pump.ring);
  follower.rereadNext();
  pump.ring();
  return { stop: pump.stop };
}
