/**
 * A greedy heuristic explorer for Relic Runners: the opponent the ISMCTS targets are measured
 * against, the search's playout policy, and the base of the planner (planner-relic-runners.ts),
 * the "sensible player" the game length is measured with (RULES.md "Game length").
 *
 * It decides from its seat's view only: it rebuilds a state with `determinize` and tries moves on
 * that sample. The move is planned whole: every way to finish it (each chain of steps, a stop, a
 * teleport) is played out on the sample and scored by `evaluate` after the best follow-up of
 * exploring or not; a Toolbox may come first when the move it prepares then scores better. A
 * Toolbox is judged once the prompts it opens are answered greedily (where a Compass puts its
 * Pathways), not by the Toolbox it gives up. Every other decision (explore, a Toolbox, a climb, a Pathway, an ivory choice)
 * is the legal move whose result `evaluate` likes best, `endTurn` when nothing beats it.
 * `evaluate` is the seat's score as it stands plus what its position promises: rations,
 * Toolboxes on the Table, Pathways, and above all a Relic Expedition it can make next turn (it
 * stands on a Shrine with a Relic and another of that colour is one move away).
 */
import { seedRng, type RngState } from '../engine/index.js';
import { relicRunners, type RelicRunnersMove as Move, type RelicRunnersState as State, type RelicRunnersView } from '../games/relic-runners/index.js';
import { BRANCHES, CAMP, LOCATIONS, RELIC_COLORS, otherEnd, type Branch } from '../games/relic-runners/data.js';
import { boardMap } from '../games/relic-runners/versions.js';
import { hasPathway, isExplorable, longestRoute, pathwaysOnBoard, player } from '../games/relic-runners/board.js';
import { scoreSheet } from '../games/relic-runners/score.js';
import type { Strategy } from './strategy.js';

/** Worth of a Toolbox resting at each level of each branch (index level - 1): what using it later brings. */
const TOOLBOX_WORTH: Readonly<Record<Branch, readonly number[]>> = {
  machete: [1.5, 2, 0],
  compass: [0.5, 1, 0],
  shovel: [1.5, 1.5, 3],
};
/** Share of an expedition's points counted when it is one move away (someone may take it first). */
const EXPEDITION_SHARE = 0.7;

/**
 * Locations one Move can end on from `from` for `seat` (own Pathways free before or after the one
 * unfamiliar trail, never through Base Camp), with the most trails a Move there can take.
 */
export function oneMoveReach(s: State, seat: number, from: number): Map<number, number> {
  const reach = new Map<number, number>();
  const used = new Set<number>();
  // The match's map: its rules version's (the bot decides under its match's rules).
  const map = boardMap();
  // unfamiliar: -1 not yet taken; otherwise the number of trails before it.
  const walk = (at: number, length: number, unfamiliarAt: number): void => {
    if (at !== from && length > 0) reach.set(at, Math.max(reach.get(at) ?? 0, length));
    if (at === CAMP && length > 0) return;
    for (const t of map.trailsAt[at] as number[]) {
      if (used.has(t)) continue;
      const dest = otherEnd(t, at, map);
      if (dest === CAMP && from === CAMP) continue;
      if (hasPathway(s, seat, t)) {
        // A chain after the unfamiliar trail is allowed only if none came before it.
        if (unfamiliarAt > 0) continue;
        used.add(t);
        walk(dest, length + 1, unfamiliarAt);
        used.delete(t);
      } else if (unfamiliarAt < 0) {
        used.add(t);
        walk(dest, length + 1, length);
        used.delete(t);
      }
    }
  };
  walk(from, 0, -1);
  reach.delete(from);
  return reach;
}

/** Points of the best Relic Expedition starting from `from` next turn (0 if none). */
function expeditionFrom(s: State, seat: number, from: number): number {
  const colour = s.relicAt[from];
  if (colour === null || colour === undefined) return 0;
  const p = player(s, seat);
  const fresh = (p.relics[RELIC_COLORS.indexOf(colour)] ?? 0) === 0 ? 5 : 0;
  let best = 0;
  for (const [loc, trails] of oneMoveReach(s, seat, from)) {
    if (s.relicAt[loc] === colour) best = Math.max(best, 2 * trails + fresh + 2);
  }
  return best;
}

