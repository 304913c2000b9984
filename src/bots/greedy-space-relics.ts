/**
 * A greedy heuristic heister for Space Relics, the medium computer level and the player the heist
 * was first measured with (bench/space-relics-heist.ts, RULES.md "Bots and the heist"). It is a
 * careful one: with its 70% margin it leaves too early, and the same heister with a wider
 * `safety` beats it (RULES.md, "The careful heister leaves too early").
 *
 * It decides from its seat's view only: the board is public, so it rebuilds a state with
 * `determinize` (the hidden hands and decks it samples never matter to its choices) and plans on
 * it. Its plan is a cost map over the board: a step onto floor or a platform costs 1 AP, a bare
 * space costs EMPTY_COST (a platform must be brought there first: 1-2 AP, then the step), a
 * space in a live gun's line or on fire costs a patch more, walls and (unless it is leaving)
 * airlocks cannot be entered. With it the bot is in one of two modes:
 * - collect: head for the artifact marker that is cheapest to reach, take and carry out
 *   (`pickUpArtifact` whenever it stands on one), as long as the trip fits comfortably in the AP
 *   it has left for the game;
 * - escape: head for the nearest airlock (once the trip no longer fits, or once anyone has taken
 *   the Heart of Sol and the Last Defense starts eating platforms).
 * Each move it can make (a step, a relocation with its best placement, a rocket or grapple
 * flight, a shot at a gun) is tried on the sample and scored by how much it lowers the plan's
 * cost per AP spent; it ends its turn when no move lowers it. Prompts: counter a trap when it
 * can, the acid takes its starting card first (it scores nothing), the Last Defense removes the
 * platform its own way out misses least and, among those, the one the others' ways out miss most;
 * holes are patched with tape or foam first.
 */
import { seedRng, type RngState } from '../engine/index.js';
import { spaceRelics, type SpaceRelicsMove, type SpaceRelicsState, type SpaceRelicsView } from '../games/space-relics/index.js';
import {
  AIRLOCK, EMPTY, FLOOR, PLATFORM_MOVE, areaCells, board, buildGrid,
  galleryChar, lineOfFire, platformCells, type Grid,
} from '../games/space-relics/board.js';
import { HEART_OF_SOL, LAST_ROUND, PENALTY } from '../games/space-relics/data.js';
import { emptyPlatforms, kindOf } from '../games/space-relics/rules.js';
import type { Player } from '../games/space-relics/state.js';
import type { Strategy } from './strategy.js';

/** AP a bare space is expected to cost: a platform brought there (1 AP per move space) and the step. */
const EMPTY_COST = 2.5;
/** A hole from a gun or a fire: 2 AP to patch, and the turn stops until then. */
const HAZARD_COST = 2.5;
/** A laser net: 5 AP by hand. */
const NET_COST = 5;
const PICK_UP = 2;
/** Expected worth of a blue artifact (6-8 points) and of the Heart, in AP of detour it justifies. */
const BLUE_BONUS = 7;
const HEART_BONUS = 10;
/** Weight of the way out from a target in collect mode: a platform taken from behind costs something. */
const EXIT_WEIGHT = 0.5;
/** Share of the AP left in the game the bot dares to plan with (guns, traps, other players). */
const SAFETY = 0.7;

/**
 * What a variant of the heister may weigh differently (the rollout planner of the hard computer
 * level, planner-space-relics.ts, chooses among several). The defaults are the greedy bot's.
 */
export interface SpaceRelicsTuning {
  heartBonus: number;
  safety: number;
}
export const GREEDY_TUNING: SpaceRelicsTuning = { heartBonus: HEART_BONUS, safety: SAFETY };
/** The tuning of the decision being made (the greedy bot's outside a decision: the search heuristics use these functions too). */
let tuning: SpaceRelicsTuning = GREEDY_TUNING;

type Mode = 'collect' | 'escape';

interface Costs {
  /** AP to enter each cell (Infinity: never). */
  enter: Float64Array;
  /** Wall squares: nobody stands there. */
  wall: Uint8Array;
}

