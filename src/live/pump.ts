/**
 * Runs `step` each time `ring` is called, one run at a time: a ring during a run makes it run
 * once more afterwards, and `step` answering true (a full page read) does too. An idle pump holds
 * no timer and no pending promise. The first error stops it and goes to `failed`; `stop` ends it
 * and `onStop` runs once either way. `step` gets `stopped`, to check after each await.
 */
export function serialPump(opts: {
  step: (stopped: () => boolean) => Promise<boolean>;
  onStop: () => void;
  failed: (err: unknown) => void;
}): { ring(): void; stop(): void } {
  let running = false;
  let again = false;
  let stopped = false;
  const isStopped = () => stopped;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    opts.onStop();
  };
  const ring = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = true;
    void (async () => {
      try {
        do {
          again = false;
          if (await opts.step(isStopped)) again = true;
        } while (again && !stopped);
      } catch (err) {
        stop();
        opts.failed(err);
      } finally {
        running = false;
      }
    })();
  };
  return { ring, stop };
}
