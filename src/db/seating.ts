import { and, inArray, isNull } from 'drizzle-orm';
import type { Db } from './client.js';
import type { JoinTable } from './queries.js';
import { users } from './schema.js';

export type JoinRefusal =
  | 'not-waiting'
  | 'seat-taken'
  | 'already-seated'
  | 'no-free-seat'
  | 'no-such-seat'
  | 'seat-reserved';

/**
 * Which seat a join takes at this table, or why it cannot: without `seat`, the seat reserved for
 * the joiner if they were invited (by user id), else the lowest free seat no pending invitation
 * reserves. A reserved seat is only for its invitee. Checked again by the statement that takes it
 * (joinSeat); a bot's concurrent-match limit and the invitation's still being pending are
 * checked only there.
 */
export function planJoin(
  table: JoinTable,
  input: { userId: string; seat?: number | undefined; invitationId?: string | undefined },
): { ok: true; seat: number; invitationId: string | undefined } | { ok: false; reason: JoinRefusal } {
  const { match, pending } = table;
  if (match.status !== 'waiting') return { ok: false, reason: 'not-waiting' };
  const takenSeats = new Set(match.seats.map((s) => s.seat));
  let { seat, invitationId } = input;
  // A user invited by id may also take the reserved seat with a plain join.
  const own = pending.find((r) => r.userId === input.userId && (seat === undefined || r.seat === seat));
  if (own && !invitationId) ({ id: invitationId, seat } = own);
  // Seats held for someone else: every pending invitation but the one being accepted.
  const reserved = new Set(pending.filter((r) => r.id !== invitationId).map((r) => r.seat));
  const free = Array.from({ length: match.players }, (_, i) => i).filter((i) => !takenSeats.has(i));
  if (seat === undefined) {
    if (match.seats.some((s) => s.userId === input.userId)) return { ok: false, reason: 'already-seated' };
    seat = free.find((i) => !reserved.has(i));
    if (seat === undefined) return { ok: false, reason: free.length ? 'seat-reserved' : 'no-free-seat' };
  }
  if (seat < 0 || seat >= match.players) return { ok: false, reason: 'no-such-seat' };
  if (takenSeats.has(seat)) return { ok: false, reason: 'seat-taken' };
  if (reserved.has(seat)) return { ok: false, reason: 'seat-reserved' };
  return { ok: true, seat, invitationId };
}

/** The ids among `ids` that name existing users (deleted bots excluded). */
export async function existingUserIds(db: Db, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, ids), isNull(users.deletedAt)));
  return new Set(rows.map((r) => r.id));
}
