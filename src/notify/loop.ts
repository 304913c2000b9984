import { nextClockEvent } from '../db/notify.js';
import type { ClockEntry } from './deadlines.js';
import { deliverDue, emptyReport, queueReminders, runDispatcher, sweepTimeouts, type DispatcherDeps } from './dispatcher.js';

/** Delivery rounds one wake drains at most before it lets other work in (50 rows a round). */
const drainRounds = 40;
/** The timer is set at most this far ahead, then looked at again (a setTimeout tops out at 24.8 days). */
const maxTimerMs = 3_600_000;

/**
 * The Node dispatcher: a full pass every `intervalMs` (NOTIFY_INTERVAL_MS), never two passes at
 * once. Besides the interval:
 * - `wake()` after a commit delivers what is due at once, a backlog in rounds (as the Workers
 *   delivery queue does);
 * - a timer falls at the earliest deadline or reminder of any active match (read from the
 *   database after each pass, or told by `clocks` after a commit) and applies what is due then
 *   (as the Workers match clocks do).
 * Every step is a conditional write, so several processes may run it on one database.
 * `stop` waits for a pass in progress.
 */
export function startDispatcherLoop(deps: DispatcherDeps, intervalMs: number, log: (msg: string) => void = console.error) {
  const now = deps.now ?? (() => new Date());
  type Work = 'full' | 'deliver' | 'clocks';
  const wanted = new Set<Work>();
  let running: Promise<void> | undefined;
  let stopped = false;
  let clockTimer: ReturnType<typeof setTimeout> | undefined;
  let clockAt = Infinity;

  const setClock = (at: number) => {
    if (stopped || at >= clockAt) return;
    if (clockTimer) clearTimeout(clockTimer);
    clockAt = at;
    clockTimer = setTimeout(
      () => {
        clockTimer = undefined;
        clockAt = Infinity;
        request('clocks');
      },
      Math.min(maxTimerMs, Math.max(0, at - now().getTime())),
    );
    clockTimer.unref?.();
  };

  /**
   * The timer at the next deadline or reminder after `since`, an instant taken before the sweeps
   * ran: what fell before it they took, what falls after it gets the timer. (Read after the
   * sweeps with a later clock, a deadline that fell in between, a sweep that ran a moment early
   * missed and the timer skipped, left for the next full pass an hour later.)
   */
  const rearm = async (since: Date) => {
    const next = await nextClockEvent(deps.db, since);
    // PostgreSQL keeps microseconds and a Date only milliseconds: fall just after the stored instant.
    if (next) setClock(next.getTime() + 1);
  };

  const work = async (kinds: Set<Work>) => {
    const since = now();
    if (kinds.has('full')) {
      // The interval pass drains a backlog as a wake does (its few rounds left the rest for the next interval).
      await runDispatcher({ ...deps, maxRounds: drainRounds });
      await rearm(since);
      return;
    }
    if (kinds.has('clocks')) {
      // Every deadline and reminder due by now, however many fell in the same moment.
      const batch = deps.batch ?? 50;
      while ((await sweepTimeouts(deps, now())) >= batch);
      while ((await queueReminders(deps, now())) >= batch);
      await rearm(since);
    }
    await deliverDue({ ...deps, maxRounds: drainRounds }, emptyReport());
  };

  const request = (kind: Work) => {
    if (stopped) return;
    wanted.add(kind);
    if (running) return;
    running = (async () => {
      while (wanted.size > 0 && !stopped) {
        const kinds = new Set(wanted);
        wanted.clear();
        try {
          await work(kinds);
        } catch (err) {
          log(`notification dispatcher: ${err instanceof Error ? err.message : String(err)}`);
        }
      }
    })().finally(() => {
      running = undefined;
    });
  };

  const timer = setInterval(() => request('full'), intervalMs);
  timer.unref?.();
  request('full');
  return {
    /** After a commit: deliver what it queued now. */
    wake() {
      request('deliver');
    },
    /** After a commit that may have moved these matches' clocks: the timer falls at the earliest. */
    clocks(entries: readonly ClockEntry[]) {
      for (const { times } of entries) {
        // Not known to the committer: a sweep now, and the database's next event after it.
        if (!times) request('clocks');
        else for (const at of [times.reminderAt, times.deadlineAt]) if (at !== null) setClock(at);
      }
    },
    /** Settles when no pass is running (tests). */
    async settled() {
      while (running) await running;
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      if (clockTimer) clearTimeout(clockTimer);
      await running;
    },
  };
}
