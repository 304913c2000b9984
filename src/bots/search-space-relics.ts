/**
 * ISMCTS knowledge for Space Relics (issue 18, item 7): random playouts never take an artifact,
 * so a search over them sees only 0-0 games and flees at once. Here the search looks a few moves
 * ahead and then judges the position with the greedy heister's cost map
 * (src/bots/greedy-space-relics.ts): what each seat would score from where it stands.
 */
import type { RngState } from '../engine/index.js';
import { pick } from '../engine/index.js';
import { board, buildGrid, type Grid } from '../games/space-relics/board.js';
import { ARTIFACTS, HEART_OF_SOL, LAST_ROUND, PENALTY } from '../games/space-relics/data.js';
import type { SpaceRelicsMove, SpaceRelicsState } from '../games/space-relics/index.js';
import type { Player } from '../games/space-relics/state.js';
import { emptyPlatforms, kindOf } from '../games/space-relics/rules.js';
import { scoreLine } from '../games/space-relics/score.js';
import { artifactTargets, footprintCells, routeGaps, spaceRelicsPlan, freeAirlocks, spaceRelicsCosts, spaceRelicsDistances } from './greedy-space-relics.js';
import type { SearchHeuristics } from './ismcts.js';

/** Expected worth of a blue artifact still on the board (6-8 points). */
const BLUE_VALUE = 7;
/** Points a spare AP is worth: AP beyond the next trip buy later artifacts (about 15 AP each). */
const SPARE_AP_VALUE = 0.3;
/** Points a step nearer the next artifact is worth, so that moving towards it beats waiting. */
const NEARER_VALUE = 0.25;
/** Points a step nearer an airlock is worth (the way out is never certain). */
const EXIT_PULL = 0.05;
const EXIT_PULL_LAST_DEFENSE = 0.15;
/** Part of the next artifact's worth still counted once the Last Defense has begun. */
const LAST_DEFENSE_DISCOUNT = 0.7;
/** Softness, in AP, of "the AP left cover the trip" (guns, traps and the others upset plans). */
const MARGIN = 2;
/** Softness, in points, of "ahead of the best other seat". */
const LEAD_SCALE = 30;

const sigmoid = (x: number): number => 1 / (1 + Math.exp(-x));

/**
 * AP the seat can still spend: its `ap` pays for its current turn, or (once its turn this round
 * is over: `endTurn` sets it) for its turn next round; then each later round's until the air runs
 * out or, once the Heart is taken, the Last Defense has cleared the empty platforms.
 */
export function apLeft(s: SpaceRelicsState, seat: number, grid: Grid): number {
  const p: Player = s.players[seat]!;
  const current = s.pending?.kind === 'lastDefense' ? s.pending.nextTurn : s.turn;
  const paidRound = seat >= current ? s.round : s.round + 1;
  const heart = p.artifacts.includes(HEART_OF_SOL) ? PENALTY.heart : 0;
  let last = LAST_ROUND;
  if (s.heartTaker !== null) {
    const inside = s.players.filter((q) => q.status === 'museum').length;
    last = Math.min(last, s.round + Math.floor(emptyPlatforms(s, grid).length / Math.max(1, inside)));
  }
  let total = paidRound <= last ? p.ap : 0;
  for (let r = paidRound + 1; r <= last; r++) total += Math.max(0, LAST_ROUND + 1 - r - heart);
  return total;
}

/**
 * Points the seat can expect to leave with: what it holds (if it can still get out), plus the
 * next artifact it can reach and carry out, plus what its spare AP may buy later. An escaped
 * seat's score is final; a captured seat's is 0.
 */
