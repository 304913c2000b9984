import { describe, expect, it } from 'vitest';
import { playLocalMatch, randomStrategy, strategyByName, type Decision, type Strategy } from '../../src/bots/strategy.js';
import { games } from '../../src/games/index.js';

describe('the random bot', () => {
  it.each(games.map((g) => [g.id, g] as const))('finishes %s through the Game contract, from its views only', async (_id, game) => {
    for (let players = game.minPlayers; players <= Math.min(game.maxPlayers, 4); players++) {
      const seen: Decision[] = [];
      const inner = randomStrategy(`bot:${game.id}:${players}`);
      const spy: Strategy = { name: 'spy', decide: (input) => (seen.push(input as Decision), inner.decide(input)) };
      const outcome = await playLocalMatch(game, { players, seed: `random-bot:${game.id}:${players}`, strategies: [spy] });
      expect(outcome.result.scores).toHaveLength(players);
      expect(seen.length).toBe(outcome.moves);
      for (const d of seen) {
        expect(Object.keys(d).sort()).toEqual(['gameId', 'legalMoves', 'seat', 'view']);
        expect(d.legalMoves.length).toBeGreaterThan(0);
        expect(JSON.stringify(d.view)).not.toMatch(/"(seed|rng)"/);
      }
    }
  });

  it('is reproducible from its seed and knows its name', async () => {
    const game = games[0]!;
    const play = () => playLocalMatch(game, { players: 2, seed: 'same', strategies: [randomStrategy('a'), randomStrategy('b')] });
    expect(await play()).toEqual(await play());
    expect(strategyByName('random').name).toBe('random');
    expect(strategyByName('ismcts').name).toBe('ismcts');
    expect(strategyByName('greedy').name).toBe('greedy');
    expect(() => strategyByName('nope')).toThrow(/Unknown strategy/);
  });
});
