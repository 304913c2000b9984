import type { AnyGame, GameEvent, GameResult, Seat } from './game.js';
import { playMove } from './play.js';

/**
 * Time controls are the platform's, not the games': when a deadline passes, the timeout sweep
 * records ONE system entry in the move log, `{ type: '$timeout', policy, seats }` (actor: none),
 * and the same code below both applies it live and replays it. Games' rules are untouched:
 *
 * - `skip`: each timed-out seat's turn is played out for it with the game's own legal moves,
 *   preferring a move that passes or ends the turn (type `pass`, `end…`, `skip`, `done`, `stop`),
 *   else the first legal move, until the seat no longer has to act. Deterministic, so replay
 *   rebuilds the same state.
 * - `resign`: the game state is left as it was and the match ends by forfeit: the timed-out
 *   seats lose, every other seat is a winner.
 * - `claim`: nothing changes but the clock stops; the late seats may still play, and until they
 *   do any other player may claim the win, recorded as `{ type: '$claim', seats }` by that
 *   player: a forfeit as for `resign`.
 */
export const timeoutMoveType = '$timeout';
export const timeoutPolicies = ['skip', 'resign', 'claim'] as const;
export const claimMoveType = '$claim';

export interface ClaimEntry {
  type: typeof claimMoveType;
  seats: Seat[];
}

export function isClaimEntry(move: unknown): move is ClaimEntry {
  return typeof move === 'object' && move !== null && (move as { type?: unknown }).type === claimMoveType;
}

/**
 * A player gives up: `{ type: '$resign', seats }`, recorded by that player. The state is left as
 * it is and the match ends by forfeit of those seats; in a co-operative game the whole party loses.
 */
export const resignMoveType = '$resign';

export interface ResignEntry {
  type: typeof resignMoveType;
  seats: Seat[];
}

export function isResignEntry(move: unknown): move is ResignEntry {
  return typeof move === 'object' && move !== null && (move as { type?: unknown }).type === resignMoveType;
}

export function applyResign(game: AnyGame, state: unknown, entry: ResignEntry, players: number): TimeoutOutcome {
  const forfeit = forfeitResult(players, entry.seats, 'resign', game.cooperative === true);
  return { state, events: [{ type: 'resigned', audience: 'all', data: { seats: entry.seats } }], forfeit };
}

/** The forfeit of `seats`: they lose, every other seat wins (nobody, when everyone plays on one side). */
export function forfeitResult(players: number, seats: Seat[], reason: 'timeout' | 'claim' | 'resign', cooperative = false): GameResult {
  const winners = cooperative ? [] : Array.from({ length: players }, (_, i) => i).filter((s) => !seats.includes(s));
  return { winners, scores: Array.from({ length: players }, () => 0), details: { forfeit: { seats, reason } } };
}
export type TimeoutPolicy = (typeof timeoutPolicies)[number];

export interface TimeoutEntry {
  type: typeof timeoutMoveType;
  policy: TimeoutPolicy;
  seats: Seat[];
}

export function isTimeoutEntry(move: unknown): move is TimeoutEntry {
  return typeof move === 'object' && move !== null && (move as { type?: unknown }).type === timeoutMoveType;
}

const passLike = /^(pass|end|skip|done|stop|finish)/i;
/** A turn is never auto-played for more than this many atomic moves. */
const maxAutoMoves = 500;

export interface TimeoutOutcome {
  state: unknown;
  events: GameEvent[];
  /** Set for `resign`: the match's result by forfeit. */
  forfeit: GameResult | null;
}

export function applyTimeout(game: AnyGame, state: unknown, entry: TimeoutEntry, players: number): TimeoutOutcome {
  const events: GameEvent[] = [{ type: 'timeout', audience: 'all', data: { seats: entry.seats, policy: entry.policy } }];
  if (entry.policy === 'resign') return { state, events, forfeit: forfeitResult(players, entry.seats, 'timeout') };
  if (entry.policy === 'claim') return { state, events, forfeit: null };
  let current = state;
  for (const seat of entry.seats) {
    for (let n = 0; n < maxAutoMoves; n++) {
      if (game.result(current) !== null || !game.activeSeats(current).includes(seat)) break;
      const legal = game.legalMoves(current, seat) as { type: string }[];
      const move = legal.find((m) => passLike.test(m.type)) ?? legal[0];
      if (!move) break;
      const outcome = playMove(game, current, seat, move);
      current = outcome.state;
      events.push(...outcome.events);
    }
  }
  return { state: current, events, forfeit: null };
}
