import { RuleError, type GameEvent, type Seat } from '../../engine/index.js';
import { DIRECTIONS, DX, DY, TILES, TILE_COUNTERS } from './data.js';
import { boardCounters, masksOf } from './board.js';
import { finishGame } from './score.js';
import type { PlaceMove } from './moves.js';
import type { PlacedTile, State } from './state.js';
import { rules } from './versions.js';

/**
 * An empty square next to the ruins, with the arrows its neighbours point at it:
 * a tile placed here must not have an out arrow where a neighbour has one facing it
 * (`forbidOut`), nor an in arrow facing a neighbour's in arrow (`forbidIn`).
 */
interface OpenSquare {
  x: number;
  y: number;
  forbidOut: number;
  forbidIn: number;
}

const key = (x: number, y: number) => (x + 128) * 512 + (y + 128);

function occupancy(board: readonly PlacedTile[]): Map<number, PlacedTile> {
  const cells = new Map<number, PlacedTile>();
  for (const p of board) cells.set(key(p.x, p.y), p);
  return cells;
}

/** Arrow constraints of the empty square (x, y) from its placed neighbours; null when it has none. */
function constraintsAt(cells: Map<number, PlacedTile>, x: number, y: number): OpenSquare | null {
  let forbidOut = 0;
  let forbidIn = 0;
  let neighbours = 0;
  for (let d = 0; d < 4; d++) {
    const n = cells.get(key(x + DX[d as 0], y + DY[d as 0]));
    if (!n) continue;
    neighbours++;
    const facing = 1 << ((d + 2) % 4);
    const m = masksOf(n);
    if (m.out & facing) forbidOut |= 1 << d;
    if (m.in & facing) forbidIn |= 1 << d;
  }
  return neighbours === 0 ? null : { x, y, forbidOut, forbidIn };
}

/** Every empty square that touches a placed tile, in a deterministic order. */
function openSquares(board: readonly PlacedTile[]): OpenSquare[] {
  const cells = occupancy(board);
  const seen = new Set<number>();
  const squares: OpenSquare[] = [];
  for (const p of board) {
    for (let d = 0; d < 4; d++) {
      const x = p.x + DX[d as 0];
      const y = p.y + DY[d as 0];
      const k = key(x, y);
      if (cells.has(k) || seen.has(k)) continue;
      seen.add(k);
      squares.push(constraintsAt(cells, x, y)!);
    }
  }
  return squares;
}

/** "All arrows must flow properly": no out arrow against an out arrow, no in arrow against an in arrow. */
function fits(tile: number, rotation: number, square: OpenSquare): boolean {
  const m = rules().masks[tile]![rotation]!;
  return (m.out & square.forbidOut) === 0 && (m.in & square.forbidIn) === 0;
}

/** Every legal placement of every tile in `seat`'s hand (gates once per white arrow). */
export function legalPlacements(state: State, seat: Seat): PlaceMove[] {
  const squares = openSquares(state.board);
  const moves: PlaceMove[] = [];
  for (const tile of state.seats[seat]!.hand) {
    for (const sq of squares) {
      for (let rotation = 0; rotation < 4; rotation++) {
        if (!fits(tile, rotation, sq)) continue;
        const white = rules().masks[tile]![rotation]!.white;
        if (white === 0) {
          moves.push({ type: 'place', tile, x: sq.x, y: sq.y, rotation });
          continue;
        }
        for (let d = 0; d < 4; d++) {
          if (white & (1 << d)) moves.push({ type: 'place', tile, x: sq.x, y: sq.y, rotation, gateArrow: DIRECTIONS[d]! });
        }
      }
    }
  }
  return moves;
}

/** Whether any tile of `seat`'s hand fits anywhere (cheaper than listing every placement). */
export function canPlaceAny(state: State, seat: Seat): boolean {
  const hand = state.seats[seat]!.hand;
  if (hand.length === 0) return false;
  for (const sq of openSquares(state.board)) {
    for (const tile of hand) for (let r = 0; r < 4; r++) if (fits(tile, r, sq)) return true;
  }
  return false;
}

/** For each of `tiles`, whether it fits on some open square of `board` in some rotation. */
export function tilesThatFit(board: readonly PlacedTile[], tiles: readonly number[]): boolean[] {
  const squares = openSquares(board);
  return tiles.map((tile) => squares.some((sq) => [0, 1, 2, 3].some((r) => fits(tile, r, sq))));
}

