import type { AnyGame, ApplyOutcome, Seat, SetupInput } from './game.js';
import { EngineErrorCode, RuleError } from './rule-error.js';
import { applyTimeout, isClaimEntry, isResignEntry, isTimeoutEntry } from './timeout.js';

export interface LoggedMove {
  seat: Seat;
  move: unknown;
}

/**
 * The one way to play a move from outside a game: checks the game is running, the seat is
 * active and the move matches the game's schema, then lets the game judge it.
 */
export function playMove(game: AnyGame, state: unknown, seat: Seat, move: unknown): ApplyOutcome<unknown> {
  if (game.result(state) !== null) throw new RuleError(EngineErrorCode.gameOver, 'The game is over.');
  if (!game.activeSeats(state).includes(seat)) {
    throw new RuleError(EngineErrorCode.notYourTurn, `Seat ${seat} may not act now.`);
  }
  const parsed = game.move.safeParse(move);
  if (!parsed.success) {
    throw new RuleError(EngineErrorCode.invalidMove, `Not a ${game.title} move: ${parsed.error.issues[0]?.message ?? 'bad shape'}.`);
  }
  return game.apply(state, seat, parsed.data);
}

/** Rebuilds a match from its seed and move log: `setup` then every move in order. */
export function replay(game: AnyGame, input: SetupInput<unknown>, moves: readonly LoggedMove[]): unknown {
  let state = replayStart(game, input);
  for (const entry of moves) state = replayEntry(game, state, entry, input.players);
  return state;
}

/** The state a replay starts from: `setup` with the options as the game parses them. */
export function replayStart(game: AnyGame, input: SetupInput<unknown>): unknown {
  return game.setup({ ...input, options: game.options.parse(input.options ?? {}) });
}

/** One entry of the move log applied as `replay` applies it (replays shown step by step use it too). */
export function replayEntry(game: AnyGame, state: unknown, { seat, move }: LoggedMove, players: number): unknown {
  // A deadline missed, a win claimed or a resignation: the platform's entries (see timeout.ts),
  // not game moves. A claim and a resignation end the match without changing the game state.
  if (isClaimEntry(move) || isResignEntry(move)) return state;
  return isTimeoutEntry(move) ? applyTimeout(game, state, move, players).state : playMove(game, state, seat, move).state;
}

/** Structural equality of two JSON values, for comparing a move with the legal ones. */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const bb = b as unknown[];
    return a.length === bb.length && a.every((v, i) => sameJson(v, bb[i]));
  }
  const ao = a as Record<string, unknown>;
  const bo = b as Record<string, unknown>;
  const keys = Object.keys(ao).filter((k) => ao[k] !== undefined);
  const bKeys = Object.keys(bo).filter((k) => bo[k] !== undefined);
  return keys.length === bKeys.length && keys.every((k) => sameJson(ao[k], bo[k]));
}