function toolboxWorth(s: State, seat: number): number {
  const p = player(s, seat);
  const relics = p.relics.reduce((a, b) => a + b, 0);
  let v = 0.3 * p.chart.bottom;
  for (const b of BRANCHES) {
    p.chart[b].forEach((n, i) => {
      let w = TOOLBOX_WORTH[b][i] ?? 0;
      if (b === 'machete' && i === 2) w = 0.6 * 4 * Math.max(1, relics);
      if (b === 'compass' && i === 2) w = 0.6 * 2 * Math.max(2, longestRoute(s, seat));
      v += n * w;
    });
  }
  return v;
}

/** Tiles still to explore on the board. */
export function tilesLeft(s: State): number {
  let n = 0;
  for (let loc = 0; loc < s.stacks.length; loc++) if (loc !== CAMP) n += (s.stacks[loc] as number[]).length;
  return n;
}

/** How good the state is for `seat`: its score now plus what its position promises. */
export function evaluate(s: State, seat: number): number {
  const p = player(s, seat);
  let v = scoreSheet(p, seat).total;
  if (s.over) return v;
  // A relic is worth more than its points so far: it brings the end nearer, and the pair of
  // Shrines it came from no longer counts below.
  v += 3 * p.relics.reduce((a, b) => a + b, 0);
  v += 0.9 * Math.min(p.rations, 3) + 0.3 * Math.max(0, p.rations - 3);
  v += toolboxWorth(s, seat);
  v += 0.6 * pathwaysOnBoard(p) + 1.5 * p.ivory.filter((x) => x !== null).length;
  for (const prompt of s.turn.seat === seat ? s.pending : []) {
    if (prompt.kind === 'climb') v += prompt.steps;
    if (prompt.kind === 'placePathway' && p.pathwaysInReserve > 0) v += 0.6;
  }
  // Exploring is progress: it uncovers the Shrines every Relic comes from.
  v -= 0.8 * tilesLeft(s);
  const link = nearestLink(s, seat);
  // Once the Shrines left are too far apart, a Compass brings them together (moves a Pathway).
  if (link.gap > 0) v += 1.5 * (p.chart.compass[0]! + p.chart.compass[1]!);
  // Where it stands when its next turn begins.
  const at = p.location;
  const next = oneMoveReach(s, seat, at);
  let promise = EXPEDITION_SHARE * expeditionFrom(s, seat, at);
  for (const loc of next.keys()) {
    if (loc !== CAMP && s.relicAt[loc] !== null) promise = Math.max(promise, 0.3 * expeditionFrom(s, seat, loc));
    if (p.rations > 0 && isExplorable(s, loc)) promise = Math.max(promise, 1);
  }
  if (p.rations === 0 && next.has(CAMP)) promise = Math.max(promise, 1);
  if (promise < 1) promise -= 0.3 * walkToWork(s, seat, link.gap <= 1 ? link.ends : []);
  v += promise;
  // Shrine pairs of one colour its Pathways link (or nearly): expeditions to come.
  v -= 1.5 * Math.min(link.gap, 2);
  return v;
}

/**
 * Trails from the seat to the nearest place worth a turn: a site to explore (with rations), Base
 * Camp (without), a ready expedition, one of `shrines` (a pair nearly linked).
 */
function walkToWork(s: State, seat: number, shrines: readonly number[]): number {
  const p = player(s, seat);
  const dist = trailsFrom(s, seat, p.location, false);
  let best = 8;
  for (let loc = 0; loc < LOCATIONS.length; loc++) {
    const d = dist[loc] as number;
    if (d === 0 || d >= best) continue;
    if (loc === CAMP ? p.rations === 0 : (p.rations > 0 && isExplorable(s, loc)) || expeditionFrom(s, seat, loc) > 0 || shrines.includes(loc)) best = d;
  }
  return best;
}

/**
 * The seat's nearest pair of Shrines holding Relics of one colour: the trails between them
 * without its Pathway beyond the one a Move may take unfamiliar (`gap`, 0 when linked), and the
 * two Shrines. A gap of 4 and no ends when no pair exists.
 */
function nearestLink(s: State, seat: number): { gap: number; ends: number[] } {
  let best = { gap: 4, ends: [] as number[] };
  for (let a = 1; a < LOCATIONS.length && best.gap > 0; a++) {
    const colour = s.relicAt[a];
    if (colour === null || colour === undefined) continue;
    const gaps = trailsFrom(s, seat, a, true);
    for (let b = a + 1; b < LOCATIONS.length; b++) {
      if (s.relicAt[b] !== colour) continue;
      const gap = Math.max(0, (gaps[b] as number) - 1);
      if (gap < best.gap) best = { gap, ends: [a, b] };
    }
  }
  return best;
}

