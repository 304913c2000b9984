import type { AnyGame, Seat } from './game.js';
import { playMove, type LoggedMove } from './play.js';
import { pick, randomInt, seedRng } from './rng.js';

export interface PlayoutInput {
  players: number;
  options?: unknown;
  /** Seed of the game itself. */
  seed: string;
  /** Seed of the random player's choices (defaults to `seed`). */
  choiceSeed?: string;
  /** Safety stop for games that would never end; a test treats reaching it as a failure. */
  maxMoves?: number;
  /** Called after every move, e.g. to check invariants. */
  onMove?: (state: unknown, seat: Seat, move: unknown) => void;
}

export interface PlayoutOutcome {
  state: unknown;
  moves: LoggedMove[];
  finished: boolean;
}

/**
 * Plays a game to its end choosing uniformly among the legal moves of a random active seat.
 * Used by the fuzz tests, the benchmarks and the random bot.
 */
export function randomPlayout(game: AnyGame, input: PlayoutInput): PlayoutOutcome {
  const options = game.options.parse(input.options ?? {});
  let state = game.setup({ players: input.players, options, seed: input.seed });
  const chooser = seedRng(input.choiceSeed ?? `choices:${input.seed}`);
  const moves: LoggedMove[] = [];
  const maxMoves = input.maxMoves ?? 100_000;
  while (game.result(state) === null && moves.length < maxMoves) {
    const active = game.activeSeats(state);
    if (active.length === 0) throw new Error(`${game.id}: no active seat but no result`);
    const seat = active[randomInt(chooser, active.length)] as Seat;
    const legal = game.legalMoves(state, seat);
    if (legal.length === 0) throw new Error(`${game.id}: active seat ${seat} has no legal move`);
    const move = pick(chooser, legal);
    state = playMove(game, state, seat, move).state;
    moves.push({ seat, move });
    input.onMove?.(state, seat, move);
  }
  return { state, moves, finished: game.result(state) !== null };
}
