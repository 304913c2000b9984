import type { MatchRecord } from '../db/queries.js';

/** What seat rules read of a match: who sits where and who must act. */
type Seating = Pick<MatchRecord, 'id' | 'seats' | 'activeSeats'>;
import type { Caller } from './context.js';
import { ApiError } from './problem.js';

export function seatsHeldBy(match: Seating, caller: Caller | undefined): number[] {
  return caller ? match.seats.filter((s) => s.userId === caller.id).map((s) => s.seat) : [];
}

/**
 * The seat a request speaks for. An explicit `seat` must be the caller's; without one, the
 * caller's only seat, or the only one of theirs that must act now.
 */
export function actingSeat(match: Seating, caller: Caller, requested: number | undefined): number {
  const held = seatsHeldBy(match, caller);
  if (requested !== undefined) {
    if (!held.includes(requested)) throw new ApiError('not-your-seat', `Seat ${requested} is not yours in this match.`);
    return requested;
  }
  if (held.length === 0) throw new ApiError('not-your-seat', 'You hold no seat in this match.');
  if (held.length === 1) return held[0] as number;
  const active = held.filter((s) => match.activeSeats.includes(s));
  if (active.length === 1) return active[0] as number;
  throw new ApiError('seat-required', `You hold seats ${held.join(', ')}; say which one with \`seat\`.`);
}

/**
 * The seat whose view a reader gets: their own (as for acting), or null for a spectator.
 * Asking for a particular seat needs credentials.
 */
export function viewingSeat(match: Seating, caller: Caller | undefined, requested: number | undefined): number | null {
  if (requested !== undefined && !caller) throw new ApiError('unauthorized', 'Reading a seat’s view needs `Authorization: Bearer <token>`.');
  const held = seatsHeldBy(match, caller);
  if (requested === undefined && held.length === 0) return null;
  if (requested === undefined && held.length > 1) {
    return held.find((s) => match.activeSeats.includes(s)) ?? (held[0] as number);
  }
  return actingSeat(match, caller as Caller, requested);
}