/** Trails from `from` to every location, never through Base Camp; own Pathways cost 0 if `ownFree`. */
export function trailsFrom(s: State, seat: number, from: number, ownFree: boolean): number[] {
  const map = boardMap();
  const dist = LOCATIONS.map(() => Infinity);
  dist[from] = 0;
  const queue = [from];
  while (queue.length > 0) {
    const at = queue.shift() as number;
    if (at === CAMP && at !== from) continue;
    for (const t of map.trailsAt[at] as number[]) {
      const to = otherEnd(t, at, map);
      const d = (dist[at] as number) + (ownFree && hasPathway(s, seat, t) ? 0 : 1);
      if (d < (dist[to] as number)) {
        dist[to] = d;
        queue.push(to);
      }
    }
  }
  return dist;
}

const apply = (s: State, seat: number, m: Move): State => relicRunners.apply(s, seat, m).state;

/** Whether `seat` is to move its Explorer, before or during its Move (a step, a stop or a teleport may be legal). */
export function beforeOrInMove(s: State, seat: number): boolean {
  return !s.over && s.turn.seat === seat && s.pending.length === 0 && (s.turn.phase === 'start' || s.turn.phase === 'moving');
}

/**
 * The move whose result `judge` rates best (`endTurn` winning a tie), but `stopFlipping` when the
 * best token flip is no better than flipping nothing.
 */
export function bestJudged(s: State, seat: number, moves: readonly Move[], judge: (next: State, m: Move) => number): Move {
  let best: Move | undefined;
  let bestValue = -Infinity;
  for (const m of moves) {
    if (m.type === 'stopFlipping') continue;
    const value = judge(apply(s, seat, m), m) + (m.type === 'endTurn' ? 1e-6 : 0);
    if (value > bestValue + 1e-9) [best, bestValue] = [m, value];
  }
  const stop = moves.find((m) => m.type === 'stopFlipping');
  if (stop && best?.type === 'flipToken' && bestValue <= evaluate(s, seat) + 1e-9) return stop;
  return best ?? moves[0]!;
}

/** Whether `seat` is still in the move part of its turn (a step or a stop is legal). */
export function moving(s: State, seat: number): boolean {
  if (s.over || s.turn.seat !== seat || s.pending.length > 0) return false;
  return s.turn.phase === 'moving';
}

/** Value after the move: the better of exploring here (and answering what it asks greedily) or not. */
export function afterMove(s: State, seat: number): number {
  let best = evaluate(s, seat);
  if (s.over || s.turn.seat !== seat || s.pending.length > 0) return best;
  for (const m of relicRunners.legalMoves(s, seat)) {
    if (m.type === 'explore') best = Math.max(best, evaluate(apply(s, seat, m), seat));
  }
  return best;
}

/** Steps of one Move the explorer plans at most (a chain of its Pathways may be longer; it stops there). */
export const MAX_PLANNED_STEPS = 14;

/**
 * Visits every state the Move can end in from a state reached by a step: each chain of further
 * steps, then a stop (the state itself when the Move is over or nothing more is legal).
 */
export function forEachFinish(s: State, seat: number, visit: (end: State) => void, depth = 1): void {
  let finished = false;
  if (moving(s, seat) && depth <= MAX_PLANNED_STEPS) {
    for (const m of relicRunners.legalMoves(s, seat)) {
      if (m.type === 'step') forEachFinish(apply(s, seat, m), seat, visit, depth + 1);
      else if (m.type === 'stopMove') visit(apply(s, seat, m));
      else continue;
      finished = true;
    }
  }
  if (!finished) visit(s);
}

/** The best value of every way to finish the Move from a state reached by a step. */
export function bestFinish(s: State, seat: number): number {
  let best = -Infinity;
  forEachFinish(s, seat, (end) => (best = Math.max(best, afterMove(end, seat))));
  return best;
}

/** The first move of the best whole Move (a step, a stop or a teleport) and its value; none if no such move is legal. */
export function planMove(s: State, seat: number, moves: readonly Move[]): { move: Move; value: number } | undefined {
  let best: { move: Move; value: number } | undefined;
  for (const m of moves) {
    if (m.type !== 'step' && m.type !== 'stopMove' && m.type !== 'teleport') continue;
    const next = apply(s, seat, m);
    const value = m.type === 'step' ? bestFinish(next, seat) : afterMove(next, seat);
    if (!best || value > best.value + 1e-9) best = { move: m, value };
  }
  return best;
}

