import { describe, expect, it } from 'vitest';
import { spaceRelicsGreedyStrategy } from '../../src/bots/greedy-space-relics.js';
import { ismctsStrategy } from '../../src/bots/ismcts.js';
import { playbooks, searchHeuristics } from '../../src/bots/playbooks.js';
import {
  evaluateSpaceRelics, expectedPoints, spaceRelicsEndCondition, spaceRelicsPlayoutMove, spaceRelicsStatistics,
  spaceRelicsTreeMoves,
} from '../../src/bots/search-space-relics.js';
import { evaluateRelicRun, relicRunEndCondition, relicRunPlayoutMove, relicRunStatistics } from '../../src/bots/search-relic-run.js';
import { relicRunGreedyStrategy } from '../../src/bots/greedy-relic-run.js';
import { seedRng } from '../../src/engine/index.js';
import { spaceRelics, type SpaceRelicsMove, type SpaceRelicsState } from '../../src/games/space-relics/index.js';
import { relicRun, type RelicRunMove, type RelicRunState } from '../../src/games/relic-run/index.js';

/** Every position of a greedy two-player game of Space Relics, with the seat to move. */
function greedyGame(seed: string): { s: SpaceRelicsState; seat: number }[] {
  const bots = [spaceRelicsGreedyStrategy('a'), spaceRelicsGreedyStrategy('b')];
  let s = spaceRelics.setup({ players: 2, options: {}, seed });
  const seen: { s: SpaceRelicsState; seat: number }[] = [];
  while (s.result === null) {
    const seat = spaceRelics.activeSeats(s)[0]!;
    seen.push({ s, seat });
    const move = bots[seat]!.decide({ gameId: spaceRelics.id, seat, view: spaceRelics.view(s, seat), legalMoves: spaceRelics.legalMoves(s, seat) }) as SpaceRelicsMove;
    s = spaceRelics.apply(s, seat, move).state;
  }
  seen.push({ s, seat: -1 });
  return seen;
}

const game = greedyGame('search-heuristics');
const final = game[game.length - 1]!.s;
const legal = (s: SpaceRelicsState, seat: number) => spaceRelics.legalMoves(s, seat);
const ownTurns = (positions: { s: SpaceRelicsState; seat: number }[]) =>
  positions.filter(({ s, seat }) => seat >= 0 && s.phase === 'play' && s.pending === null && s.turn === seat);
const ownTurn = ownTurns(game);

