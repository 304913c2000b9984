import { describe, expect, it } from 'vitest';
import { ismctsStrategy, type SearchHeuristics } from '../../src/bots/ismcts.js';
import { playbooks } from '../../src/bots/playbooks.js';
import { greedyStrategy, plannerStrategy, playLocalMatch, strategyByName, type Decision, type Strategy } from '../../src/bots/strategy.js';
import { games } from '../../src/games/index.js';
import { raceToTen } from '../support/fixture-game.js';

const withPlaybook = games.filter((g) => playbooks[g.id]);

const withPlanner = games.filter((g) => playbooks[g.id]?.planner);

describe('the greedy bots and the planners', () => {
  it.each([
    ...withPlaybook.map((g) => ['greedy', g.id, g] as const),
    ...withPlanner.map((g) => ['planner', g.id, g] as const),
  ])('%s, %s: plays a whole two-player match from its views, choosing legal moves', async (kind, _id, game) => {
    const seen: { decision: Decision; move: unknown }[] = [];
    const inner = kind === 'greedy' ? greedyStrategy('test') : plannerStrategy('test');
    const spy: Strategy = {
      name: 'spy',
      async decide(input) {
        const move = await inner.decide(input);
        seen.push({ decision: input as Decision, move });
        return move;
      },
    };
    const outcome = await playLocalMatch(game, { players: 2, seed: `greedy:${game.id}`, strategies: [spy, strategyByName('greedy', { seed: 'other' })] });
    expect(outcome.result.scores).toHaveLength(2);
    expect(seen.length).toBeGreaterThan(0);
    for (const { decision, move } of seen) expect(decision.legalMoves.map((m) => JSON.stringify(m))).toContain(JSON.stringify(move));
  });

  it('refuses a game it has no playbook for, rather than playing something else', () => {
    const bot = greedyStrategy();
    expect(() => bot.decide({ gameId: raceToTen.id, seat: 0, view: {}, legalMoves: [1, 2] })).toThrow(/No greedy bot plays "race-to-ten"/);
  });

  it('has a planner for Relic Runners only, and the planner refuses any other game', () => {
    expect(withPlanner.map((g) => g.id)).toEqual(['relic-runners']);
    const bot = strategyByName('planner');
    expect(() => bot.decide({ gameId: 'ruin-runner', seat: 0, view: {}, legalMoves: [1, 2] })).toThrow(/No planner bot plays "ruin-runner"/);
  });
});

describe("ISMCTS with a game's search heuristics", () => {
  type Race = ReturnType<typeof raceToTen.setup>;
  const decision = () => {
    const state = raceToTen.setup({ players: 2, options: { target: 10 }, seed: 'heuristics' });
    return { gameId: raceToTen.id, seat: 0, view: raceToTen.view(state, 0), legalMoves: raceToTen.legalMoves(state, 0) };
  };

  it('plays out with the playout policy it is given', () => {
    const asked: number[] = [];
    const heuristics: SearchHeuristics<Race, unknown> = {
      playoutMove: (_state, seat, moves) => (asked.push(seat), moves[0]),
    };
    ismctsStrategy({ games: [raceToTen], iterations: 50, seed: 's', heuristics: { [raceToTen.id]: heuristics } }).decide(decision());
    expect(asked.length).toBeGreaterThan(0);
  });

  it('stops playouts at the depth given and backs up the evaluation instead of a result', () => {
    let evaluated = 0;
    // The seat that just moved wins with best play when what is left to 10 is a multiple of 3.
    // An evaluation giving the opposite steers the search to the opening that truly loses (+2);
    // played out to the end, the search finds the winning +1 (the fixture test above).
    const inverted: SearchHeuristics<Race, unknown> = {
      playoutDepth: 0,
      evaluate: (state) => {
        evaluated += 1;
        const lastMover = (state.turn + 1) % 2;
        const lastMoverWins = (state.target - state.counter) % 3 === 0;
        return lastMover === 0 === lastMoverWins ? [0, 1] : [1, 0];
      },
    };
    const search = (heuristics: Record<string, SearchHeuristics<Race, unknown>>) =>
      ismctsStrategy({ games: [raceToTen], iterations: 400, seed: 's', heuristics }).decide(decision());
    expect(search({ [raceToTen.id]: inverted })).toEqual({ type: 'add', amount: 2 });
    expect(evaluated).toBeGreaterThan(0);
    expect(search({})).toEqual({ type: 'add', amount: 1 });
  });
});
