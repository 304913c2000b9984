import { expect } from 'vitest';
import { randomPlayout } from '../../../src/engine/index.js';
import { G } from './helpers.js';
import type { State } from './helpers.js';
import { checkInvariants } from './invariants.js';
import { fuzzCount } from '../../support/budget.js';

/** Games per player count (a tenth outside test:full); RR_FUZZ_GAMES overrides it. */
export const FUZZ_GAMES = Number(process.env.RR_FUZZ_GAMES ?? fuzzCount(1000));
const SETUPS = ['first', 'standard', 'random'] as const;

/** Plays FUZZ_GAMES seeded random games to the end, checking the invariants after every move. */
export function fuzzGames(players: number): void {
  let moves = 0;
  for (let i = 0; i < FUZZ_GAMES; i++) {
    const out = randomPlayout(G, {
      players,
      options: { setup: SETUPS[i % 3] },
      seed: `fuzz-${players}-${i}`,
      onMove: (state) => checkInvariants(state as State),
    });
    expect(out.finished).toBe(true);
    const r = G.result(out.state as State)!;
    expect(r.scores).toHaveLength(players);
    expect(r.winners.length).toBeGreaterThan(0);
    moves += out.moves.length;
  }
  expect(moves).toBeGreaterThan(FUZZ_GAMES * 10);
}
