/**
 * A greedy heuristic player for Ruin Runner: the "sensible player" of RULES.md ("Reach of the
 * ruins") with the scoring in mind.
 *
 * It decides from its seat's view only: it rebuilds a state with `determinize` (the other hands
 * and resource cards are sampled; its own are true) and tries moves on it.
 * - Discovery: the placement that leaves the most counters reachable from START, then the most
 *   walkable links, then the most open ends of the reachable ruins (`reach.ts`).
 * - Looting, the take: the colour that raises its lead over the best other player most, counted
 *   with the rulebook's scoring (2 for a colour on its cards, 1 otherwise, and the +5 / +3
 *   majorities); it never declines a counter.
 * - Looting, the move: the way whose walk of the next few moves takes the most value soonest
 *   (each tile worth its best counter to this seat), else towards the nearest tile with counters,
 *   so its looter does not leave the ruins while there is something to take.
 * - Variant swap: the swap that raises its lead most, if any does.
 */
import { pick, randomInt, seedRng, type RngState } from '../engine/index.js';
import { ruinRunner, type Move, type State, type View } from '../games/ruin-runner/index.js';
import { hasInArrow, masksOf, neighbour, sumCounters } from '../games/ruin-runner/board.js';
import { COLOURS, DIRECTIONS, TELEPORT_EXIT_OF, TILES } from '../games/ruin-runner/data.js';
import { reachableCounters, reachableLinks, reachableOpenEnds } from '../games/ruin-runner/reach.js';
import { score } from '../games/ruin-runner/score.js';
import type { PlacedTile } from '../games/ruin-runner/state.js';
import type { Strategy } from './strategy.js';

const LOOKAHEAD = 4;
const DISCOUNT = 0.8;

/** How a sensible player rates the board after a placement. */
export function placementScore(board: readonly PlacedTile[]): number {
  return reachableCounters(board) * 10_000 + reachableLinks(board) * 100 + reachableOpenEnds(board);
}

/** This seat's lead over the best other seat, by the rulebook's scoring. */
export function lead(state: State, seat: number): number {
  const scores = score(state).scores;
  let best = -Infinity;
  scores.forEach((v, s) => {
    if (s !== seat && v > best) best = v;
  });
  return scores[seat]! - (best === -Infinity ? 0 : best);
}

/** What one more counter of each colour is worth to `seat`: the change in its lead. */
export function colourValues(state: State, seat: number): number[] {
  const before = lead(state, seat);
  return COLOURS.map((_, c) => {
    const seats = state.seats.map((p, s) => (s === seat ? { ...p, counters: p.counters.map((n, i) => (i === c ? n + 1 : n)) } : p));
    return lead({ ...state, seats }, seat) - before;
  });
}

/** Where a looter leaving tile `from` towards `d` ends: a board index (0, START, when it exits). */
export function destination(board: readonly PlacedTile[], cells: Map<string, number>, from: PlacedTile, d: number): number {
  const [nx, ny] = neighbour(from.x, from.y, d);
  const entered = cells.get(`${nx},${ny}`);
  if (entered === undefined || !hasInArrow(board[entered]!, (d + 2) % 4)) return 0;
  const kind = TILES[board[entered]!.tile]!.kind;
  if (kind === 'teleport-to-start') return 0;
  if (kind === 'teleport-entrance') {
    const exit = board.findIndex((p) => p.tile === TELEPORT_EXIT_OF[board[entered]!.tile]);
    return exit >= 0 ? exit : entered;
  }
  return entered;
}

/** Per tile, where a looter can end by leaving it (a gate with both white arrows: it alternates). */
function successors(board: readonly PlacedTile[], cells: Map<string, number>): number[][] {
  return board.map((p) => {
    const out = masksOf(p).out;
    const next: number[] = [];
    for (let d = 0; d < 4; d++) if (out & (1 << d)) next.push(destination(board, cells, p, d));
    return next;
  });
}

