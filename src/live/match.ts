import { Doorbell } from './doorbell.js';
import type { LiveHub, MatchSignal } from './hub.js';
import { serialPump } from './pump.js';

/** What the match stream says on every change: public facts only, the same for every reader. */
export type MatchChange = MatchSignal;

/**
 * One reader of one match's versions, woken by the hub. Keeps only the newest version heard:
 * a reader wants the match as it is now, not every step between. `resync` (a lost connection)
 * asks for one read of the match row.
 */
export class MatchFollower {
  private readonly doorbell = new Doorbell();
  private onSignal: (() => void) | undefined;
  private newest: MatchChange | undefined;
  private reread = false;
  private readonly unsubscribe: () => void;

  constructor(hub: LiveHub, matchId: string) {
    this.unsubscribe = hub.onMatch(matchId, (heard) => {
      if (heard === 'resync') this.reread = true;
      else if (!this.newest || heard.version > this.newest.version) this.newest = heard;
      else return;
      if (this.onSignal) this.onSignal();
      else this.doorbell.ring();
    });
  }

  /** The newest change after `version`, if any; `load` reads the match when a notification may be missing. */
  async next(version: number, load: () => Promise<MatchChange | undefined>): Promise<MatchChange | undefined> {
    if (this.reread) {
      this.reread = false;
      const loaded = await load();
      if (loaded && (!this.newest || loaded.version > this.newest.version)) this.newest = loaded;
    }
    return this.newest && this.newest.version > version ? this.newest : undefined;
  }

  wait(ms: number, signal: AbortSignal): Promise<boolean> {
    return this.doorbell.wait(ms, signal);
  }

  /** From now on each signal calls `listener` (a stream pumps on it) instead of waking `wait`. */
  onRing(listener: () => void): void {
    this.onSignal = listener;
  }

  close(): void {
    this.unsubscribe();
  }
}

/**
 * Pushes a match's newest version to a stream as the hub rings (one `next` at a time, again if
 * rung meanwhile), starting after version `sent`: `snapshot` gives what to send at a version (read
 * once for all the process's readers), `send` writes it. An idle stream holds only its hub listener.
 */
export function pumpMatch<S extends { version: number }>(opts: {
  follower: MatchFollower;
  sent: number;
  load: () => Promise<MatchChange | undefined>;
  snapshot: (version: number) => Promise<S | undefined>;
  send: (snapshot: S) => void;
  failed: (err: unknown) => void;
}): { stop(): void } {
  const { follower } = opts;
  let sent = opts.sent;
  const pump = serialPump({
    step: async (stopped) => {
      const change = await follower.next(sent, opts.load);
      if (stopped() || !change) return false;
      const snapshot = await opts.snapshot(change.version);
      if (stopped() || !snapshot || snapshot.version <= sent) return false;
      opts.send(snapshot);
      sent = snapshot.version;
      return false;
    },
    onStop: () => follower.close(),
    failed: opts.failed,
  });
  follower.onRing(pump.ring);
  // Whatever was heard before the stream started (between the first read and now).
  pump.ring();
  return { stop: pump.stop };
}
