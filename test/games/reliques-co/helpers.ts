import { expect } from 'vitest';
import { playMove, RuleError, sameJson, type GameEvent } from '../../../src/engine/index.js';
import { reliquesCo } from '../../../src/games/reliques-co/index.js';
import type { Move } from '../../../src/games/reliques-co/moves.js';
import type { OwnedCard, PlayerState, State } from '../../../src/games/reliques-co/state.js';
import { reputationOf } from '../../../src/games/reliques-co/tableau.js';

export const game = reliquesCo;

export function fresh(players = 2, seed = 'test'): State {
  return game.setup({ players, options: game.options.parse({}), seed });
}

export function owned(id: string, level: 1 | 2 = 1, cubes = 0): OwnedCard {
  return { id, level, cubes };
}

/** Replaces some fields of a player (tableau cells by index) and recomputes reputation. */
export function withPlayer(
  state: State,
  seat: number,
  patch: Partial<Omit<PlayerState, 'tableau'>> & { cells?: Record<number, OwnedCard | null> },
): State {
  const { cells, ...rest } = patch;
  const old = state.players[seat]!;
  const tableau = [...old.tableau];
  for (const [cell, card] of Object.entries(cells ?? {})) tableau[Number(cell)] = card;
  const p: PlayerState = { ...old, ...rest, tableau };
  p.reputation = reputationOf(p);
  const players = [...state.players];
  players[seat] = p;
  return { ...state, players };
}

/** The current player has rolled exactly these dice. */
export function rolled(state: State, dice: number[], seat = state.turn.seat): State {
  return {
    ...state,
    turn: { seat, phase: 'place', dice: [...dice].sort((a, b) => a - b), placements: [], prompt: null, dived: false },
  };
}

export function play(state: State, move: Move, seat = state.turn.seat): { state: State; events: GameEvent[] } {
  const out = playMove(game, state, seat, move);
  return { state: out.state as State, events: out.events };
}

export function playAll(state: State, moves: Move[]): State {
  for (const m of moves) state = play(state, m).state;
  return state;
}

export function expectRuleError(fn: () => unknown, code: string): void {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(RuleError);
    expect((e as RuleError).code).toBe(code);
    return;
  }
  throw new Error(`expected RuleError ${code}, nothing was thrown`);
}

export function legal(state: State, seat = state.turn.seat): Move[] {
  return game.legalMoves(state, seat);
}

export function hasMove(state: State, move: Move): boolean {
  return legal(state).some((m) => sameJson(m, move));
}
