import { describe, expect, it } from 'vitest';
import { ismctsStrategy } from '../../src/bots/ismcts.js';
import { playLocalMatch, randomStrategy } from '../../src/bots/strategy.js';
import { pick, randomInt, seedRng, type AnyGame, type RngState, type Seat } from '../../src/engine/index.js';
import { games } from '../../src/games/index.js';
import { raceToTen } from '../support/fixture-game.js';

describe('the ISMCTS search (fixture game)', () => {
  it('beats the random bot in at least 90% of 100 two-player matches, half of them moving second', async () => {
    let wins = 0;
    for (let m = 0; m < 100; m++) {
      const ismcts = ismctsStrategy({ games: [raceToTen], iterations: 200, seed: `ismcts:${m}` });
      const random = randomStrategy(`random:${m}`);
      const ismctsSeat = m % 2;
      const strategies = ismctsSeat === 0 ? [ismcts, random] : [random, ismcts];
      const { result } = await playLocalMatch(raceToTen, { players: 2, options: { target: 10 }, seed: `match:${m}`, strategies });
      if (result.winners.includes(ismctsSeat)) wins += 1;
    }
    expect(wins).toBeGreaterThanOrEqual(90);
  });

  it('decides from the view alone: hidden information never changes its move', () => {
    const state = raceToTen.setup({ players: 2, options: { target: 10 }, seed: 'hidden' });
    const moved = raceToTen.apply(state, 0, { type: 'add', amount: 2 }).state;
    const otherSecret = { ...moved, secrets: [moved.secrets[0] as number, (moved.secrets[1] as number) + 7], rng: seedRng('another generator') };
    const seen: unknown[] = [];
    const spied = { ...raceToTen, determinize: (view: unknown, seat: Seat, rng: RngState) => (seen.push(view), raceToTen.determinize(view, seat, rng)) };
    const decide = (s: typeof moved, seat: Seat) =>
      ismctsStrategy({ games: [spied], iterations: 300, seed: 'same' }).decide({
        gameId: raceToTen.id,
        seat,
        view: raceToTen.view(s, seat),
        legalMoves: raceToTen.legalMoves(s, seat),
      });
    // Seat 1 decides twice: once as dealt, once with seat 0's secret and the generator changed.
    const a = decide(moved, 1);
    const b = decide({ ...moved, secrets: [(moved.secrets[0] as number) + 5, moved.secrets[1] as number], rng: seedRng('x') }, 1);
    expect(a).toEqual(b);
    expect(decide(otherSecret, 0)).toEqual(decide({ ...otherSecret, secrets: [otherSecret.secrets[0] as number, 1] }, 0));
    // Every determinization started from the seat's view, which shows no other secret.
    expect(seen.length).toBeGreaterThan(0);
    for (const v of seen) expect(Object.keys(v as object).sort()).toEqual(['counter', 'mySecret', 'players', 'target', 'turn']);
    // Counter at 2, seat 1 to move: 2 -> 4 leaves the opponent on a losing count (10 - 4 = 6, a multiple of 3).
    expect(a).toEqual({ type: 'add', amount: 2 });
  });

  it('stops a playout where playoutUntil says, to score it by evaluate', () => {
    const state = raceToTen.setup({ players: 2, options: { target: 10 }, seed: 'until' });
    let playoutMoves = 0;
    let evaluated = 0;
    let iterations = 0;
    const search = ismctsStrategy({
      games: [raceToTen],
      iterations: 12,
      seed: 'until',
      onSearch: (stats) => (iterations = stats.iterations),
      heuristics: {
        [raceToTen.id]: {
          playoutMove: (_s: unknown, _seat: Seat, moves: readonly unknown[]) => (playoutMoves++, moves[0]),
          // One playout move, then the evaluation (the counter is far from the target).
          playoutUntil: (start: { counter: number }, s: { counter: number }) => s.counter > start.counter,
          evaluate: () => (evaluated++, [0.5, 0.5]),
        },
      },
    });
    search.decide({ gameId: raceToTen.id, seat: 0, view: raceToTen.view(state, 0), legalMoves: raceToTen.legalMoves(state, 0) });
    // Twelve iterations cannot reach 10 from 0 in the tree: every one plays out one move, no more.
    expect(iterations).toBeGreaterThan(0);
    expect(evaluated).toBe(iterations);
    expect(playoutMoves).toBe(iterations);
  });

  it('with treeMovesOncePerNode asks treeMoves once per node, and still chooses among its moves', () => {
    const state = raceToTen.setup({ players: 2, options: { target: 10 }, seed: 'once' });
    const calls = { once: 0, every: 0 };
    const decide = (once: boolean) =>
      ismctsStrategy({
        games: [raceToTen],
        iterations: 300,
        seed: 'once',
        heuristics: {
          [raceToTen.id]: {
            treeMoves: (_s: unknown, _seat: Seat, moves: readonly { amount: number }[]) => (calls[once ? 'once' : 'every']++, moves.filter((m) => m.amount === 1)),
            treeMovesOncePerNode: once,
          },
        },
      }).decide({ gameId: raceToTen.id, seat: 0, view: raceToTen.view(state, 0), legalMoves: raceToTen.legalMoves(state, 0) });
    expect(decide(true)).toEqual({ type: 'add', amount: 1 });
    expect(decide(false)).toEqual({ type: 'add', amount: 1 });
    // Adding 1 at a time, the tree is a single line: one node per counter value.
    expect(calls.once).toBeLessThanOrEqual(10);
    expect(calls.every).toBeGreaterThan(300);
  });

  it('spends every iteration at the root on the deciding seat, when other seats may act too (co-op)', () => {
    const relicRun = games.find((g) => g.id === 'relic-run') as AnyGame;
    const state = relicRun.setup({ players: 3, options: relicRun.options.parse({}), seed: 'root-actor' });
    expect(relicRun.activeSeats(state)).toEqual([0, 1, 2]);
    // The first treeMoves call of an iteration (right after its determinization) is the root's.
    let atRoot = false;
    const rootActors: Seat[] = [];
    const spied = { ...relicRun, determinize: (view: unknown, seat: Seat, rng: RngState) => ((atRoot = true), relicRun.determinize(view, seat, rng)) };
    ismctsStrategy({
      games: [spied],
      iterations: 60,
      seed: 'root-actor',
      heuristics: {
        [relicRun.id]: {
          treeMoves: (_s: unknown, actor: Seat, moves: readonly unknown[]) => {
            if (atRoot) rootActors.push(actor);
            atRoot = false;
            return moves;
          },
        },
      },
    }).decide({ gameId: relicRun.id, seat: 1, view: relicRun.view(state, 1), legalMoves: relicRun.legalMoves(state, 1) });
    expect(rootActors.length).toBeGreaterThan(0);
    expect(new Set(rootActors)).toEqual(new Set([1]));
  });
});