export function expectedPoints(s: SpaceRelicsState, seat: number, grid: Grid = buildGrid(s), exit?: Float64Array): number {
  const p = s.players[seat]!;
  if (p.status === 'escaped') return scoreLine(p, seat).total;
  if (p.status === 'captured' || p.pos < 0) return 0;
  const toExit = exit ?? spaceRelicsDistances(spaceRelicsCosts(s, grid, true), freeAirlocks(grid), true);
  const held = p.artifacts.reduce((sum, a) => sum + ARTIFACTS[a]!.value, 0) + p.hand.length;
  const ap = apLeft(s, seat, grid);
  const out = toExit[p.pos]!;
  if (!Number.isFinite(out)) return 0;
  const from = spaceRelicsDistances(spaceRelicsCosts(s, grid, false), [p.pos], false);
  let next = 0;
  let trip = out;
  for (const [c, bonus] of artifactTargets(s)) {
    if (grid.pawn[c] !== 0 && c !== p.pos) continue;
    const reach = from[c]! + 2;
    const thisTrip = reach + toExit[c]!;
    if (!Number.isFinite(thisTrip)) continue;
    const value = bonus > 7 ? ARTIFACTS[HEART_OF_SOL]!.value : BLUE_VALUE;
    const worth = value * sigmoid((ap - thisTrip - MARGIN) / MARGIN) - NEARER_VALUE * reach;
    if (worth > next) [next, trip] = [worth, thisTrip];
  }
  const markers = s.artifactMarkers.length;
  const inside = s.players.filter((q) => q.status === 'museum').length;
  let spare = Math.min(SPARE_AP_VALUE * Math.max(0, ap - trip), (BLUE_VALUE * Math.max(0, markers - 1)) / Math.max(1, inside));
  // Once the Heart is taken the Last Defense eats the platforms every round: the way out only
  // gets longer, so what is held counts more than what might still be taken.
  let pull = EXIT_PULL;
  if (s.heartTaker !== null) {
    next *= LAST_DEFENSE_DISCOUNT;
    spare *= LAST_DEFENSE_DISCOUNT;
    pull = EXIT_PULL_LAST_DEFENSE;
  }
  const getsOut = sigmoid((ap - out - MARGIN) / (MARGIN / 2));
  return getsOut * (held + next + spare) - pull * Math.min(out, ap);
}

/**
 * Each seat's reward in [0, 1]: mostly how far its expected points lead the best other seat's
 * (a win), a little its expected points themselves.
 */
export function evaluateSpaceRelics(s: SpaceRelicsState): number[] {
  if (s.result) {
    const best = Math.max(...s.result.scores);
    return s.players.map((_, seat) => (s.result!.winners.includes(seat) ? 0.8 : 0) + (0.2 * (s.result!.scores[seat] ?? 0)) / Math.max(1, best));
  }
  const grid = buildGrid(s);
  const exit = spaceRelicsDistances(spaceRelicsCosts(s, grid, true), freeAirlocks(grid), true);
  const placed = s.players.map((p, seat) => (p.status === 'museum' && p.pos < 0 ? null : expectedPoints(s, seat, grid, exit)));
  // Seats yet to choose an airlock count as level with the best placed one.
  const known = placed.filter((v): v is number => v !== null);
  const neutral = known.length > 0 ? Math.max(...known) : 0;
  const points = placed.map((v) => v ?? neutral);
  return points.map((mine, seat) => {
    const rival = Math.max(...points.filter((_, other) => other !== seat));
    return 0.5 + 0.5 * Math.tanh((mine - rival) / LEAD_SCALE);
  });
}

/**
 * A cheap playout move: take an artifact when standing on one, patch a hole, answer prompts
 * sensibly, otherwise step along the cheapest way to the nearest artifact (or an airlock when
 * the AP left no longer cover a trip), and end the turn when no step helps.
 */
export function spaceRelicsPlayoutMove(s: SpaceRelicsState, seat: number, moves: readonly SpaceRelicsMove[], rng: RngState): SpaceRelicsMove {
  const of = <T extends SpaceRelicsMove['type']>(type: T) => moves.filter((m): m is Extract<SpaceRelicsMove, { type: T }> => m.type === type);
  const take = of('pickUpArtifact');
  if (take.length > 0) return take.find((m) => m.keycard) ?? take[0]!;
  const counter = of('counterTrap')[0];
  if (counter) return counter;
  const p = s.players[seat]!;
  if (p.holes > 0) {
    const fix = of('useItem').find((m) => kindOf(m.card) === 'tape') ?? of('foamPatch')[0] ?? of('patch')[0];
    if (fix) return fix;
  }
  const steps = of('step').filter((m) => m.distance === 1);
  if (steps.length === 0 || p.pos < 0) return pick(rng, moves);
  const grid = buildGrid(s);
  const leaving = s.heartTaker !== null || artifactTargets(s).length === 0;
  const cost = spaceRelicsCosts(s, grid, true);
  const targets = leaving ? freeAirlocks(grid) : artifactTargets(s).map(([c]) => c);
  const toTarget = spaceRelicsDistances(cost, targets, true);
  const here = toTarget[p.pos]!;
  if (!leaving && here + 2 > apLeft(s, seat, grid)) {
    const exit = spaceRelicsDistances(cost, freeAirlocks(grid), true);
    return bestStep(steps, p.pos, exit) ?? of('endTurn')[0] ?? pick(rng, moves);
  }
  return bestStep(steps, p.pos, toTarget) ?? of('endTurn')[0] ?? pick(rng, moves);
}

