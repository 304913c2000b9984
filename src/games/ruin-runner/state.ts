import type { GameResult, RngState, Seat } from '../../engine/index.js';
import type { Colour, Direction, TileKind } from './data.js';
import type { Options } from './moves.js';

/** A tile on the board. `counters` and `gate` change during play; the rest never does. */
export interface PlacedTile {
  tile: number;
  x: number;
  y: number;
  rotation: number;
  /** Counters on the tile, per colour in `COLOURS` order. */
  counters: number[];
  /** Gates only: board direction (0 N, 1 E, 2 S, 3 W) of the exit arrow counter; otherwise null. */
  gate: number | null;
}

export interface PlayerState {
  /** Ruin tile ids in hand (secret). */
  hand: number[];
  /** Resource cards (secret until the end). */
  cards: Colour[];
  /** Counters collected, per colour in `COLOURS` order (public). */
  counters: number[];
  /** Index in `board` of the tile the looter stands on; null during discovery. */
  at: number | null;
}

export type Phase = 'discovery' | 'looting' | 'over';
/** Where the current looting turn is: move the looter, then take a counter, then (variant) swap. */
export type LootStep = 'move' | 'take' | 'swap';

export interface State {
  players: number;
  options: Options;
  rng: RngState;
  phase: Phase;
  /** Placed tiles in placement order; `board[0]` is START at (0, 0). */
  board: PlacedTile[];
  /** Face-down tiles still to draw, next draw last (secret). */
  drawPile: number[];
  /** Tiles left unplaced when discovery ended (face down). */
  discarded: number[];
  /** Counters not on the board and not collected, per colour. */
  supply: number[];
  seats: PlayerState[];
  /** Whose turn it is. */
  turn: Seat;
  /** Stands in for "the shortest player", who starts discovery. */
  firstDiscoverer: Seat;
  /** Stands in for "the tallest player", who starts looting. */
  firstLooter: Seat;
  /** Discovery: consecutive passes since the last placement. */
  passesInRow: number;
  step: LootStep;
  /** Looting: turns of the current round, from its first looter, in which nobody took a counter (0 once somebody did). */
  turnsWithoutTake: number;
  /** Looting: whether the current turn took a counter. */
  tookThisTurn: boolean;
  result: GameResult | null;
}

export type CounterCounts = Record<Colour, number>;

export interface TileView {
  tile: number;
  kind: TileKind;
  /** Sides as they lie on the board (after rotation), N, E, S, W: o out, i in, - blank, w gate white arrow. */
  sides: string;
  /** Teleport pair letter, when the tile has one. */
  pair: 'A' | 'B' | null;
}

export interface PlacedTileView extends TileView {
  x: number;
  y: number;
  rotation: number;
  counters: CounterCounts;
  /** Gates: where the exit arrow counter lies; null for other tiles. */
  gateArrow: Direction | null;
}

export interface HandTileView {
  tile: number;
  kind: TileKind;
  /** Printed sides, rotation 0, N, E, S, W. */
  sides: string;
  pair: 'A' | 'B' | null;
  circle: Colour | null;
  diamonds: Colour[];
}

export interface SeatView {
  seat: Seat;
  handSize: number;
  cardCount: number;
  counters: CounterCounts;
  /** Where the looter stands; null during discovery. */
  looter: { x: number; y: number } | null;
  /** Resource cards, shown only once the game is over (and to their owner). */
  cards: Colour[] | null;
}

export interface View {
  phase: Phase;
  players: number;
  options: Options;
  /** The seat this view was made for; null for a spectator. */
  you: Seat | null;
  turn: Seat | null;
  activeSeats: Seat[];
  /** What the active seat is asked to do, in words. */
  prompt: string | null;
  step: LootStep | null;
  firstDiscoverer: Seat;
  firstLooter: Seat;
  board: PlacedTileView[];
  drawPileSize: number;
  discardedCount: number;
  supply: CounterCounts;
  seats: SeatView[];
  /** Your own tiles and cards (empty for a spectator). */
  hand: HandTileView[];
  cards: Colour[];
  passesInRow: number;
  turnsWithoutTake: number;
  /** Looting: whether the current turn took a counter (everyone saw it), which decides if the turn counts towards the end. */
  tookThisTurn: boolean;
  result: GameResult | null;
}