function costs(s: SpaceRelicsState, grid: Grid, leaving: boolean): Costs {
  const { cells } = board();
  const enter = new Float64Array(cells);
  const wall = new Uint8Array(cells);
  const emptyCost = s.heartTaker !== null || emptyPlatforms(s, grid).length < 4 ? EMPTY_COST * 2 : EMPTY_COST;
  for (let c = 0; c < cells; c++) {
    const k = grid.kind[c];
    if (k === FLOOR || k === PLATFORM_MOVE) enter[c] = 1;
    else if (k === EMPTY) enter[c] = emptyCost;
    // An airlock with a pawn on it (a player who has not left yet) is no way out.
    else if (k === AIRLOCK) enter[c] = leaving && grid.pawn[c] === 0 ? 1 : Infinity;
    else {
      enter[c] = Infinity;
      wall[c] = 1;
    }
  }
  for (const g of s.guns) {
    if (g.disabled) continue;
    for (const c of lineOfFire(g, grid)) if (enter[c]! < Infinity) enter[c]! += HAZARD_COST;
  }
  for (const c of s.fires) enter[c]! += HAZARD_COST;
  for (const area of s.nets) for (const c of areaCells(area)) if (enter[c]! < Infinity) enter[c]! += NET_COST;
  return { enter, wall };
}

/**
 * Cheapest cost from the sources to every cell. Forward (`reverse` false): cost of walking from
 * a source, paying each cell entered. Reverse: cost of walking from each cell to a source.
 */
function dijkstra({ enter, wall }: Costs, sources: readonly number[], reverse: boolean): Float64Array {
  const { cells, neighbours } = board();
  const dist = new Float64Array(cells).fill(Infinity);
  const done = new Uint8Array(cells);
  const heap: number[] = [];
  const push = (c: number) => {
    heap.push(c);
    let i = heap.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (dist[heap[parent]!]! <= dist[heap[i]!]!) break;
      const t = heap[parent]!;
      heap[parent] = heap[i]!;
      heap[i] = t;
      i = parent;
    }
  };
  const pop = (): number => {
    const top = heap[0]!;
    const last = heap.pop()!;
    if (heap.length > 0) {
      heap[0] = last;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let m = i;
        if (l < heap.length && dist[heap[l]!]! < dist[heap[m]!]!) m = l;
        if (r < heap.length && dist[heap[r]!]! < dist[heap[m]!]!) m = r;
        if (m === i) break;
        const t = heap[m]!;
        heap[m] = heap[i]!;
        heap[i] = t;
        i = m;
      }
    }
    return top;
  };
  for (const c of sources) {
    dist[c] = 0;
    push(c);
  }
  while (heap.length > 0) {
    const u = pop();
    if (done[u]) continue;
    done[u] = 1;
    for (const v of neighbours[u]!) {
      const w = reverse ? enter[u]! : enter[v]!;
      // Reverse search: v steps into u, so u's cost counts, and v must be a square one stands on.
      if (w === Infinity || done[v] || (reverse && wall[v])) continue;
      const d = dist[u]! + w;
      if (d < dist[v]!) {
        dist[v] = d;
        push(v);
      }
    }
  }
  return dist;
}

const freeAirlocks = (grid: Grid): number[] => board().airlockCells.filter((c) => grid.pawn[c] === 0);

/** The artifact markers still on the board, as [cell, bonus]. */
function artifactTargets(s: SpaceRelicsState): [number, number][] {
  const out: [number, number][] = [];
  for (const area of s.artifactMarkers) {
    for (const c of areaCells(area)) {
      const ch = galleryChar(s.galleries, c);
      if (ch === 'B') out.push([c, tuning.heartBonus]);
      if (ch === 'A') out.push([c, BLUE_BONUS]);
    }
  }
  return out;
}

interface Plan {
  mode: Mode;
  /** The plan's cost from where the pawn stands (lower is better). */
  phi: number;
  /** Cheapest full trip for the next artifact: reach it, take it, get out. */
  trip: number;
}

/**
 * AP the seat can still count on: this turn's and every later round's until the air runs out or,
 * once the Heart is taken, until the Last Defense has removed the empty platforms (each seat
 * inside removes one a round).
 */
