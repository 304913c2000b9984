import { describe, expect, it } from 'vitest';
import { games } from '../../src/games/index.js';
import { pick, randomInt, seedRng, type AnyGame, type Seat } from '../../src/engine/index.js';
import { raceToTen } from '../support/fixture-game.js';

const playerCounts = (g: AnyGame) => Array.from({ length: g.maxPlayers - g.minPlayers + 1 }, (_, i) => g.minPlayers + i);

/** States met along a seeded random game, about `samples` of them spread over its length. */
function statesAlongAGame(game: AnyGame, players: number, seed: string, samples: number): unknown[] {
  const rng = seedRng(`walk:${seed}`);
  const states: unknown[] = [];
  let state = game.setup({ players, options: game.options.parse({}), seed });
  const all: unknown[] = [state];
  while (game.result(state) === null) {
    const active = game.activeSeats(state);
    const seat = active[randomInt(rng, active.length)] as Seat;
    state = game.apply(state, seat, pick(rng, game.legalMoves(state, seat))).state;
    all.push(state);
  }
  const step = Math.max(1, Math.floor(all.length / samples));
  for (let i = 0; i < all.length; i += step) states.push(all[i]);
  states.push(state);
  return states;
}

/** Plays a determinized state to its end with random moves: it must be a state the rules can run. */
function playsToTheEnd(game: AnyGame, state: unknown, seed: string): boolean {
  const rng = seedRng(seed);
  for (let n = 0; n < 100_000; n++) {
    if (game.result(state) !== null) return true;
    const active = game.activeSeats(state);
    const seat = active[randomInt(rng, active.length)] as Seat;
    state = game.apply(state, seat, pick(rng, game.legalMoves(state, seat))).state;
  }
  return false;
}

/**
 * `determinize(view, seat, rng)` (src/engine/game.ts) samples a state the seat cannot tell from
 * the truth. Checked for every game on states along random games, from every seat's side.
 */
describe.each([...games, raceToTen].map((g) => [g.id, g] as const))('%s determinizes a view', (_id, game) => {
  it.each(playerCounts(game))('with %i players: the sample shows the seat exactly its view, legal moves and turn, and plays on', (players) => {
    for (let g = 0; g < 3; g++) {
      const seed = `determinize-${game.id}-${players}-${g}`;
      const states = statesAlongAGame(game, players, seed, 8);
      states.forEach((truth, i) => {
        for (let seat = 0; seat < players; seat++) {
          const view = game.view(truth, seat);
          const sample = game.determinize(structuredClone(view), seat, seedRng(`${seed}:${i}:${seat}`));
          expect(game.view(sample, seat)).toEqual(view);
          expect(game.legalMoves(sample, seat)).toEqual(game.legalMoves(truth, seat));
          expect(game.activeSeats(sample)).toEqual(game.activeSeats(truth));
          expect(game.result(sample) === null).toBe(game.result(truth) === null);
          // Same generator, same sample: determinization is itself deterministic.
          const again = game.determinize(structuredClone(view), seat, seedRng(`${seed}:${i}:${seat}`));
          expect(JSON.stringify(again)).toBe(JSON.stringify(sample));
          if (i % 4 === 1) expect(playsToTheEnd(game, sample, `${seed}:${i}:${seat}:play`)).toBe(true);
        }
      });
    }
  });

  it('never reads more than the view: it does not change the view it is given', () => {
    const players = Math.max(game.minPlayers, 2);
    const state = game.setup({ players, options: game.options.parse({}), seed: `frozen-${game.id}` });
    const view = game.view(state, 0);
    const before = JSON.stringify(view);
    game.determinize(view, 0, seedRng('any'));
    expect(JSON.stringify(view)).toBe(before);
  });
});
