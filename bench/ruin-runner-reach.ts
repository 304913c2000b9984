/**
 * Ruin Runner: how much of the ruins a board built by sensible players lets the looters reach
 * (issue 18 item 5; the target is in src/games/ruin-runner/RULES.md, "Reach of the ruins").
 *
 *   npx tsx bench/ruin-runner-reach.ts [--games 200] [--players 2,3,4,5,6] [--seed reach]
 *
 * For each player count it plays `--games` seeded games through the engine, once with each
 * placement policy (`--policies`, default `random,sensible`):
 * - `random`: a uniformly random legal placement;
 * - `sensible`: the placement that leaves the most counters reachable from START, then the most
 *   walkable links (a reachable out arrow facing a placed in arrow), then the most open ends of
 *   the reachable ruins (empty squares a reachable out arrow points at), ties at random. It sees
 *   only its own hand, like a player;
 * - `reach-only`: reachable counters, then open ends (no links), for comparison.
 * Looting is sensible for every seat: always take a counter, a colour of its own cards first;
 * move where a walk of the next four moves would take the most counters soonest, else towards
 * the nearest counter.
 * Per row it prints: tiles placed, counters on the board and reachable from START when discovery
 * ends, counters collected, looting turns (medians, 10th-90th percentile), and how often each end
 * condition fired ("emptied": all counters removed; "no take": a whole round without a take).
 * Every game is reproducible from its seed.
 */
import { parseArgs } from 'node:util';
import { pick, seedRng, type RngState } from '../src/engine/index.js';
import { ruinRunner, type Move, type State } from '../src/games/ruin-runner/index.js';
import { boardCounters, masksOf, sumCounters } from '../src/games/ruin-runner/board.js';
import { COLOURS } from '../src/games/ruin-runner/data.js';
import { reachableCounters, reachableLinks, reachableOpenEnds } from '../src/games/ruin-runner/reach.js';
import type { PlacedTile } from '../src/games/ruin-runner/state.js';
import { destination } from '../src/bots/greedy-ruin-runner.js';

export type Policy = 'random' | 'sensible' | 'reach-only';

/** How a sensible player rates the board after a placement: reachable counters first, then walkable links, then open ends. */
export const placementScores: Record<Exclude<Policy, 'random'>, (board: PlacedTile[]) => number> = {
  sensible: (board) => reachableCounters(board) * 10_000 + reachableLinks(board) * 100 + reachableOpenEnds(board),
  'reach-only': (board) => reachableCounters(board) * 100 + reachableOpenEnds(board),
};

/** Board after laying `move` (counters from the tile), without drawing: for scoring a placement. */
function boardAfter(state: State, move: Extract<Move, { type: 'place' }>): PlacedTile[] {
  return ruinRunner.apply(state, state.turn, move).state.board;
}

function choosePlacement(state: State, moves: Move[], policy: Policy, rng: RngState): Move {
  if (policy === 'random' || moves.length === 1) return pick(rng, moves);
  let best: Move[] = [];
  let bestScore = -Infinity;
  for (const m of moves) {
    if (m.type !== 'place') continue;
    const board = boardAfter(state, m);
    const score = placementScores[policy](board);
    if (score > bestScore) {
      bestScore = score;
      best = [m];
    } else if (score === bestScore) best.push(m);
  }
  return pick(rng, best);
}

/** For each tile, the board indices a looter can end on by leaving it (gates: both white arrows). */
function successors(board: readonly PlacedTile[]): number[][] {
  const cells = new Map<string, number>();
  board.forEach((p, i) => cells.set(`${p.x},${p.y}`, i));
  return board.map((p) => {
    const out = masksOf(p).out;
    const next: number[] = [];
    for (let d = 0; d < 4; d++) if (out & (1 << d)) next.push(destination(board, cells, p, d));
    return next;
  });
}

const LOOKAHEAD = 4;
const DISCOUNT = 0.8;

/**
 * The most counters (discounted by how late) a looter could take on a walk of `depth` more moves
 * from `at`, alone on the board; `taken` counts what this walk already took per tile.
 */
function walkValue(board: readonly PlacedTile[], succ: number[][], at: number, depth: number, taken: Map<number, number>): number {
  if (depth === 0) return 0;
  let best = 0;
  for (const to of succ[at]!) {
    const left = to === 0 ? 0 : sumCounters(board[to]!.counters) - (taken.get(to) ?? 0);
    let value = 0;
    if (left > 0) {
      value = 1;
      taken.set(to, (taken.get(to) ?? 0) + 1);
    }
    value += DISCOUNT * walkValue(board, succ, to, depth - 1, taken);
    if (left > 0) taken.set(to, taken.get(to)! - 1);
    best = Math.max(best, value);
  }
  return best;
}

/** Moves from each tile to the nearest tile holding counters (gates with both white arrows). */
function distancesToCounters(board: readonly PlacedTile[], succ: number[][]): number[] {
  const dist = board.map((p, i) => (i !== 0 && sumCounters(p.counters) > 0 ? 0 : Infinity));
  // Relax until stable: boards are at most 36 tiles.
  for (let changed = true; changed; ) {
    changed = false;
    board.forEach((_, i) => {
      for (const j of succ[i]!) {
        if (dist[j]! + 1 < dist[i]!) {
          dist[i] = dist[j]! + 1;
          changed = true;
        }
      }
    });
  }
  return dist;
}

