import { z } from '@hono/zod-openapi';
import type { TimeoutPolicy } from '../engine/index.js';

export const TimeControlSchema = z
  .object({
    perMoveSeconds: z.number().int().min(60).max(60 * 24 * 3600).optional(),
    perMoveHours: z.number().positive().max(24 * 60).optional(),
    perMoveDays: z.number().positive().max(60).optional(),
    pauseWeekends: z.boolean().default(false).openapi({ description: 'Saturdays and Sundays (UTC) do not count.' }),
  })
  .refine((t) => [t.perMoveSeconds, t.perMoveHours, t.perMoveDays].filter((v) => v !== undefined).length === 1, {
    message: 'give exactly one of perMoveSeconds, perMoveHours, perMoveDays',
  })
  .openapi('TimeControl', { description: 'Time per move (one of seconds, hours or days), optionally paused at weekends.' });

/** As stored on the match. */
export interface StoredTimeControl {
  perMoveSeconds: number;
  pauseWeekends: boolean;
}

export function normalizeTimeControl(input: z.infer<typeof TimeControlSchema>): StoredTimeControl {
  const seconds = input.perMoveSeconds ?? (input.perMoveHours !== undefined ? input.perMoveHours * 3600 : (input.perMoveDays as number) * 86400);
  return { perMoveSeconds: Math.max(60, Math.round(seconds)), pauseWeekends: input.pauseWeekends };
}

const dayMs = 86_400_000;
const isWeekend = (t: number) => {
  const d = new Date(t).getUTCDay();
  return d === 0 || d === 6;
};
const startOfUtcDay = (t: number) => Math.floor(t / dayMs) * dayMs;

/** `start` plus `ms` of counted time: with `pauseWeekends`, UTC Saturdays and Sundays do not count. */
export function addCountedTime(start: Date, ms: number, pauseWeekends: boolean): Date {
  if (!pauseWeekends) return new Date(start.getTime() + ms);
  let t = start.getTime();
  let left = ms;
  for (;;) {
    if (isWeekend(t)) {
      t = startOfUtcDay(t) + dayMs;
      continue;
    }
    const nextWeekend = (() => {
      let d = startOfUtcDay(t) + dayMs;
      while (!isWeekend(d)) d += dayMs;
      return d;
    })();
    if (t + left <= nextWeekend) return new Date(t + left);
    left -= nextWeekend - t;
    t = nextWeekend;
  }
}

export interface MatchClock {
  deadlineAt: Date | null;
  turnStartedAt: Date | null;
  reminderAt: Date | null;
}

/** A fresh clock for a turn starting at `now`; the reminder falls at 80% of the time. */
export function startClock(tc: StoredTimeControl, now: Date): MatchClock {
  return {
    turnStartedAt: now,
    deadlineAt: addCountedTime(now, tc.perMoveSeconds * 1000, tc.pauseWeekends),
    reminderAt: addCountedTime(now, tc.perMoveSeconds * 800, tc.pauseWeekends),
  };
}

export const stoppedClock: MatchClock = { deadlineAt: null, turnStartedAt: null, reminderAt: null };

/**
 * The clock after a change of the match: stopped when it is over or has no time control; a new
 * one when the set of seats to act changed (a new turn); unchanged (undefined) within a turn.
 * A new turn of a player who is away (`after.seats`, a time control that pauses for vacations)
 * starts counting when their vacation ends.
 */
export function clockAfter(
  match: { timeControl: unknown; activeSeats: number[] },
  after: { status: string; activeSeats: number[]; seats?: readonly AwaySeat[] },
  now: Date,
): MatchClock | undefined {
  const tc = match.timeControl as StoredTimeControl | null;
  if (!tc) return undefined;
  if (after.status !== 'active') return stoppedClock;
  const same = match.activeSeats.length === after.activeSeats.length && match.activeSeats.every((s) => after.activeSeats.includes(s));
  if (same) return undefined;
  const away = pausesForVacation(tc) && after.seats ? awayUntilAt(after.seats, after.activeSeats, now) : null;
  return startClock(tc, away ? away.until : now);
}

export type { TimeoutPolicy };

/** When a match's clock next needs attention, in epoch ms (null: never): a Durable Object alarm or Node's timer. */
export interface ClockTimes {
  deadlineAt: number | null;
  reminderAt: number | null;
}

/** A match whose clock a commit may have moved; `times` null when the committer does not know them (read from the database). */
export interface ClockEntry {
  matchId: string;
  times: ClockTimes | null;
}

/** Counted time (ms) from `start` to `end`: the inverse of addCountedTime; 0 when `end` is not after `start`. */
export function countedBetween(start: Date, end: Date, pauseWeekends: boolean): number {
  let t = start.getTime();
  const stop = end.getTime();
  if (stop <= t) return 0;
  if (!pauseWeekends) return stop - t;
  let counted = 0;
  while (t < stop) {
    const next = Math.min(stop, startOfUtcDay(t) + dayMs);
    if (!isWeekend(t)) counted += next - t;
    t = next;
  }
  return counted;
}

/**
 * Vacations (README, "Vacation"): a time control of at least a day per move (correspondence play)
 * pauses while a player who must act is away; a shorter one never does.
 */
export const vacationPauseMinSeconds = 86_400;

export function pausesForVacation(timeControl: unknown): boolean {
  const tc = timeControl as StoredTimeControl | null;
  return Boolean(tc && tc.perMoveSeconds >= vacationPauseMinSeconds);
}

/** A seat holder's vacation as the match row's seats carry it (db/queries.ts `seatsColumn`). */
export interface AwaySeat {
  seat: number;
  awayFrom?: string | Date | null | undefined;
  awayUntil?: string | Date | null | undefined;
}

/**
 * The end of the latest vacation of the players of `seats` that covers `at` (away from at or
 * before `at`, until after it), or null when none of them is away then.
 */
export function awayUntilAt(seats: readonly AwaySeat[], active: readonly number[], at: Date): { from: Date; until: Date } | null {
  let found: { from: Date; until: Date } | null = null;
  for (const s of seats) {
    if (!active.includes(s.seat) || !s.awayFrom || !s.awayUntil) continue;
    const from = new Date(s.awayFrom);
    const until = new Date(s.awayUntil);
    if (from.getTime() <= at.getTime() && until.getTime() > at.getTime() && (!found || until > found.until)) found = { from, until };
  }
  return found;
}

/**
 * `t`, an instant of a clock that counts from `from`, moved so that it counts from `to` instead
 * with the same counted time left: a deadline or reminder carried past a vacation (from its start
 * to its end) or brought back (from its planned end to the moment it ended).
 */
export function shiftClockTime(t: Date, from: Date, to: Date, pauseWeekends: boolean): Date {
  return addCountedTime(to, countedBetween(from, t, pauseWeekends), pauseWeekends);
}
