import type { StoredEvent } from '../db/events.js';
import { Doorbell } from './doorbell.js';
import type { LiveHub } from './hub.js';

/**
 * One reader of one user's inbox, woken by the hub. Events the notifications carry are taken
 * as they come while they follow the cursor without a gap; anything else (a gap, an event too
 * large to be carried, a lost connection) means one read from the database, which stays the
 * source of truth. Idle, it costs no query and holds no connection.
 */
export class InboxFollower {
  private readonly doorbell = new Doorbell();
  private readonly heard: StoredEvent[] = [];
  private reread = false;
  private readonly unsubscribe: () => void;

  constructor(
    hub: LiveHub,
    userId: string,
    private cursor: number,
  ) {
    this.unsubscribe = hub.onInbox(userId, (heard) => {
      if (heard === 'resync' || !heard.event) {
        if (heard === 'resync' || heard.seq > this.cursor) this.reread = true;
      } else if (heard.event.seq > this.cursor) {
        this.heard.push(heard.event);
      } else {
        return;
      }
      this.doorbell.ring();
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
    return this.doorbell.wait(ms, signal);
  }

  close(): void {
    this.unsubscribe();
  }
}