/**
 * A sensible looter: always takes a counter (a colour of its own cards first); moves where the
 * best walk of the next few moves takes the most counters soonest, else towards the nearest.
 */
export function chooseLootMove(state: State, seat: number, moves: Move[], rng: RngState): Move {
  if (moves.length === 1) return moves[0]!;
  const me = state.seats[seat]!;
  if (state.step === 'take') {
    const takes = moves.filter((m): m is Extract<Move, { type: 'take' }> => m.type === 'take');
    const mine = takes.filter((m) => me.cards.includes(m.colour));
    return pick(rng, mine.length > 0 ? mine : takes);
  }
  if (state.step === 'swap') return { type: 'no-swap' };
  const board = state.board;
  const cells = new Map<string, number>();
  board.forEach((p, i) => cells.set(`${p.x},${p.y}`, i));
  const succ = successors(board);
  const dist = distancesToCounters(board, succ);
  const here = board[me.at!]!;
  let best: Move[] = [];
  let bestScore = -Infinity;
  for (const m of moves) {
    if (m.type !== 'move') continue;
    const to = destination(board, cells, here, 'NESW'.indexOf(m.direction));
    const counters = board[to]!.counters;
    const takeNow = to !== 0 && sumCounters(counters) > 0;
    const taken = new Map<number, number>(takeNow ? [[to, 1]] : []);
    const walk = (takeNow ? 1 : 0) + DISCOUNT * walkValue(board, succ, to, LOOKAHEAD - 1, taken);
    const matching = takeNow && me.cards.some((c) => counters[COLOURS.indexOf(c)]! > 0);
    const score = walk > 0 ? walk * 10 + (matching ? 1 : 0) : -dist[to]!;
    if (score > bestScore) {
      bestScore = score;
      best = [m];
    } else if (score === bestScore) best.push(m);
  }
  return pick(rng, best);
}

export interface GameStats {
  placed: number;
  onBoard: number;
  reachable: number;
  collected: number;
  lootTurns: number;
  end: 'emptied' | 'no-take';
}

export function playGame(players: number, policy: Policy, seed: string, trace?: (line: string) => void): GameStats {
  let s = ruinRunner.setup({ players, options: ruinRunner.options.parse({}), seed });
  const rng = seedRng(`policy:${seed}`);
  let placed = 0;
  let onBoard = 0;
  let reachable = 0;
  let lootTurns = 0;
  for (let steps = 0; s.result === null; steps++) {
    if (steps > 50_000) throw new Error(`no end after ${steps} moves (${players}, ${policy}, ${seed})`);
    const seat = s.turn;
    const moves = ruinRunner.legalMoves(s, seat);
    const wasDiscovery = s.phase === 'discovery';
    const move = wasDiscovery ? choosePlacement(s, moves, policy, rng) : chooseLootMove(s, seat, moves, rng);
    if (move.type === 'move') lootTurns++;
    const out = ruinRunner.apply(s, seat, move);
    const next = out.state;
    if (trace) for (const e of out.events) if (e.audience === 'all') trace(`${e.type} ${JSON.stringify(e.data)}`);
    if (wasDiscovery && next.phase !== 'discovery') {
      placed = next.board.length - 1;
      onBoard = boardCounters(next.board);
      reachable = reachableCounters(next.board);
    }
    s = next;
  }
  if (trace) {
    const succ = successors(s.board);
    const dist = distancesToCounters(s.board, succ);
    trace(`end: left ${boardCounters(s.board)} on ${s.board.filter((p, i) => i > 0 && sumCounters(p.counters) > 0).length} tiles; reachable ${reachableCounters(s.board)}; looters at distance ${s.seats.map((p) => dist[p.at!]).join(',')}; from START ${dist[0]}`);
  }
  const collected = s.seats.reduce((n, p) => n + sumCounters(p.counters), 0);
  return { placed, onBoard, reachable, collected, lootTurns, end: boardCounters(s.board) === 0 ? 'emptied' : 'no-take' };
}

const percentile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
function spread(xs: number[]): string {
  const s = [...xs].sort((a, b) => a - b);
  return `${percentile(s, 0.5)} (${percentile(s, 0.1)}-${percentile(s, 0.9)})`;
}

function main() {
  const { values } = parseArgs({
    options: {
      games: { type: 'string', default: '200' },
      players: { type: 'string', default: '2,3,4,5,6' },
      seed: { type: 'string', default: 'reach' },
      policies: { type: 'string', default: 'random,sensible' },
    },
    allowPositionals: true,
  });
  const games = Number(values.games);
  const sizes = values.players!.split(',').map(Number);
  const policies = values.policies!.split(',') as Policy[];
  const started = Date.now();
  console.log(
    '| players | placement | tiles placed | counters on board | reachable from START | collected | looting turns | emptied | no take |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const players of sizes) {
    for (const policy of policies) {
      const stats: GameStats[] = [];
      for (let g = 0; g < games; g++) stats.push(playGame(players, policy, `${values.seed}:${players}:${g}`));
      const emptied = stats.filter((x) => x.end === 'emptied').length;
      console.log(
        `| ${players} | ${policy} | ${spread(stats.map((x) => x.placed))} | ${spread(stats.map((x) => x.onBoard))} | ${spread(
          stats.map((x) => x.reachable),
        )} | ${spread(stats.map((x) => x.collected))} | ${spread(stats.map((x) => x.lootTurns))} | ${emptied} | ${games - emptied} |`,
      );
    }
  }
  console.log(`\n${games} games per row, medians with the 10th-90th percentile; ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