function checkPlacement(state: State, seat: Seat, move: PlaceMove): void {
  if (!state.seats[seat]!.hand.includes(move.tile)) {
    throw new RuleError('not-in-hand', `Tile ${move.tile} is not in your hand.`);
  }
  const cells = occupancy(state.board);
  if (cells.has(key(move.x, move.y))) {
    throw new RuleError('square-taken', `A tile already lies at (${move.x}, ${move.y}).`);
  }
  const square = constraintsAt(cells, move.x, move.y);
  if (!square) {
    throw new RuleError('not-adjacent', 'A tile must be placed next to a tile already on the board.');
  }
  if (!fits(move.tile, move.rotation, square)) {
    throw new RuleError(
      'arrow-mismatch',
      'All arrows must flow properly: each out arrow must point to an in arrow (or a blank side or no tile) and each in arrow must receive an out arrow (or face a blank side or no tile).',
    );
  }
  const white = rules().masks[move.tile]![move.rotation]!.white;
  if (white === 0) {
    if (move.gateArrow !== undefined) throw new RuleError('not-a-gate', 'Only a Gate tile takes an exit arrow counter.');
    return;
  }
  if (move.gateArrow === undefined) {
    throw new RuleError('gate-arrow-required', 'Place an exit arrow counter on one of the white arrows when you place a Gate.');
  }
  if (!(white & (1 << DIRECTIONS.indexOf(move.gateArrow)))) {
    throw new RuleError('gate-arrow-not-white', `The exit arrow counter must go on a white arrow; there is none facing ${move.gateArrow}.`);
  }
}

/** The next seat clockwise after `seat` (possibly `seat` itself) that still holds tiles; -1 if none. */
function nextHolder(state: State, seat: Seat): number {
  for (let i = 1; i <= state.players; i++) {
    const s = (seat + i) % state.players;
    if (state.seats[s]!.hand.length > 0) return s;
  }
  return -1;
}

export function applyPlace(state: State, seat: Seat, move: PlaceMove): { state: State; events: GameEvent[] } {
  checkPlacement(state, seat, move);
  const counters = [...TILE_COUNTERS[move.tile]!];
  const supply = state.supply.map((n, c) => n - counters[c]!);
  const placed: PlacedTile = {
    tile: move.tile,
    x: move.x,
    y: move.y,
    rotation: move.rotation,
    counters,
    gate: move.gateArrow === undefined ? null : DIRECTIONS.indexOf(move.gateArrow),
  };
  const hand = state.seats[seat]!.hand.filter((t) => t !== move.tile);
  let drawPile = state.drawPile;
  const events: GameEvent[] = [
    {
      type: 'tile-placed',
      audience: 'all',
      data: { seat, tile: move.tile, kind: TILES[move.tile]!.kind, x: move.x, y: move.y, rotation: move.rotation, gateArrow: move.gateArrow ?? null },
    },
  ];
  if (drawPile.length > 0) {
    drawPile = drawPile.slice(0, -1);
    const drawn = state.drawPile[state.drawPile.length - 1]!;
    hand.push(drawn);
    events.push({ type: 'tile-drawn', audience: 'all', data: { seat, drawPileSize: drawPile.length } });
    events.push({ type: 'you-drew', audience: [seat], data: { seat, tile: drawn } });
  }
  const seats = state.seats.slice();
  seats[seat] = { ...seats[seat]!, hand };
  const next: State = { ...state, board: [...state.board, placed], supply, drawPile, seats, passesInRow: 0 };
  const holder = nextHolder(next, seat);
  if (holder < 0) return endDiscovery(next, events);
  next.turn = holder;
  return { state: next, events };
}

export function applyPass(state: State, seat: Seat): { state: State; events: GameEvent[] } {
  if (canPlaceAny(state, seat)) {
    throw new RuleError('must-place', 'You may pass only when no tile of your hand can be placed legally anywhere.');
  }
  const events: GameEvent[] = [{ type: 'passed', audience: 'all', data: { seat } }];
  const passesInRow = state.passesInRow + 1;
  const holders = state.seats.filter((p) => p.hand.length > 0).length;
  const next: State = { ...state, passesInRow };
  // "If all players pass consecutively, then the discovery phase is over."
  if (passesInRow >= holders) return endDiscovery(next, events);
  next.turn = nextHolder(state, seat);
  return { state: next, events };
}

/** "Discard all unusable tiles", put every looter on START and start looting. */
function endDiscovery(state: State, events: GameEvent[]): { state: State; events: GameEvent[] } {
  const discarded = [...state.discarded, ...state.drawPile];
  for (const p of state.seats) discarded.push(...p.hand);
  const seats = state.seats.map((p) => ({ ...p, hand: [], at: 0 }));
  const next: State = {
    ...state,
    phase: 'looting',
    seats,
    drawPile: [],
    discarded,
    turn: state.firstLooter,
    step: 'move',
    turnsWithoutTake: 0,
    tookThisTurn: false,
  };
  events.push({ type: 'discovery-ended', audience: 'all', data: { placed: state.board.length, discarded: discarded.length, firstLooter: state.firstLooter } });
  if (boardCounters(next.board) === 0) return finishGame(next, events);
  return { state: next, events };
}