/** The best discounted value a walk of `depth` more moves from `at` can take, one counter per visit. */
function walkValue(worth: readonly number[], left: number[], succ: readonly number[][], at: number, depth: number): number {
  if (depth === 0) return 0;
  let best = 0;
  for (const to of succ[at]!) {
    const takes = left[to]! > 0;
    let value = 0;
    if (takes) {
      value = worth[to]!;
      left[to]! -= 1;
    }
    value += DISCOUNT * walkValue(worth, left, succ, to, depth - 1);
    if (takes) left[to]! += 1;
    if (value > best) best = value;
  }
  return best;
}

/** Moves from each tile to the nearest tile holding counters. */
function distancesToCounters(left: readonly number[], succ: readonly number[][]): number[] {
  const dist = left.map((n, i) => (i !== 0 && n > 0 ? 0 : Infinity));
  for (let changed = true; changed; ) {
    changed = false;
    succ.forEach((next, i) => {
      for (const j of next) {
        if (dist[j]! + 1 < dist[i]!) {
          dist[i] = dist[j]! + 1;
          changed = true;
        }
      }
    });
  }
  return dist;
}

/** The looter's step: the way with the best walk ahead, else towards the nearest counters. */
export function chooseStep(state: State, seat: number, moves: readonly Move[], rng: RngState): Move {
  const board = state.board;
  const cells = new Map<string, number>();
  board.forEach((p, i) => cells.set(`${p.x},${p.y}`, i));
  const succ = successors(board, cells);
  const values = colourValues(state, seat);
  // A counter is worth at least a point to whoever takes it: never less than a little.
  const worth = board.map((p) => (p.counters.some((n) => n > 0) ? Math.max(0.5, ...p.counters.map((n, c) => (n > 0 ? values[c]! : -Infinity))) : 0));
  const left = board.map((p, i) => (i === 0 ? 0 : sumCounters(p.counters)));
  const dist = distancesToCounters(left, succ);
  const here = board[state.seats[seat]!.at!]!;
  let best: Move[] = [];
  let bestScore = -Infinity;
  for (const m of moves) {
    if (m.type !== 'move') continue;
    const to = destination(board, cells, here, DIRECTIONS.indexOf(m.direction));
    const takes = left[to]! > 0;
    let walk = 0;
    if (takes) {
      walk = worth[to]!;
      left[to]! -= 1;
    }
    walk += DISCOUNT * walkValue(worth, left, succ, to, LOOKAHEAD - 1);
    if (takes) left[to]! += 1;
    const score = walk > 0 ? walk * 10 : -dist[to]!;
    if (score > bestScore + 1e-9) [best, bestScore] = [[m], score];
    else if (Math.abs(score - bestScore) <= 1e-9) best.push(m);
  }
  return pick(rng, best.length > 0 ? best : [...moves]);
}

/** The colour to take: the one that raises this seat's lead most (ties: the most left on the tile). */
export function chooseTake(state: State, seat: number, moves: readonly Move[]): Move {
  const values = colourValues(state, seat);
  const here = state.board[state.seats[seat]!.at!]!;
  let best: Move | undefined;
  let bestValue = -Infinity;
  for (const m of moves) {
    if (m.type !== 'take') continue;
    const c = COLOURS.indexOf(m.colour);
    const value = values[c]! * 100 + here.counters[c]!;
    if (value > bestValue) [best, bestValue] = [m, value];
  }
  return best ?? moves[0]!;
}

function choosePlacement(state: State, seat: number, moves: readonly Move[], rng: RngState): Move {
  let best: Move[] = [];
  let bestScore = -Infinity;
  for (const m of moves) {
    if (m.type !== 'place') continue;
    const score = placementScore(ruinRunner.apply(state, seat, m).state.board);
    if (score > bestScore) [best, bestScore] = [[m], score];
    else if (score === bestScore) best.push(m);
  }
  return pick(rng, best.length > 0 ? best : [...moves]);
}