function apLeft(s: SpaceRelicsState, p: Player, grid: Grid): number {
  const heart = p.artifacts.includes(HEART_OF_SOL) ? PENALTY.heart : 0;
  let last = LAST_ROUND;
  if (s.heartTaker !== null) {
    const inside = s.players.filter((q) => q.status === 'museum').length;
    last = Math.min(last, s.round + Math.floor(emptyPlatforms(s, grid).length / Math.max(1, inside)));
  }
  let total = p.ap;
  for (let r = s.round + 1; r <= last; r++) total += Math.max(0, LAST_ROUND + 1 - r - heart);
  return total;
}

/** Where the seat stands in its plan: which mode it is in and how far it still is. */
function plan(s: SpaceRelicsState, seat: number, forced?: Mode): Plan {
  const p = s.players[seat]!;
  if (p.status === 'escaped') return { mode: 'escape', phi: -1000, trip: 0 };
  if (p.status === 'captured' || p.pos < 0) return { mode: 'escape', phi: 1000, trip: Infinity };
  const grid = buildGrid(s);
  // Other pawns can be passed through but not landed on: they add nothing to the cost here.
  const out = costs(s, grid, true);
  const exit = dijkstra(out, freeAirlocks(grid), true);
  const escapePhi = exit[p.pos]!;
  const inside = costs(s, grid, false);
  const from = dijkstra(inside, [p.pos], false);
  let best = Infinity;
  let trip = Infinity;
  for (const [c, bonus] of artifactTargets(s)) {
    if (grid.pawn[c] !== 0 && c !== p.pos) continue;
    const reach = from[c]! + PICK_UP;
    const score = reach + EXIT_WEIGHT * exit[c]! - bonus;
    if (score < best) best = score;
    trip = Math.min(trip, reach + exit[c]!);
  }
  let mode: Mode = forced ?? 'escape';
  if (!forced && trip <= tuning.safety * apLeft(s, p, grid)) mode = 'collect';
  return { mode, phi: mode === 'collect' ? best : escapePhi, trip };
}

/** The plan's cost after a move (mode held fixed). */
function phiAfter(s: SpaceRelicsState, seat: number, mode: Mode): number {
  const p = s.players[seat]!;
  if (p.status === 'escaped') return mode === 'escape' ? -1000 : 1000;
  return plan(s, seat, mode).phi;
}

/** A way out that no longer exists counts as this far: worse than any there is. */
const STRANDED = 100;

/** The cost of the way out of every other seat still inside, summed. */
function rivalsWayOut(s: SpaceRelicsState, seat: number): number {
  let total = 0;
  s.players.forEach((q, other) => {
    if (other !== seat && q.status === 'museum') total += Math.min(STRANDED, plan(s, other, 'escape').phi);
  });
  return total;
}

const AP_FLOOR = 0.3;
/** How much dearer than the cheapest a route may be and still be worth bridging. */
const ROUTE_SLACK = 3;
/** With this much AP and no way to bring an artifact nearer, the bot is stuck: it leaves. */
const STUCK_AP = 3;

export function spaceRelicsGreedyStrategy(seed = 'greedy-space-relics', own: SpaceRelicsTuning = GREEDY_TUNING): Strategy {
  const rng: RngState = seedRng(seed);
  let memory: GreedyMemory = {};
  return {
    name: 'greedy',
    decide<Move>({ seat, view, legalMoves }: { seat: number; view: unknown; legalMoves: readonly Move[] }): Move {
      const moves = legalMoves as readonly SpaceRelicsMove[];
      if (moves.length === 1) return moves[0] as unknown as Move;
      const s = spaceRelics.determinize(view as SpaceRelicsView, seat, rng);
      return spaceRelicsGreedyMove(s, seat, moves, memory, own) as unknown as Move;
    },
    remember: () => ({ ...memory }),
    recall: (kept) => {
      memory = greedyMemoryOf(kept);
    },
  };
}

/** What the heister remembers between its decisions: the mode a relocation was chosen in, for its placement. */
export interface GreedyMemory {
  placingMode?: Mode;
}

/** A remembered `GreedyMemory` read back (anything else is forgotten). */
export function greedyMemoryOf(kept: unknown): GreedyMemory {
  const mode = (kept as GreedyMemory | null | undefined)?.placingMode;
  return mode === 'collect' || mode === 'escape' ? { placingMode: mode } : {};
}

