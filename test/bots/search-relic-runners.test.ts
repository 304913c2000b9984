import { describe, expect, it } from 'vitest';
import { relicRunnersGreedyStrategy } from '../../src/bots/greedy-relic-runners.js';
import { ismctsStrategy } from '../../src/bots/ismcts.js';
import { playbooks, searchHeuristics } from '../../src/bots/playbooks.js';
import {
  TREE_WIDTH, evaluateRelicRunners, greedyMove, rankMoves, relicRunnersPlayoutMove, relicRunnersSearch, relicRunnersTreeMoves,
} from '../../src/bots/search-relic-runners.js';
import { seedRng } from '../../src/engine/index.js';
import { CAMP, RUIN_SITES, TRAILS } from '../../src/games/relic-runners/data.js';
import { G, fresh, startAt, type Move, type State } from '../games/relic-runners/helpers.js';

/** Every position of a greedy two-player game, with the seat to act and its legal moves. */
function greedyGame(seed: string): { s: State; seat: number; moves: Move[] }[] {
  const bots = [relicRunnersGreedyStrategy('a'), relicRunnersGreedyStrategy('b')];
  let s = G.setup({ players: 2, options: G.options.parse({}), seed });
  const seen: { s: State; seat: number; moves: Move[] }[] = [];
  while (G.result(s) === null) {
    const seat = G.activeSeats(s)[0]!;
    const moves = G.legalMoves(s, seat);
    seen.push({ s, seat, moves });
    s = G.apply(s, seat, bots[seat]!.decide({ gameId: G.id, seat, view: G.view(s, seat), legalMoves: moves }) as Move).state;
  }
  seen.push({ s, seat: -1, moves: [] });
  return seen;
}

const game = greedyGame('search-relic-runners');
const decisions = game.filter(({ seat, moves }) => seat >= 0 && moves.length > 1);
const key = (m: Move) => JSON.stringify(m);

/**
 * Rulebook: "If you begin your turn on a Shrine with a Relic on it and end your Move on another
 * Shrine with the same type of Relic, you may collect that Relic." Two ruins joined by a trail,
 * both explored out with their toads on their Shrines, the seat on turn on one of them.
 */
function expeditionReady(): State {
  // Two ruins next to each other (else any two sites: the test lays a toad on each Shrine).
  const trail =
    TRAILS.find((t) => RUIN_SITES.includes(t.ends[0]) && RUIN_SITES.includes(t.ends[1])) ?? TRAILS.find((t) => t.ends[0] !== CAMP && t.ends[1] !== CAMP)!;
  const s = fresh(2);
  for (const ruin of trail.ends) {
    s.stacks[ruin] = [];
    s.relicAt[ruin] = 'green';
  }
  return startAt(s, trail.ends[0]);
}

describe('Relic Runners search heuristics', () => {
  it('is the playbook entry ISMCTS uses', () => {
    expect(playbooks['relic-runners']?.search).toBe(relicRunnersSearch);
    expect(searchHeuristics['relic-runners']).toBe(relicRunnersSearch);
  });

  it('the playout policy makes a Relic Expedition it can make this turn', () => {
    let s = expeditionReady();
    const seat = s.turn.seat;
    const turn = s.turnNumber;
    while (!s.over && s.turn.seat === seat && s.turnNumber === turn) s = G.apply(s, seat, greedyMove(s, seat, G.legalMoves(s, seat))).state;
    expect(s.players[seat]!.relics[0]).toBe(1);
  });

  it('ranks a step by the best whole Move it begins: the first step of the expedition ranks first', () => {
    const s = expeditionReady();
    const seat = s.turn.seat;
    const ranked = rankMoves(s, seat, G.legalMoves(s, seat));
    let after = G.apply(s, seat, ranked[0]!.move).state;
    while (after.turn.phase === 'moving' && after.turn.seat === seat && after.pending.length === 0) after = G.apply(after, seat, greedyMove(after, seat, G.legalMoves(after, seat))).state;
    expect(after.players[seat]!.relics[0]).toBe(1);
    for (let i = 1; i < ranked.length; i++) expect(ranked[i]!.value).toBeLessThanOrEqual(ranked[i - 1]!.value);
  });

  it('the tree keeps at most the greedy explorer\'s best few moves, and the move it would play among them', () => {
    let pruned = 0;
    for (const { s, seat, moves } of decisions) {
      const tree = relicRunnersTreeMoves(s, seat, moves);
      expect(tree.length).toBeGreaterThan(0);
      expect(tree.length).toBeLessThanOrEqual(TREE_WIDTH + 1);
      for (const m of tree) expect(moves.map(key)).toContain(key(m));
      if (tree.length < moves.length) pruned++;
      expect(tree.map(key)).toContain(key(greedyMove(s, seat, moves)));
    }
    expect(pruned).toBeGreaterThan(0);
  });

  it('playouts follow the greedy explorer nearly always', () => {
    const rng = seedRng('playout');
    let same = 0;
    for (const { s, seat, moves } of decisions) if (key(relicRunnersPlayoutMove(s, seat, moves, rng)) === key(greedyMove(s, seat, moves))) same++;
    expect(same / decisions.length).toBeGreaterThan(0.85);
  });

  it('stops a playout when the turn after the next has begun', () => {
    const { s } = decisions[0]!;
    const until = relicRunnersSearch.playoutUntil!;
    expect(until(s, s)).toBe(false);
    expect(until(s, { ...s, turnNumber: s.turnNumber + 1 })).toBe(false);
    expect(until(s, { ...s, turnNumber: s.turnNumber + 2 })).toBe(true);
  });

  it('rewards the leader above one half and the trailing seat below, the two summing to 1', () => {
    const final = game[game.length - 1]!.s;
    const winner = G.result(final)!.winners[0]!;
    const reward = evaluateRelicRunners(final);
    expect(reward[winner]).toBeGreaterThan(0.5);
    expect(reward[1 - winner]).toBeLessThan(0.5);
    expect(reward[0]! + reward[1]!).toBeCloseTo(1, 9);
  });

  it('an ISMCTS with these heuristics makes the expedition, deciding from its view only', () => {
    let s = expeditionReady();
    const seat = s.turn.seat;
    const bot = ismctsStrategy({ iterations: 60, seed: 'expedition', heuristics: searchHeuristics });
    const turn = s.turnNumber;
    while (!s.over && s.turn.seat === seat && s.turnNumber === turn) {
      const move = bot.decide({ gameId: G.id, seat, view: G.view(s, seat), legalMoves: G.legalMoves(s, seat) }) as Move;
      s = G.apply(s, seat, move).state;
    }
    expect(s.players[seat]!.relics[0]).toBe(1);
  });
});
