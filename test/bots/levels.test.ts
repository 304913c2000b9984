import { describe, expect, it, vi } from 'vitest';
import { thinkByWork } from '../../src/bots/computer-players.js';
import { computerLevels, computerStrategy, describeLevel, hardWorkBudget, levelStrategy, type ComputerLevel, type LevelSettings } from '../../src/bots/levels.js';
import { randomInt, seedRng, type AnyGame, type Seat } from '../../src/engine/index.js';
import { games } from '../../src/games/index.js';

const gameIds = ['relic-runners', 'ruin-runner', 'relic-run', 'reliques-co', 'space-relics'] as const;
const game = (id: string): AnyGame => games.find((g) => g.id === id) as AnyGame;

/** A small deterministic budget for the hard level (no clock): the tests never time anything. */
const settings = (level: ComputerLevel, seed: string): LevelSettings => (level === 'hard' ? { seed, steps: 1500 } : { seed });

/** A fresh two-player match (two heroes in Relic Run) and the first seat to act. */
function fresh(id: string, seed: string): { state: unknown; seat: Seat } {
  const g = game(id);
  const state = g.setup({ players: 2, options: g.options.parse({}), seed });
  return { state, seat: g.activeSeats(state)[0] as Seat };
}

/**
 * A position some way into a match, reached by the medium level playing both seats: the seat to
 * act there has a choice to make.
 */
async function midGame(id: string, seed: string, decisions: number): Promise<{ state: unknown; seat: Seat }> {
  const g = game(id);
  let state = g.setup({ players: 2, options: g.options.parse({}), seed });
  const bots = [0, 1].map((s) => levelStrategy(id, 'medium', { seed: `${seed}:${s}` }));
  const order = seedRng(`order:${seed}`);
  let made = 0;
  for (;;) {
    if (g.result(state) !== null) throw new Error(`${id}: the match ended before ${decisions} decisions`);
    const active = g.activeSeats(state);
    const seat = active[randomInt(order, active.length)] as Seat;
    const legalMoves = g.legalMoves(state, seat);
    if (legalMoves.length > 1 && made++ >= decisions) return { state, seat };
    const move = await (bots[seat % 2] as (typeof bots)[number]).decide({ gameId: id, seat, view: g.view(state, seat), legalMoves });
    state = g.apply(state, seat, move).state;
  }
}

const decision = (id: string, state: unknown, seat: Seat) => ({ gameId: id, seat, view: game(id).view(state, seat), legalMoves: game(id).legalMoves(state, seat) });

