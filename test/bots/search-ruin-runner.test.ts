import { describe, expect, it } from 'vitest';
import { playbooks } from '../../src/bots/playbooks.js';
import { declineEndsGame, ruinRunnerEndingPlayoutMove, ruinRunnerEndingSearch } from '../../src/bots/search-ruin-runner.js';
import { seedRng } from '../../src/engine/index.js';
import { ruinRunner, type State } from '../../src/games/ruin-runner/index.js';

/** A two-player game played through discovery (first legal placement each time), at the start of looting. */
function looting(): State {
  let s = ruinRunner.setup({ players: 2, options: ruinRunner.options.parse({}), seed: 'search-ruin-runner' });
  while (s.phase === 'discovery') s = ruinRunner.apply(s, s.turn, ruinRunner.legalMoves(s, s.turn)[0]!).state;
  return s;
}

/**
 * Seat 0's looter on a tile holding counters, asked to take; seat 0 holds `mine` red counters and
 * seat 1 one blue (no resource cards, so each counter is 1 point and each colour's majority +5);
 * `firstLooter` opens each round; `turnsWithoutTake` as the engine counts it.
 */
function asked(mine: number, firstLooter: number, turnsWithoutTake: number): State {
  const s = looting();
  const at = s.board.findIndex((p, i) => i > 0 && p.counters.some((n) => n > 0));
  const seats = s.seats.map((p, seat) => ({ ...p, at: seat === 0 ? at : 0, cards: [], counters: seat === 0 ? [mine, 0, 0, 0, 0, 0] : [0, 0, 0, 0, 1, 0] }));
  return { ...s, seats, turn: 0, step: 'take', firstLooter, turnsWithoutTake, tookThisTurn: false };
}

const legal = (s: State) => ruinRunner.legalMoves(s, 0);
const takesOutOf100 = (s: State) =>
  Array.from({ length: 100 }, (_, i) => ruinRunnerEndingPlayoutMove(s, 0, legal(s), seedRng(`t${i}`))).filter((m) => m.type === 'take').length;

describe('Ruin Runner search heuristics: playouts that end the game when it pays', () => {
  it('knows when taking nothing ends the game: the last looter of a round in which nobody took', () => {
    expect(declineEndsGame(asked(2, 1, 1), 0)).toBe(true);
    expect(declineEndsGame(asked(2, 1, 0), 0)).toBe(false);
    expect(declineEndsGame(asked(2, 0, 0), 0)).toBe(false);
    // "when an entire looting turn passes without a player taking a resource counter the game is done"
    const ended = ruinRunner.apply(asked(2, 1, 1), 0, { type: 'take-nothing' }).state;
    expect(ruinRunner.result(ended)).not.toBeNull();
  });

  it('a looter ahead takes nothing when that ends the game, and so wins', () => {
    const s = asked(2, 1, 1);
    for (let i = 0; i < 20; i++) expect(ruinRunnerEndingPlayoutMove(s, 0, legal(s), seedRng(`d${i}`))).toEqual({ type: 'take-nothing' });
    const result = ruinRunner.result(ruinRunner.apply(s, 0, { type: 'take-nothing' }).state)!;
    expect(result.winners).toEqual([0]);
  });

  it('loots on when behind or level, or when its decline would not end the game', () => {
    // Behind: 0 red against 1 blue; level: 1 red against 1 blue.
    for (const s of [asked(0, 1, 1), asked(1, 1, 1), asked(2, 1, 0), asked(2, 0, 0)]) expect(takesOutOf100(s)).toBeGreaterThanOrEqual(80);
  });

  it('is the playbook\'s search for Ruin Runner', () => {
    expect(playbooks['ruin-runner']?.search).toBe(ruinRunnerEndingSearch);
  });
});
