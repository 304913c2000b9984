import { eq } from 'drizzle-orm';
import type { OnMatchStart } from '../db/queries.js';
import { matches, outbox } from '../db/schema.js';
import { startClock, type StoredTimeControl } from './deadlines.js';

export const dedupeKey = (matchId: string, version: number | string, userId: string, kind: string) => `${matchId}/${version}/${userId}/${kind}`;

/**
 * When the last seat is taken: the clock starts and the first players to act are told, in the
 * join's own transaction. Answers the new deadline for the `turn` events.
 */
export function onMatchStart(now: Date): OnMatchStart {
  return async (tx, { match, version, seats }) => {
    const tc = match.timeControl as StoredTimeControl | null;
    const clock = tc ? startClock(tc, now) : null;
    if (clock) await tx.update(matches).set(clock).where(eq(matches.id, match.id));
    const started = { deadlineAt: clock?.deadlineAt ?? null };
    const userIds = [...new Set(seats.filter((s) => match.activeSeats.includes(s.seat)).map((s) => s.userId))];
    if (userIds.length === 0) return started;
    await tx
      .insert(outbox)
      .values(
        userIds.map((userId) => ({
          kind: 'turn',
          userId,
          matchId: match.id,
          payload: { matchId: match.id, version, seats: seats.filter((s) => s.userId === userId && match.activeSeats.includes(s.seat)).map((s) => s.seat) },
          dedupeKey: dedupeKey(match.id, version, userId, 'turn'),
        })),
      )
      .onConflictDoNothing();
    return started;
  };
}