/** Positions met along a seeded random two-player game where the acting seat has a choice. */
function choicePoints(game: AnyGame, seed: string, count: number): { state: unknown; seat: Seat }[] {
  const rng = seedRng(seed);
  let state = game.setup({ players: 2, options: game.options.parse({}), seed });
  const found: { state: unknown; seat: Seat }[] = [];
  while (game.result(state) === null) {
    const active = game.activeSeats(state);
    const seat = active[randomInt(rng, active.length)] as Seat;
    const moves = game.legalMoves(state, seat);
    if (moves.length > 1) found.push({ state, seat });
    state = game.apply(state, seat, pick(rng, moves)).state;
  }
  return Array.from({ length: count }, (_, i) => found[Math.floor(((i + 0.5) * found.length) / count)]!);
}

describe.each(games.map((g) => [g.id, g] as const))('ISMCTS on %s', (_id, game) => {
  it('chooses one of the legal moves, from the view alone: a state hiding other things gives the same choice', () => {
    for (const [i, { state, seat }] of choicePoints(game, `ismcts-${game.id}`, 3).entries()) {
      const legalMoves = game.legalMoves(state, seat);
      const decide = (s: unknown) =>
        ismctsStrategy({ iterations: 30, seed: `same-${i}`, maxPlayoutMoves: 400 }).decide({ gameId: game.id, seat, view: game.view(s, seat), legalMoves });
      const choice = decide(state);
      expect(legalMoves).toContainEqual(choice);
      // Another state the seat cannot tell from this one: its hidden parts drawn afresh.
      const lookalike = game.determinize(game.view(state, seat), seat, seedRng(`lookalike-${i}`));
      expect(JSON.stringify(lookalike)).not.toBe(JSON.stringify(state));
      expect(decide(lookalike)).toEqual(choice);
    }
  });
});
