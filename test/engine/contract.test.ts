import { describe, expect, it } from 'vitest';
import { games } from '../../src/games/index.js';
import { randomPlayout, replay, sameJson, type AnyGame } from '../../src/engine/index.js';
import { raceToTen } from '../support/fixture-game.js';

const playerCounts = (g: AnyGame) => Array.from({ length: g.maxPlayers - g.minPlayers + 1 }, (_, i) => g.minPlayers + i);

/** Every game in the catalog keeps the promises of the Game contract (src/engine/game.ts). */
describe.each([...games, raceToTen].map((g) => [g.id, g] as const))('%s meets the Game contract', (_id, game) => {
  it('parses `{}` as its default options', () => {
    expect(() => game.options.parse({})).not.toThrow();
  });

  it.each(playerCounts(game))('with %i players: same seed and moves give byte-identical state, and replay rebuilds it', (players) => {
    for (let g = 0; g < 5; g++) {
      const seed = `contract-${game.id}-${players}-${g}`;
      const first = randomPlayout(game, { players, seed });
      expect(first.finished).toBe(true);
      const second = randomPlayout(game, { players, seed });
      expect(JSON.stringify(second.state)).toBe(JSON.stringify(first.state));
      const rebuilt = replay(game, { players, options: {}, seed }, first.moves);
      expect(JSON.stringify(rebuilt)).toBe(JSON.stringify(first.state));
    }
  });

  it.each(playerCounts(game))('with %i players: legal moves fit the move schema, active seats end exactly with a result', (players) => {
    randomPlayout(game, {
      players,
      seed: `schema-${game.id}-${players}`,
      onMove: (state) => {
        const result = game.result(state);
        const active = game.activeSeats(state);
        expect(active.length === 0).toBe(result !== null);
        for (const seat of active) {
          for (const m of game.legalMoves(state, seat)) expect(sameJson(game.move.parse(m), m)).toBe(true);
        }
      },
    });
  });

  it('keeps the generator state and seed out of every view', () => {
    const seed = `view-${game.id}`;
    const players = Math.min(game.maxPlayers, Math.max(game.minPlayers, 3));
    const state = game.setup({ players, options: game.options.parse({}), seed });
    const rng = JSON.stringify((state as { rng?: unknown }).rng);
    for (const seat of [null, ...Array.from({ length: players }, (_, i) => i)]) {
      const view = JSON.stringify(game.view(state, seat));
      expect(view).not.toContain(seed);
      if (rng) expect(view).not.toContain(rng.slice(1, -1));
    }
  });
});