describe('Space Relics search heuristics', () => {
  it('the playout policy takes the artifact its pawn stands on', () => {
    const on = ownTurn.filter(({ s, seat }) => legal(s, seat).some((m) => m.type === 'pickUpArtifact'));
    expect(on.length).toBeGreaterThan(0);
    for (const { s, seat } of on) expect(spaceRelicsPlayoutMove(s, seat, legal(s, seat), seedRng('p')).type).toBe('pickUpArtifact');
  });

  /** Single steps from the seat's position after which it can take an artifact. */
  const stepsToTake = (s: SpaceRelicsState, seat: number) =>
    legal(s, seat).filter((m) => m.type === 'step' && m.distance === 1 && legal(spaceRelics.apply(s, seat, m).state, seat).some((t) => t.type === 'pickUpArtifact'));
  const isCalm = ({ s, seat }: { s: SpaceRelicsState; seat: number }) =>
    s.heartTaker === null && s.players[seat]!.ap >= 4 && s.players[seat]!.holes === 0 && legal(s, seat).every((m) => m.type !== 'pickUpArtifact');
  const calm = ownTurn.filter(isCalm);

  it('the playout policy steps onto an adjacent artifact rather than away', () => {
    const next = calm.filter(({ s, seat }) => stepsToTake(s, seat).length > 0);
    expect(next.length).toBeGreaterThan(0);
    for (const { s, seat } of next) {
      const move = spaceRelicsPlayoutMove(s, seat, legal(s, seat), seedRng('p'));
      expect(stepsToTake(s, seat)).toContainEqual(move);
    }
  });

  it('values holding an artifact with a way out above holding nothing, and a captured seat at 0', () => {
    const taken = ownTurn.find(({ s, seat }) => legal(s, seat).some((m) => m.type === 'pickUpArtifact') && s.heartTaker === null)!;
    const take = legal(taken.s, taken.seat).find((m) => m.type === 'pickUpArtifact')!;
    const after = spaceRelics.apply(taken.s, taken.seat, take).state;
    const held = after.players[taken.seat]!.artifacts.length;
    expect(held).toBe(taken.s.players[taken.seat]!.artifacts.length + 1);
    const captured = { ...after, players: after.players.map((p, i) => (i === taken.seat ? { ...p, status: 'captured' as const, pos: -1 } : p)) };
    expect(expectedPoints(captured, taken.seat)).toBe(0);
    expect(expectedPoints(after, taken.seat)).toBeGreaterThan(5);
  });

  it('rewards a seat that fled with nothing below one that is inside with artifacts and a way out', () => {
    const mid = ownTurn.find(({ s }) => s.players.every((p) => p.status === 'museum') && s.players.some((p) => p.artifacts.length >= 2))!;
    const rich = mid.s.players.findIndex((p) => p.artifacts.length >= 2);
    const poor = 1 - rich;
    const fled = { ...mid.s, players: mid.s.players.map((p, i) => (i === poor ? { ...p, status: 'escaped' as const, pos: -1, artifacts: [], hand: [] } : p)) };
    const reward = evaluateSpaceRelics(fled);
    expect(reward[poor]).toBeLessThan(0.5);
    expect(reward[rich]).toBeGreaterThan(0.5);
  });

  it('the search tree keeps its own turn going while a step brings it nearer (no endTurn), and keeps every prompt', () => {
    const walking = ownTurn.filter(({ s, seat }) => s.players[seat]!.holes === 0 && legal(s, seat).some((m) => m.type === 'step'));
    let pruned = 0;
    for (const { s, seat } of walking) {
      const kept = spaceRelicsTreeMoves(s, seat, legal(s, seat));
      expect(kept.length).toBeGreaterThan(0);
      if (kept.some((m) => m.type === 'step')) {
        expect(kept.some((m) => m.type === 'endTurn')).toBe(false);
        pruned += 1;
      }
    }
    expect(pruned).toBeGreaterThan(0);
    const prompt = game.find(({ s }) => s.pending?.kind === 'lastDefense');
    if (prompt) expect(spaceRelicsTreeMoves(prompt.s, prompt.seat, legal(prompt.s, prompt.seat))).toEqual(legal(prompt.s, prompt.seat));
  });

  it('ISMCTS does not flee from a position two steps from an artifact: it heads for it', () => {
    // Two single steps away (and not one): some first step leads to a square one step from it.
    // Rules version 4's longer trips leave the first game no such spot from round 2 on: a second game is searched too.
    const calmToo = [...calm, ...ownTurns(greedyGame('search-heuristics:2')).filter(isCalm)];
    const spot = calmToo.find(({ s, seat }) => s.round >= 2 && stepsToTake(s, seat).length === 0 &&
      legal(s, seat).some((m) => m.type === 'step' && m.distance === 1 && stepsToTake(spaceRelics.apply(s, seat, m).state, seat).length > 0));
    expect(spot).toBeDefined();
    let { s } = spot!;
    const { seat } = spot!;
    const bot = ismctsStrategy({ iterations: 150, seed: 'heads-for-it', heuristics: searchHeuristics });
    let move = bot.decide({ gameId: spaceRelics.id, seat, view: spaceRelics.view(s, seat), legalMoves: legal(s, seat) }) as SpaceRelicsMove;
    // A free move first (an item that costs no AP, e.g. turning a walled platform across a gun's
    // line on rules version 3's guarded galleries) is not fleeing: judge the first move that spends AP.
    for (let free = 0; free < 3 && move.type !== 'endTurn' && move.type !== 'step' && spaceRelics.apply(s, seat, move).state.players[seat]!.ap === s.players[seat]!.ap; free++) {
      s = spaceRelics.apply(s, seat, move).state;
      move = bot.decide({ gameId: spaceRelics.id, seat, view: spaceRelics.view(s, seat), legalMoves: legal(s, seat) }) as SpaceRelicsMove;
    }
    expect(move.type).not.toBe('endTurn');
    const after = spaceRelics.apply(s, seat, move).state;
    expect(after.players[seat]!.status).toBe('museum');
    expect(stepsToTake(after, seat).length).toBeGreaterThan(0);
  });

  it('reports how the game ended and what was taken', () => {
    expect(['allOut', 'lastDefense', 'outOfAir']).toContain(spaceRelicsEndCondition(final));
    const stats = spaceRelicsStatistics(final);
    expect(stats.artifacts).toBe(final.players.reduce((n, p) => n + p.artifacts.length, 0));
    expect(stats.escaped! + stats.captured!).toBe(2);
    expect(playbooks['space-relics']?.statistics).toBe(spaceRelicsStatistics);
  });
});

describe('Relic Run search heuristics', () => {
  it('the playout policy places each hero in its home zone, and statistics describe the finished battle', async () => {
    let s: RelicRunState = relicRun.setup({ players: 2, options: relicRun.options.parse({}), seed: 'search-heuristics' });
    const rng = seedRng('p');
    for (const seat of [0, 1]) {
      const moves = relicRun.legalMoves(s, seat) as RelicRunMove[];
      const move = relicRunPlayoutMove(s, seat, moves, rng);
      expect(move).toEqual({ type: 'place', zone: s.heroes[seat]!.cls === 'barbarian' ? 'playerFrontline' : 'playerBackline' });
    }
    const bot = relicRunGreedyStrategy('t');
    while (s.outcome === null) {
      // An unfinished battle is worth less than a won one and more than a lost one, to every hero alike.
      const [first, ...rest] = evaluateRelicRun(s);
      expect(first).toBeGreaterThan(0.1);
      expect(first).toBeLessThan(0.1 + 0.8 / s.heroes.length);
      for (const r of rest) expect(r).toBe(first);
      const seat = relicRun.activeSeats(s)[0]!;
      const move = bot.decide({ gameId: relicRun.id, seat, view: relicRun.view(s, seat), legalMoves: relicRun.legalMoves(s, seat) }) as RelicRunMove;
      s = relicRun.apply(s, seat, move).state;
    }
    expect(relicRunEndCondition(s)).toBe(s.outcome.reason);
    const stats = relicRunStatistics(s);
    expect(stats.rounds).toBe(s.round);
    expect(stats.won).toBe(s.outcome.won ? 1 : 0);
    expect(stats.heroesAlive).toBe(s.heroes.filter((h) => h.hp > 0).length);
  });
});
