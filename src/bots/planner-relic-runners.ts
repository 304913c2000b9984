/**
 * A Relic Runners explorer that plans two turns ahead: the "sensible player" the game's length
 * is measured with (RULES.md "Game length"; `npm run bench:bots -- --bots planner,planner`).
 *
 * It is the greedy explorer (src/bots/greedy-relic-runners.ts) with one change. The greedy
 * explorer ends its turn where the state then rates best; the planner asks what its next turn
 * can make of each such end. It ranks every way to end this turn as the greedy explorer does
 * (each chain of steps, a stop or a teleport, then exploring or not), plays the greedy
 * explorer's best next turn from each of the best `CANDIDATES` (the other seats skipped: a
 * sample cannot know what they will do), and keeps the end whose next turn rates best. The
 * decision to explore once the move is over, and every prompt of its turn (where a Pathway goes,
 * which Toolbox climbs), are made the same way. Everything else (a free exploration or a refill
 * first, a Toolbox first) is the greedy explorer's. It decides from its seat's view only, on one
 * sample of it.
 *
 * Three things the greedy explorer does not see, which the planner weighs in its next turn
 * (RULES.md "Game length": why a good player does this, and what it changed):
 * - the Relics other explorers take before it comes back: each one standing on a Shrine with a
 *   Relic and another of its colour one Move away takes it (`othersExpeditions`);
 * - which stacks make a pair: a tile of a site whose Shrine will lie within `PAIR_TRAILS` trails of
 *   a Relic of its colour weighs `PAIR_WEIGHT` more than other tiles (`tileWeights`): exploring it
 *   out makes an expedition, other tiles only points;
 * - a Relic left on the board goes to someone else the more surely the more opponents there are:
 *   each Relic it holds is worth `RELIC_URGENCY` more per opponent beyond the first.
 */
import { relicRunners, type RelicRunnersMove as Move, type RelicRunnersState as State } from '../games/relic-runners/index.js';
import { newTurn } from '../games/relic-runners/setup.js';
import { CAMP, LOCATIONS, ruinStackHeight, templeStackHeight } from '../games/relic-runners/data.js';
import { beforeOrInMove, bestJudged, evaluate, forEachFinish, judgeByResult, onASample, oneMoveReach, planMove, preMoveHabit, settle, toolboxFirst, trailsFrom } from './greedy-relic-runners.js';
import type { Strategy } from './strategy.js';

/** Ends of this turn whose next turn is played out (the best by the greedy evaluation). */
const CANDIDATES = 12;
/**
 * Points a tile still on the board costs after the next turn, on top of the evaluation's own:
 * every Relic waits for a Shrine, and every Shrine for its stack to be explored out. (In scratch
 * runs of 32 five-player games, before prompts were planned: 0 gave 17.5 turns per player, 0.4
 * gave 16.9, 0.8 to 2 gave 16.7-17.0.)
 */
const TILE_WEIGHT = 0.8;
/**
 * Points a tile weighs on top of `TILE_WEIGHT` when its site's Shrine will lie within
 * `PAIR_TRAILS` trails (never through Base Camp) of a Shrine holding a Relic of its colour: exploring
 * that stack out makes a pair, an expedition to come. (Scratch runs of 96 five-player games, the
 * other two changes left out: 0.8 gave 16.5 turns per player, 2 and 3 gave 16.0, 5 gave 16.6.)
 */
const PAIR_WEIGHT = 2.5;
const PAIR_TRAILS = 2;
/** Points a Relic held weighs after this turn, per opponent beyond the first (0 with 2 players). */
const RELIC_URGENCY = 2 / 3;

const apply = (s: State, seat: number, m: Move): State => relicRunners.apply(s, seat, m).state;

interface TurnEnd {
  /** The move this turn begins with to get there. */
  first: Move;
  end: State;
  /** The greedy evaluation of the end, which ranks the candidates. */
  value: number;
}

/** Every way the seat's Move can end from `s` (before or during it), each with its first move. */
function moveEnds(s: State, seat: number, moves: readonly Move[]): { first: Move; end: State }[] {
  const ends: { first: Move; end: State }[] = [];
  for (const first of moves) {
    if (first.type === 'step') forEachFinish(apply(s, seat, first), seat, (end) => ends.push({ first, end }));
    else if (first.type === 'stopMove' || first.type === 'teleport') ends.push({ first, end: apply(s, seat, first) });
  }
  return ends;
}

/** Every way to end this turn: each end of the Move, then exploring there (prompts answered greedily) or not. */
function turnEnds(s: State, seat: number, moves: readonly Move[]): TurnEnd[] {
  const ends: TurnEnd[] = [];
  for (const { first, end } of moveEnds(s, seat, moves)) {
    ends.push({ first, end, value: evaluate(end, seat) });
    if (end.over || end.turn.seat !== seat || end.pending.length > 0) continue;
    for (const m of relicRunners.legalMoves(end, seat)) {
      if (m.type !== 'explore') continue;
      const explored = apply(end, seat, m);
      ends.push({ first, end: settle(explored, seat), value: evaluate(explored, seat) });
    }
  }
  return ends;
}

/**
 * What a tile left on each site costs after the next turn (index: location): `TILE_WEIGHT`, and
 * `PAIR_WEIGHT` more when the site's Shrine will pair with a Relic already lying within
 * `PAIR_TRAILS` trails. Weighed once from the state of the decision, so that a tile's worth does
 * not change with the move being judged (exploring out a stack never makes the others cost more).
 */