/**
 * The heister's move on a full state (a `determinize` sample of its view, or a state in a
 * playout of one), with the tuning given (the greedy bot's by default). What the greedy bot
 * plays after sampling its view; the rollout planner (planner-space-relics.ts) plays it in its
 * playouts. Nothing hidden from `seat` in `s` changes the move.
 */
export function spaceRelicsGreedyMove(
  s: SpaceRelicsState, seat: number, moves: readonly SpaceRelicsMove[], memory: GreedyMemory = {}, own: SpaceRelicsTuning = GREEDY_TUNING,
): SpaceRelicsMove {
  const outer = tuning;
  tuning = own;
  try {
    return greedyMove(s, seat, moves, memory);
  } finally {
    tuning = outer;
  }
}

function greedyMove(s: SpaceRelicsState, seat: number, moves: readonly SpaceRelicsMove[], memory: GreedyMemory): SpaceRelicsMove {
  const pick = (m: SpaceRelicsMove | undefined) => m ?? moves[0]!;
  if (moves.length === 1) return pick(moves[0]);
  const p = s.players[seat]!;
  const of = <T extends SpaceRelicsMove['type']>(type: T) => moves.filter((m): m is Extract<SpaceRelicsMove, { type: T }> => m.type === type);
  const first = moves[0]!;
  const tryMove = (m: SpaceRelicsMove) => spaceRelics.apply(s, seat, m).state;
  if (first.type === 'chooseAirlock') {
    let best: SpaceRelicsMove = first;
    let bestPhi = Infinity;
    for (const m of moves) {
      const phi = plan(tryMove(m), seat, 'collect').phi;
      if (phi < bestPhi) [best, bestPhi] = [m, phi];
    }
    return pick(best);
  }
  if (first.type === 'counterTrap' || first.type === 'springTrap') return pick(of('counterTrap')[0] ?? of('springTrap')[0]);
  if (first.type === 'destroyItem') {
    const starter = p.starter?.card;
    return pick(of('destroyItem').find((m) => m.card === starter) ?? of('destroyItem').find((m) => kindOf(m.card) !== 'keycard'));
  }
  if (first.type === 'removePlatform') {
    // Its own way out first; among the removals that cost it nothing more, the one that costs
    // the others still inside most: the Last Defense is the one weapon against a rival's way out.
    let best: SpaceRelicsMove = first;
    let bestOwn = Infinity;
    let bestRivals = -Infinity;
    for (const m of moves) {
      const after = tryMove(m);
      const own = p.status === 'museum' ? phiAfter(after, seat, 'escape') : 0;
      const rivals = rivalsWayOut(after, seat);
      if (own < bestOwn - 1e-9 || (own <= bestOwn + 1e-9 && rivals > bestRivals)) [best, bestOwn, bestRivals] = [m, own, rivals];
    }
    return pick(best);
  }
  if (first.type === 'placePlatform') {
    const current = { mode: memory.placingMode ?? plan(s, seat).mode };
    memory.placingMode = undefined;
    let best: SpaceRelicsMove = first;
    let bestPhi = Infinity;
    for (const m of moves) {
      const phi = phiAfter(tryMove(m), seat, current.mode);
      if (phi < bestPhi) [best, bestPhi] = [m, phi];
    }
    return pick(best);
  }

  // Our own turn.
  const current = plan(s, seat);
  const endTurn = of('endTurn')[0];
  if (p.holes > 0) {
    const tape = of('useItem').find((m) => kindOf(m.card) === 'tape');
    const fix = tape ?? of('foamPatch')[0] ?? of('patch')[0];
    if (fix) return pick(fix);
    // Not enough AP to patch: air first, if that makes the patch affordable.
    const air = of('useItem').find((m) => ['o2', 'booster'].includes(kindOf(m.card))) ?? of('powerPack').find((m) => m.target === null);
    if (air && p.ap + 3 >= 2) return pick(air);
    return pick(endTurn);
  }
  const take = of('pickUpArtifact');
  if (take.length > 0 && (current.mode === 'collect' || apLeft(s, p, buildGrid(s)) - p.ap > 0)) {
    return pick(take.find((m) => m.keycard) ?? take[0]);
  }
  const net = of('disableNet');
  if (net.length > 0) return pick(net.find((m) => m.weapon !== null) ?? net[0]);
  const shield = of('activateShield')[0];
  if (shield) return pick(shield);

  // Stuck collecting (no move brings an artifact nearer with AP to spare): head out instead.
  let mode = current.mode;
  let best = bestProgress(s, seat, moves, mode, current.phi);
  if (best === undefined && mode === 'collect' && p.ap >= STUCK_AP) {
    mode = 'escape';
    best = bestProgress(s, seat, moves, mode, plan(s, seat, mode).phi);
  }
  if (best?.type === 'selectPlatform') memory.placingMode = mode;
  return pick(best ?? endTurn ?? first);
}

