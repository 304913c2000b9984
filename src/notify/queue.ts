import { eq } from 'drizzle-orm';
import type { MatchStart, OnMatchStart } from '../db/queries.js';
import { matches, outbox } from '../db/schema.js';
import { startClock, type StoredTimeControl } from './deadlines.js';

export const dedupeKey = (matchId: string, version: number | string, userId: string, kind: string) => `${matchId}/${version}/${userId}/${kind}`;

/**
 * What the last seat being taken writes: the clock starts (when the match has a time control)
 * and the first players to act are told. Written by the join's own statement (joinSeat).
 */
export function matchStart(now: Date): MatchStart {
  return ({ match, version, seats }) => {
    const tc = match.timeControl as StoredTimeControl | null;
    const clock = tc ? startClock(tc, now) : null;
    const userIds = [...new Set(seats.filter((s) => match.activeSeats.includes(s.seat)).map((s) => s.userId))];
    const notifications = userIds.map((userId) => ({
      kind: 'turn',
      userId,
      matchId: match.id,
      payload: { matchId: match.id, version, seats: seats.filter((s) => s.userId === userId && match.activeSeats.includes(s.seat)).map((s) => s.seat) },
      dedupeKey: dedupeKey(match.id, version, userId, 'turn'),
    }));
    return { clock, notifications };
  };
}

/**
 * matchStart inside a transaction (seeks pair players so): it writes the clock and the turn
 * emails, and answers the new deadline for the `turn` events.
 */
export function onMatchStart(now: Date): OnMatchStart {
  const start = matchStart(now);
  return async (tx, started) => {
    const { clock, notifications } = start(started);
    if (clock) await tx.update(matches).set(clock).where(eq(matches.id, started.match.id));
    if (notifications.length > 0) await tx.insert(outbox).values(notifications).onConflictDoNothing();
    return { deadlineAt: clock?.deadlineAt ?? null };
  };
}