/** The cell index change of one step in `dir` on the board in force. */
function stepOffset(dir: string): number {
  const { width } = board();
  return dir === 'N' ? -width : dir === 'S' ? width : dir === 'E' ? 1 : -1;
}

function bestStep(steps: readonly Extract<SpaceRelicsMove, { type: 'step' }>[], pos: number, dist: Float64Array): SpaceRelicsMove | undefined {
  let best: SpaceRelicsMove | undefined;
  let bestDist = dist[pos]!;
  for (const m of steps) {
    const d = dist[pos + stepOffset(m.dir)]!;
    if (d < bestDist) [best, bestDist] = [m, d];
  }
  return best;
}

/**
 * What the search tree considers on a seat's own turn, as the greedy heister would: steps that
 * bring it nearer an artifact or an airlock (not wandering), platform relocations only when its
 * route has bare spaces to bridge and then only placements covering one, and the end of the turn
 * only when no step makes progress. Everything else (taking, items, guns, prompts) stays.
 */
export function spaceRelicsTreeMoves(s: SpaceRelicsState, seat: number, moves: readonly SpaceRelicsMove[]): readonly SpaceRelicsMove[] {
  const first = moves[0];
  const p = s.players[seat]!;
  if (!first || moves.length < 2 || p.pos < 0) return moves;
  if (first.type === 'placePlatform') {
    if (s.pending?.kind !== 'place') return moves;
    const gaps = routeGaps(s, seat, spaceRelicsPlan(s, seat).mode, buildGrid(s));
    const useful = moves.filter((m) => m.type === 'placePlatform' && footprintCells(s, m).some((c) => gaps.has(c)));
    return useful.length > 0 ? useful : moves.slice(0, 1);
  }
  if (!moves.some((m) => m.type === 'step' || m.type === 'selectPlatform')) return moves;
  const grid = buildGrid(s);
  const leaving = spaceRelicsCosts(s, grid, true);
  const exit = spaceRelicsDistances(leaving, freeAirlocks(grid), true);
  const targets = artifactTargets(s).map(([c]) => c);
  const toArtifact = targets.length > 0 ? spaceRelicsDistances(spaceRelicsCosts(s, grid, false), targets, true) : undefined;
  const mode = spaceRelicsPlan(s, seat).mode;
  const gaps = routeGaps(s, seat, mode, grid);
  let progress = false;
  const kept = moves.filter((m) => {
    if (m.type === 'step') {
      const to = p.pos + stepOffset(m.dir) * m.distance;
      // One target at a time, as the plan's mode says: both at once lets the pawn dither.
      const nearer = mode === 'escape' || toArtifact === undefined ? exit[to]! < exit[p.pos]! : toArtifact[to]! < toArtifact[p.pos]!;
      if (nearer) progress = true;
      return nearer;
    }
    if (m.type === 'selectPlatform') return gaps.size > 0;
    return m.type !== 'endTurn';
  });
  if (!progress && p.holes === 0) kept.push(...moves.filter((m) => m.type === 'endTurn'));
  return kept.length > 0 ? kept : moves;
}

export const spaceRelicsSearch: SearchHeuristics<SpaceRelicsState, SpaceRelicsMove> = {
  playoutMove: spaceRelicsPlayoutMove,
  playoutDepth: 6,
  evaluate: evaluateSpaceRelics,
  treeMoves: spaceRelicsTreeMoves,
  exploration: 0.03,
};

/**
 * How a finished game ended: `outOfAir` (round 12 passed with someone inside), `lastDefense`
 * (the Heart was taken and the Last Defense cleared every empty platform: the last turns),
 * `allOut` (everyone left before either).
 */
export function spaceRelicsEndCondition(s: SpaceRelicsState): string {
  if (s.round > LAST_ROUND) return 'outOfAir';
  if (s.heartTaker !== null && emptyPlatforms(s).length === 0) return 'lastDefense';
  return 'allOut';
}

/** Per game: artifacts taken, the Heart taken, the Last Defense fired, rounds, how the seats left. */
export function spaceRelicsStatistics(s: SpaceRelicsState): Record<string, number> {
  return {
    artifacts: s.players.reduce((n, p) => n + p.artifacts.length, 0),
    heartTaken: s.heartTaker !== null ? 1 : 0,
    lastDefenseFired: s.removedPlatforms.length > 0 ? 1 : 0,
    rounds: Math.min(s.round, LAST_ROUND),
    escaped: s.players.filter((p) => p.status === 'escaped').length,
    captured: s.players.filter((p) => p.status === 'captured').length,
  };
}
