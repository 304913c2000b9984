/**
 * Wakes one waiting reader: `ring` from a hub listener, `wait` in the reader's loop. A ring
 * while nobody waits is kept, so the next wait returns at once: nothing slips between a reader's
 * check and its wait.
 */
export class Doorbell {
  /** Readers waiting right now, process-wide (for benchmarks: a long poll is waiting). */
  static waiting = 0;
  private rung = false;
  private wake: (() => void) | undefined;

  ring(): void {
    this.rung = true;
    this.wake?.();
  }

  /** True when rung (or aborted), false when `ms` passed first. */
  wait(ms: number, signal: AbortSignal): Promise<boolean> {
    if (this.rung || signal.aborted) {
      this.rung = false;
      return Promise.resolve(true);
    }
    Doorbell.waiting++;
    return new Promise((resolve) => {
      const done = (rang: boolean) => {
        Doorbell.waiting--;
        clearTimeout(timer);
        signal.removeEventListener('abort', onAbort);
        this.wake = undefined;
        this.rung = false;
        resolve(rang);
      };
      const onAbort = () => done(true);
      const timer = setTimeout(() => done(false), ms);
      signal.addEventListener('abort', onAbort, { once: true });
      this.wake = () => done(true);
    });
  }
}