function chooseSwap(state: State, seat: number, moves: readonly Move[]): Move {
  let best: Move = moves.find((m) => m.type === 'no-swap') ?? moves[0]!;
  let bestLead = lead(state, seat);
  for (const m of moves) {
    if (m.type !== 'swap') continue;
    const after = lead(ruinRunner.apply(state, seat, m).state, seat);
    if (after > bestLead) [best, bestLead] = [m, after];
  }
  return best;
}

export function ruinRunnerGreedyStrategy(seed = 'greedy-ruin-runner'): Strategy {
  const rng: RngState = seedRng(seed);
  return {
    name: 'greedy',
    decide<M>({ seat, view, legalMoves }: { seat: number; view: unknown; legalMoves: readonly M[] }): M {
      const moves = legalMoves as unknown as readonly Move[];
      if (moves.length === 1) return moves[0] as unknown as M;
      const state = ruinRunner.determinize(view as View, seat, rng);
      let move: Move;
      if (state.phase === 'discovery') move = choosePlacement(state, seat, moves, rng);
      else if (state.step === 'take') move = chooseTake(state, seat, moves);
      else if (state.step === 'swap') move = chooseSwap(state, seat, moves);
      else move = chooseStep(state, seat, moves, rng);
      return move as unknown as M;
    },
  };
}

/** Whose end: "emptied" (no counter left on the board) or "no-take" (a whole looting round without a take). */
export function ruinRunnerEndCondition(state: State): string {
  return state.board.every((p) => sumCounters(p.counters) === 0) ? 'emptied' : 'no-take';
}

export function ruinRunnerStatistics(state: State): Record<string, number> {
  const collected = state.seats.map((p) => sumCounters(p.counters));
  return {
    'tiles placed': state.board.length - 1,
    'counters collected': collected.reduce((a, b) => a + b, 0),
    'counters per seat': collected.reduce((a, b) => a + b, 0) / state.seats.length,
    'counters left on board': state.board.reduce((n, p) => n + sumCounters(p.counters), 0),
  };
}

/** Share of playout moves made at random, so that playouts still explore. */
const PLAYOUT_EPSILON = 0.1;

/**
 * A cheap looter for ISMCTS playouts: it always takes a counter (a colour of its cards first) and
 * steps onto a tile holding counters when it can; placements and everything else at random
 * (scoring placements by reach is too dear for a playout).
 */
export function ruinRunnerPlayoutMove(state: State, seat: number, moves: readonly Move[], rng: RngState): Move {
  if (moves.length === 1 || state.phase !== 'looting' || randomInt(rng, 100) < PLAYOUT_EPSILON * 100) return pick(rng, moves);
  if (state.step === 'take') {
    const takes = moves.filter((m): m is Extract<Move, { type: 'take' }> => m.type === 'take');
    const mine = takes.filter((m) => state.seats[seat]!.cards.includes(m.colour));
    return pick(rng, mine.length > 0 ? mine : takes.length > 0 ? takes : moves);
  }
  if (state.step === 'swap') return moves.find((m) => m.type === 'no-swap') ?? pick(rng, moves);
  const board = state.board;
  const here = board[state.seats[seat]!.at!]!;
  const full = moves.filter((m) => {
    if (m.type !== 'move') return false;
    const d = DIRECTIONS.indexOf(m.direction);
    const [nx, ny] = neighbour(here.x, here.y, d);
    const next = board.find((p) => p.x === nx && p.y === ny);
    if (!next || !hasInArrow(next, (d + 2) % 4)) return false;
    const kind = TILES[next.tile]!.kind;
    if (kind === 'teleport-entrance') {
      const exit = board.find((p) => p.tile === TELEPORT_EXIT_OF[next.tile]);
      return sumCounters((exit ?? next).counters) > 0;
    }
    return kind !== 'teleport-to-start' && sumCounters(next.counters) > 0;
  });
  return pick(rng, full.length > 0 ? full : moves);
}
