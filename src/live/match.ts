import { Doorbell } from './doorbell.js';
import type { LiveHub, MatchSignal } from './hub.js';

/** What the match stream says on every change: public facts only, the same for every reader. */
export type MatchChange = MatchSignal;

/**
 * One reader of one match's versions, woken by the hub. Keeps only the newest version heard:
 * a reader wants the match as it is now, not every step between. `resync` (a lost connection)
 * asks for one read of the match row.
 */
export class MatchFollower {
  private readonly doorbell = new Doorbell();
  private newest: MatchChange | undefined;
  private reread = false;
  private readonly unsubscribe: () => void;

  constructor(hub: LiveHub, matchId: string) {
    this.unsubscribe = hub.onMatch(matchId, (heard) => {
      if (heard === 'resync') this.reread = true;
      else if (!this.newest || heard.version > this.newest.version) this.newest = heard;
      else return;
      this.doorbell.ring();
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

  close(): void {
    this.unsubscribe();
  }
}