describe('computer levels', () => {
  it('every game has the three levels, each named for what it is', () => {
    expect(computerLevels).toEqual(['easy', 'medium', 'hard']);
    for (const id of gameIds) for (const level of computerLevels) expect(levelStrategy(id, level, { seed: 's' }).name).toContain(describeLevel(id, level));
    expect(describeLevel('relic-runners', 'hard')).toBe('planner');
    expect(describeLevel('ruin-runner', 'hard')).toBe('ismcts');
    expect(() => levelStrategy('no-such-game', 'easy', { seed: 's' })).toThrow(/No computer level/);
  });

  it('computerStrategy plays any game at a level, as levelStrategy does for that game', async () => {
    for (const id of ['ruin-runner', 'space-relics']) {
      const { state, seat } = await midGame(id, `any:${id}`, 5);
      const input = decision(id, state, seat);
      expect(await computerStrategy('medium', { seed: 'any' }).decide(input)).toEqual(await levelStrategy(id, 'medium', { seed: 'any' }).decide(input));
    }
  });

  it('refuses a decision of another game than its own', async () => {
    const { state, seat } = fresh('ruin-runner', 'other');
    const bot = levelStrategy('space-relics', 'medium', { seed: 's' });
    await expect(async () => bot.decide(decision('ruin-runner', state, seat))).rejects.toThrow(/plays "space-relics"/);
  });

  for (const id of gameIds) {
    describe(id, () => {
      for (const level of computerLevels) {
        it(`${level}: returns a legal move in a fresh match and in the middle of one`, async () => {
          for (const { state, seat } of [fresh(id, `legal:${id}`), await midGame(id, `legal:${id}`, 6)]) {
            const input = decision(id, state, seat);
            const move = await levelStrategy(id, level, settings(level, `legal:${level}`)).decide(input);
            expect(input.legalMoves).toContainEqual(move);
            // The engine accepts it.
            expect(() => game(id).apply(state, seat, move)).not.toThrow();
          }
        });

        it(`${level}: the same seed gives the same moves`, async () => {
          const { state, seat } = await midGame(id, `same:${id}`, 8);
          const play = async (seed: string) => {
            const bot = levelStrategy(id, level, settings(level, seed));
            const input = decision(id, state, seat);
            // Three decisions in a row on the same position: the generator's state carries over.
            return [await bot.decide(input), await bot.decide(input), await bot.decide(input)];
          };
          expect(await play('one seed')).toEqual(await play('one seed'));
        });

        it(`${level}: decides from the view only (a state differing in what the seat cannot see gives the same move)`, async () => {
          const g = game(id);
          const { state, seat } = await midGame(id, `fair:${id}`, 10);
          const view = g.view(state, seat);
          // Another true state behind the same view: every hidden part (other hands, deck orders,
          // face-down tiles, the generator) drawn afresh, twice with different seeds.
          const others = [g.determinize(view, seat, seedRng(`other truth 1:${id}`)), g.determinize(view, seat, seedRng(`other truth 2:${id}`))];
          for (const other of others) {
            expect(JSON.stringify(other)).not.toEqual(JSON.stringify(state));
            expect(g.view(other, seat)).toEqual(view);
            expect(g.legalMoves(other, seat)).toEqual(g.legalMoves(state, seat));
          }
          const choose = async (s: unknown) => levelStrategy(id, level, settings(level, 'fair')).decide(decision(id, s, seat));
          const move = await choose(state);
          for (const other of others) expect(await choose(other)).toEqual(move);
        });
      }
    });
  }

  it('the hard level keeps to a budget of iterations or of moves simulated', async () => {
    const { state, seat } = await midGame('ruin-runner', 'budget', 4);
    const seen: { iterations: number; steps: number }[] = [];
    const onSearch = (s: { iterations: number; steps: number }) => seen.push(s);
    await levelStrategy('ruin-runner', 'hard', { seed: 'b', iterations: 30, onSearch }).decide(decision('ruin-runner', state, seat));
    await levelStrategy('ruin-runner', 'hard', { seed: 'b', steps: 500, onSearch }).decide(decision('ruin-runner', state, seat));
    expect(seen[0]!.iterations).toBeLessThanOrEqual(30);
    expect(seen[1]!.steps).toBeLessThanOrEqual(500 + 400);
    expect(seen[1]!.steps).toBeGreaterThan(0);
  });

  // Deployed Workers advance their clocks only across I/O: a decision there must end by work alone.
  it.each(['ruin-runner', 'relic-run', 'reliques-co', 'space-relics'])('%s: the Workers hard level decides with the clock standing still, as its work budget says', async (id) => {
    const { state, seat } = await midGame(id, `frozen-${id}`, 3);
    const job = { gameId: id, level: 'hard' as const, seed: 'frozen', decision: decision(id, state, seat) };
    const budget = hardWorkBudget(id);
    expect(Object.keys(budget)).toHaveLength(1);
    const frozen = Date.now();
    const dateNow = vi.spyOn(Date, 'now').mockReturnValue(frozen);
    const perfNow = vi.spyOn(performance, 'now').mockReturnValue(0);
    try {
      const seen: { steps: number }[] = [];
      const { move: chosen } = await thinkByWork(job);
      expect(chosen).toEqual(await levelStrategy(id, 'hard', { seed: 'frozen', ...budget, onSearch: (s) => seen.push(s) }).decide(job.decision));
      expect(game(id).legalMoves(state, seat)).toContainEqual(chosen);
      if (budget.steps !== undefined) expect(seen[0]!.steps).toBeLessThanOrEqual(budget.steps + 1000);
    } finally {
      dateNow.mockRestore();
      perfNow.mockRestore();
    }
  });
});