/**
 * The move that lowers the plan's cost most per AP spent (relocations with their best
 * placement), or undefined when none lowers it.
 */
function bestProgress(s: SpaceRelicsState, seat: number, moves: readonly SpaceRelicsMove[], mode: Mode, phi: number): SpaceRelicsMove | undefined {
  const p = s.players[seat]!;
  const tryMove = (m: SpaceRelicsMove) => spaceRelics.apply(s, seat, m).state;
  let best: SpaceRelicsMove | undefined;
  let bestRate = 0;
  let bestGain = 0;
  const consider = (m: SpaceRelicsMove, after: SpaceRelicsState, ap: number) => {
    const gain = phi - phiAfter(after, seat, mode);
    if (!(gain > 1e-9)) return;
    const rate = gain / Math.max(ap, AP_FLOOR);
    if (rate > bestRate + 1e-9 || (Math.abs(rate - bestRate) <= 1e-9 && gain > bestGain)) {
      best = m;
      bestRate = rate;
      bestGain = gain;
    }
  };
  for (const m of moves) {
    if (m.type === 'step' || m.type === 'rocket' || m.type === 'grapple' || m.type === 'shootGun') {
      const after = tryMove(m);
      consider(m, after, p.ap - after.players[seat]!.ap);
    }
  }
  // Relocations: lift a platform and put it where it helps most. Only placements that cover a
  // bare space near the plan's route are tried (the rest cannot lower its cost).
  const selects = moves.filter((m) => m.type === 'selectPlatform');
  if (selects.length > 0) {
    const wanted = routeGaps(s, seat, mode, buildGrid(s));
    if (wanted.size > 0) {
      for (const m of selects) {
        const lifted = tryMove(m);
        const ap = p.ap - lifted.players[seat]!.ap;
        for (const place of spaceRelics.legalMoves(lifted, seat)) {
          if (place.type !== 'placePlatform') continue;
          if (!footprintCells(lifted, place).some((c) => wanted.has(c))) continue;
          consider(m, spaceRelics.apply(lifted, seat, place).state, ap);
        }
      }
    }
  }
  return best;
}

function footprintCells(s: SpaceRelicsState, m: Extract<SpaceRelicsMove, { type: 'placePlatform' }>): number[] {
  const pending = s.pending;
  if (pending?.kind !== 'place') return [];
  return platformCells({ id: pending.platform, x: m.x, y: m.y, rot: m.rot });
}

/** Bare spaces on (or beside) the cheapest route of the current plan: where a platform would help. */
function routeGaps(s: SpaceRelicsState, seat: number, mode: Mode, grid: Grid): Set<number> {
  const p = s.players[seat]!;
  const leaving = mode === 'escape';
  const cost = costs(s, grid, leaving);
  let targets: number[];
  if (leaving) targets = freeAirlocks(grid);
  else targets = artifactTargets(s).map(([c]) => c);
  if (targets.length === 0) return new Set();
  const toTarget = dijkstra(cost, targets, true);
  const from = dijkstra(cost, [p.pos], false);
  const best = toTarget[p.pos]!;
  const gaps = new Set<number>();
  if (!Number.isFinite(best)) return gaps;
  for (let c = 0; c < grid.kind.length; c++) {
    if (grid.kind[c] !== EMPTY) continue;
    // On a near-cheapest route from the pawn to a target.
    if (from[c]! + toTarget[c]! <= best + ROUTE_SLACK) gaps.add(c);
  }
  return gaps;
}

export { plan as spaceRelicsPlan, costs as spaceRelicsCosts, dijkstra as spaceRelicsDistances, freeAirlocks, artifactTargets, apLeft, routeGaps, footprintCells };
