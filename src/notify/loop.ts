import { runDispatcher, type DispatcherDeps } from './dispatcher.js';

/**
 * The Node dispatcher: one pass every `intervalMs` (NOTIFY_INTERVAL_MS), never two at once.
 * `stop` waits for a pass in progress.
 */
export function startDispatcherLoop(deps: DispatcherDeps, intervalMs: number, log: (msg: string) => void = console.error) {
  let running: Promise<unknown> | undefined;
  const tick = () => {
    if (running) return;
    running = runDispatcher(deps)
      .catch((err: unknown) => log(`notification dispatcher: ${err instanceof Error ? err.message : String(err)}`))
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref?.();
  tick();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
