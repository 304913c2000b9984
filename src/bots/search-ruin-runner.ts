/**
 * ISMCTS knowledge for Ruin Runner: playouts whose looters loot (src/bots/greedy-ruin-runner.ts
 * `ruinRunnerPlayoutMove`) and, like the searching players they stand for, end the game when it
 * pays. The rulebook's second end ("when an entire looting turn passes without a player taking a
 * resource counter", read per round of the table in RULES.md) lets the last looter of a round in
 * which nobody took end the game by taking nothing. A searching player ahead does exactly that
 * (bench/README.md); playouts in which everybody always takes judge a lead as if the game went on
 * for dozens of turns, so the search misjudges what a lead is worth and what a trailing looter
 * must do to keep the game alive.
 */
import type { RngState } from '../engine/index.js';
import type { Move, State } from '../games/ruin-runner/index.js';
import { lead, ruinRunnerPlayoutMove } from './greedy-ruin-runner.js';
import type { SearchHeuristics } from './ismcts.js';

/** Whether `seat` taking nothing this turn ends the game: it closes a round in which nobody took. */
export function declineEndsGame(state: State, seat: number): boolean {
  const position = (seat - state.firstLooter + state.players) % state.players;
  return position === state.players - 1 && state.turnsWithoutTake === position;
}

/**
 * The playout looter: it takes nothing when that ends the game with it strictly ahead by the
 * rulebook's scoring (on the sampled cards); otherwise it loots as `ruinRunnerPlayoutMove`.
 */
export function ruinRunnerEndingPlayoutMove(state: State, seat: number, moves: readonly Move[], rng: RngState): Move {
  if (state.phase === 'looting' && state.step === 'take' && declineEndsGame(state, seat) && lead(state, seat) > 0) {
    const nothing = moves.find((m) => m.type === 'take-nothing');
    if (nothing) return nothing;
  }
  return ruinRunnerPlayoutMove(state, seat, moves, rng);
}

export const ruinRunnerEndingSearch: SearchHeuristics<State, Move> = { playoutMove: ruinRunnerEndingPlayoutMove };