export function tileWeights(s: State): number[] {
  const colourOf = (loc: number) => (LOCATIONS[loc]?.kind === 'ruin' ? 'green' : s.templeColor[loc]);
  return LOCATIONS.map((_, loc) => {
    if (loc === CAMP || (s.stacks[loc] as number[]).length === 0) return TILE_WEIGHT;
    const dist = trailsFrom(s, 0, loc, false);
    const colour = colourOf(loc);
    for (let other = 1; other < LOCATIONS.length; other++) {
      if (other !== loc && s.relicAt[other] === colour && (dist[other] as number) <= PAIR_TRAILS) return TILE_WEIGHT + PAIR_WEIGHT;
    }
    return TILE_WEIGHT;
  });
}

/** The tiles still on the board, each at its site's weight. */
function tilesCost(s: State, weights: readonly number[]): number {
  let cost = 0;
  for (let loc = 1; loc < s.stacks.length; loc++) cost += (weights[loc] as number) * (s.stacks[loc] as number[]).length;
  return cost;
}

/**
 * The Relics the other seats take before the seat's next turn: in turn order, each one standing
 * on a Shrine with a Relic and another Shrine of that colour one Move away takes the farthest (2
 * VP a trail); those Relics are gone when the seat's next turn begins.
 */
export function othersExpeditions(s: State, seat: number): State {
  let relicAt = s.relicAt;
  const n = s.players.length;
  for (let k = 1; k < n; k++) {
    const other = (seat + k) % n;
    const at = (s.players[other] as { location: number }).location;
    const colour = relicAt[at];
    if (at === CAMP || colour === null || colour === undefined) continue;
    let best = -1;
    let bestTrails = 0;
    for (const [loc, trails] of oneMoveReach(relicAt === s.relicAt ? s : { ...s, relicAt }, other, at)) {
      if (relicAt[loc] === colour && trails > bestTrails) [best, bestTrails] = [loc, trails];
    }
    if (best < 0) continue;
    relicAt = relicAt.map((r, loc) => (loc === best ? null : r));
  }
  return relicAt === s.relicAt ? s : { ...s, relicAt };
}

/**
 * How the seat's next turn can end, from a state in this one: the other seats take the
 * expeditions they stand ready for, then the greedy explorer's best next turn.
 */
function nextTurnValue(s: State, seat: number, weights: readonly number[]): number {
  let x = settle(s, seat);
  if (!x.over && x.turn.seat === seat && x.pending.length === 0) {
    const endTurn = relicRunners.legalMoves(x, seat).find((m) => m.type === 'endTurn');
    if (endTurn) x = apply(x, seat, endTurn);
  }
  if (x.over) return evaluate(x, seat);
  const relics = (x.players[seat] as { relics: number[] }).relics.reduce((a, b) => a + b, 0);
  const urgency = RELIC_URGENCY * Math.max(0, x.players.length - 2) * relics;
  x = othersExpeditions(x, seat);
  let next: State = { ...x, turn: newTurn(x, seat), pending: [] };
  let moves = relicRunners.legalMoves(next, seat);
  const habit = preMoveHabit(next, seat, moves);
  if (habit) {
    next = settle(apply(next, seat, habit), seat);
    moves = relicRunners.legalMoves(next, seat);
  }
  const plan = beforeOrInMove(next, seat) ? planMove(next, seat, moves) : undefined;
  return (plan?.value ?? evaluate(next, seat)) + urgency - tilesCost(next, weights);
}

/** The first move of the turn's end whose next turn rates best. */
function bestTwoTurns(s: State, seat: number, moves: readonly Move[], weights: readonly number[]): Move | undefined {
  const candidates = turnEnds(s, seat, moves)
    .sort((a, b) => b.value - a.value)
    .slice(0, CANDIDATES);
  let best: { first: Move; value: number } | undefined;
  for (const { first, end } of candidates) {
    const value = nextTurnValue(end, seat, weights);
    if (!best || value > best.value + 1e-9) best = { first, value };
  }
  return best?.first;
}

/** The move whose result leaves the seat the best next turn. */
function bestForNextTurn(s: State, seat: number, moves: readonly Move[], weights: readonly number[]): Move {
  let best = moves[0]!;
  let bestValue = -Infinity;
  for (const m of moves) {
    const value = nextTurnValue(apply(s, seat, m), seat, weights);
    if (value > bestValue + 1e-9) [best, bestValue] = [m, value];
  }
  return best;
}

export function relicRunnersPlannerStrategy(seed = 'planner-relic-runners'): Strategy {
  return onASample('planner', seed, (s, seat, moves) => {
    if (beforeOrInMove(s, seat)) {
      const habit = preMoveHabit(s, seat, moves) ?? toolboxFirst(s, seat, moves);
      if (habit) return habit;
      const first = bestTwoTurns(s, seat, moves, tileWeights(s));
      if (first) return first;
    }
    // A prompt of its own turn (where a Pathway goes, which Toolbox climbs, ...) shapes the next.
    if (s.turn.seat === seat && s.pending.length > 0) return bestForNextTurn(s, seat, moves, tileWeights(s));
    const explore = moves.find((m) => m.type === 'explore');
    if (explore && s.turn.seat === seat) {
      const weights = tileWeights(s);
      if (nextTurnValue(settle(apply(s, seat, explore), seat), seat, weights) > nextTurnValue(s, seat, weights) + 1e-9) return explore;
      return bestJudged(s, seat, moves.filter((m) => m !== explore), judgeByResult(seat));
    }
    return bestJudged(s, seat, moves, judgeByResult(seat));
  });
}
