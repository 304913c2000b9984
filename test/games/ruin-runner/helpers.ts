import { RuleError } from '../../../src/engine/index.js';
import { DIRECTIONS, MASKS, START_TILE, TILES, TILE_COUNTERS, sideAt } from '../../../src/games/ruin-runner/data.js';
import { ruinRunner } from '../../../src/games/ruin-runner/index.js';
import type { Options } from '../../../src/games/ruin-runner/moves.js';
import type { PlacedTile, State } from '../../../src/games/ruin-runner/state.js';

/** A tile to put on a fixture board: id, square, rotation and (gates) the exit arrow counter. */
export interface Lay {
  tile: number;
  x: number;
  y: number;
  rotation: number;
  gate?: 'N' | 'E' | 'S' | 'W';
}

export const options = (o: Partial<Options> = {}): Options => ruinRunner.options.parse(o);

/** The sides of `tile` on the board after `rotation`, N E S W. */
export function rotatedSides(tile: number, rotation: number): string {
  return [0, 1, 2, 3].map((d) => sideAt(tile, rotation, d)).join('');
}

function placed(lay: Lay): PlacedTile {
  return {
    tile: lay.tile,
    x: lay.x,
    y: lay.y,
    rotation: lay.rotation,
    counters: [...TILE_COUNTERS[lay.tile]!],
    gate: lay.gate === undefined ? null : DIRECTIONS.indexOf(lay.gate),
  };
}

/** Throws unless every pair of touching sides on `board` flows properly (the fixture itself is legal). */
export function assertFlows(board: readonly PlacedTile[]): void {
  for (const a of board) {
    for (const b of board) {
      const dx = b.x - a.x;
      const dy = b.y - a.y;
      if (Math.abs(dx) + Math.abs(dy) !== 1) continue;
      const d = dx === 1 ? 1 : dx === -1 ? 3 : dy === 1 ? 0 : 2;
      const ma = MASKS[a.tile]![a.rotation]!;
      const mb = MASKS[b.tile]![b.rotation]!;
      const back = 1 << ((d + 2) % 4);
      if ((ma.out & (1 << d) && mb.out & back) || (ma.in & (1 << d) && mb.in & back)) {
        throw new Error(`fixture: tiles ${a.tile} and ${b.tile} have arrows against each other`);
      }
    }
  }
}

/**
 * A state built directly: START plus `layout` on the board (with their printed counters),
 * `hands` for the seats, the other tiles in the draw pile (or discarded once looting).
 */
function fixture(phase: 'discovery' | 'looting', layout: Lay[], players: number, opts: Partial<Options>, hands: number[][]): State {
  const base = ruinRunner.setup({ players, options: options(opts), seed: 'fixture' });
  const board = [base.board[0]!, ...layout.map(placed)];
  assertFlows(board);
  const used = new Set([...board.map((p) => p.tile), ...hands.flat()]);
  const rest = TILES.map((t) => t.id).filter((id) => id !== START_TILE && !used.has(id));
  const supply = [17, 17, 17, 17, 17, 17];
  for (const p of board) p.counters.forEach((n, c) => (supply[c]! -= n));
  return {
    ...base,
    phase,
    board,
    supply,
    drawPile: phase === 'discovery' ? rest : [],
    discarded: phase === 'looting' ? rest : [],
    seats: base.seats.map((p, s) => ({ ...p, hand: hands[s] ?? [], counters: [0, 0, 0, 0, 0, 0], at: phase === 'looting' ? 0 : null })),
    turn: 0,
    firstDiscoverer: 0,
    firstLooter: 0,
  };
}

export const discoveryState = (layout: Lay[], hands: number[][], players = 2, opts: Partial<Options> = {}) =>
  fixture('discovery', layout, players, opts, hands);

export const lootingState = (layout: Lay[], players = 2, opts: Partial<Options> = {}) => fixture('looting', layout, players, opts, []);

/** Index on the board of the tile at (x, y). */
export function at(state: State, x: number, y: number): number {
  const i = state.board.findIndex((p) => p.x === x && p.y === y);
  if (i < 0) throw new Error(`no tile at ${x},${y}`);
  return i;
}

/** Counters conserved: supply + board + players = 17 of each colour, 102 in all. */
export function counterTotals(state: State): number[] {
  const totals = [...state.supply];
  for (const p of state.board) p.counters.forEach((n, c) => (totals[c]! += n));
  for (const p of state.seats) p.counters.forEach((n, c) => (totals[c]! += n));
  return totals;
}

export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

export const play = (state: State, seat: number, move: Parameters<typeof ruinRunner.apply>[2]) => ruinRunner.apply(state, seat, move);

/** The RuleError code a call fails with, or `accepted` when it does not throw. */
export function ruleCode(fn: () => unknown): string {
  try {
    fn();
  } catch (e) {
    if (e instanceof RuleError) return e.code;
    throw e;
  }
  return 'accepted';
}