/**
 * What the greedy explorer does before moving, whatever its plans: a free exploration of the
 * temple it stands on (Machete 1), or a refill at 2 rations or fewer.
 */
export function preMoveHabit(s: State, seat: number, moves: readonly Move[]): Move | undefined {
  if (s.over || s.turn.seat !== seat || s.pending.length > 0 || s.turn.phase !== 'start') return undefined;
  const machete = moves.find((m) => m.type === 'useToolbox' && m.branch === 'machete' && m.level === 1);
  if (machete) return machete;
  const replenish = moves.find((m) => m.type === 'replenish');
  return replenish && player(s, seat).rations <= 2 ? replenish : undefined;
}

/** The state once the seat's pending prompts are answered greedily, one move at a time. */
export function settle(s: State, seat: number): State {
  for (let i = 0; i < 8 && !s.over && s.turn.seat === seat && s.pending.length > 0; i++) {
    let best: State | undefined;
    let bestValue = -Infinity;
    for (const m of relicRunners.legalMoves(s, seat)) {
      const next = apply(s, seat, m);
      const value = evaluate(next, seat);
      if (value > bestValue + 1e-9) [best, bestValue] = [next, value];
    }
    if (!best) break;
    s = best;
  }
  return s;
}

/**
 * How the greedy explorer judges a move by its result: a Toolbox by what it does once its prompts
 * are answered (a Compass by where its Pathways land), not by the Toolbox it gives up.
 */
export const judgeByResult =
  (seat: number) =>
  (next: State, m: Move): number =>
    evaluate(m.type === 'useToolbox' ? settle(next, seat) : next, seat);

/**
 * A Toolbox to use before moving, when the Move it prepares is better than the best Move without
 * it (`plan`): a Compass laying the Pathway an expedition needs, a Shovel doubling it.
 */
export function toolboxFirst(s: State, seat: number, moves: readonly Move[], plan = planMove(s, seat, moves)): Move | undefined {
  if (s.turn.phase !== 'start') return undefined;
  for (const m of moves) {
    if (m.type !== 'useToolbox') continue;
    const after = settle(apply(s, seat, m), seat);
    if (!moving(after, seat) && after.turn.phase !== 'start') continue;
    const then = planMove(after, seat, relicRunners.legalMoves(after, seat));
    if (then && (!plan || then.value > plan.value + 1e-9)) return m;
  }
  return undefined;
}

/** A bot that decides on one sample of its seat's view (`determinize`), never on the true state. */
export function onASample(name: string, seed: string, decide: (s: State, seat: number, moves: readonly Move[]) => Move): Strategy {
  const rng: RngState = seedRng(seed);
  return {
    name,
    decide<M>({ seat, view, legalMoves }: { seat: number; view: unknown; legalMoves: readonly M[] }): M {
      const moves = legalMoves as readonly Move[];
      if (moves.length === 1) return moves[0] as M;
      return decide(relicRunners.determinize(view as RelicRunnersView, seat, rng), seat, moves) as M;
    },
  };
}

export function relicRunnersGreedyStrategy(seed = 'greedy-relic-runners'): Strategy {
  return onASample('greedy', seed, (s, seat, moves) => {
    if (beforeOrInMove(s, seat)) {
      const habit = preMoveHabit(s, seat, moves);
      if (habit) return habit;
      const plan = planMove(s, seat, moves);
      const toolbox = toolboxFirst(s, seat, moves, plan);
      if (toolbox) return toolbox;
      if (plan) return plan.move;
    }
    return bestJudged(s, seat, moves, judgeByResult(seat));
  });
}

/** End condition and box-comparable numbers of a finished game, for bench/bots.ts. */
export const relicRunnersPlaybook = {
  endCondition(s: State): string {
    // The rulebook's one end: the 7th-10th relic collected starts the last round.
    return s.endTrigger !== null ? 'relics' : 'unfinished';
  },
  statistics(s: State): Record<string, number> {
    const n = s.players.length;
    const relics = s.players.reduce((sum, p) => sum + p.relics.reduce((a, b) => a + b, 0), 0);
    const shrines = s.relicAt.filter((r) => r !== null).length;
    return {
      'turns per player': s.turnNumber / n,
      'relics taken': relics,
      'relics left on shrines': shrines,
      'sites explored out': s.stacks.filter((st, loc) => loc !== CAMP && st.length === 0).length,
      'pathways on board': s.players.reduce((sum, p) => sum + pathwaysOnBoard(p), 0),
    };
  },
};
