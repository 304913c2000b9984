import type { RngState } from '../../engine/index.js';
import type { Dir, ItemKind } from './data.js';

/** A platform tile lying on the board: its squares run from (x, y) in direction `rot`. */
export interface PlacedPlatform {
  id: number;
  x: number;
  y: number;
  rot: number;
}

/** A held card (item, blaster or shield) with the charges on it. */
export interface HeldCard {
  card: number;
  charges: number;
}

/** Where a doorway marker sits: a wall square of a gallery (fixed) or of a platform (moves with it). */
export type DoorRef = { on: 'gallery'; cell: number } | { on: 'platform'; platform: number; square: number };

export interface Player {
  /** Cell index, or -1 before choosing an airlock and after leaving the board. */
  pos: number;
  status: 'museum' | 'escaped' | 'captured';
  /** Order of escape (0 = first out), for the tie-break. */
  escapeRank: number | null;
  ap: number;
  holes: number;
  /** The dealt blaster or shield (public: shield holders get a visible shield marker). */
  starter: HeldCard | null;
  /** Item cards drawn in the museum (private to the holder). */
  hand: HeldCard[];
  /** Artifact card ids collected (public once drawn and resolved). */
  artifacts: number[];
  shieldActive: boolean;
  /** Caution area whose fear ray doubles all AP costs while you stand on it, or -1. */
  fearArea: number;
  /** Spaces still to move before thawing (0 = not frozen). */
  freezeLeft: number;
  /** Platforms still to move before the remote controls #2 platforms again. */
  malfunctionLeft: number;
  /** Adrenaline injected this turn. */
  adrenaline: boolean;
  /** With adrenaline: spaces paid for (2 per AP) but not moved yet, 0 or 1. */
  adrenalineCredit: number;
  /** AP lost at the start of the next round from this turn (poison, life drain deficit). */
  penalty: number;
}

export type Pending =
  /** Place the lifted (relocate) or drawn (platform hack 1) platform tile. */
  | { kind: 'place'; seat: number; platform: number; from: 'relocate' | 'hack' }
  /** A trap is about to spring and the seat holds a player gun that can stop it. */
  | { kind: 'trap'; seat: number; artifact: number; area: number }
  /** Acid: choose the held card it destroys. */
  | { kind: 'acid'; seat: number }
  /** Last Defense: each seat in `queue` removes one empty platform; then `nextTurn` plays. */
  | { kind: 'lastDefense'; queue: number[]; nextTurn: number };

export interface Gun {
  cell: number;
  dir: Dir;
  area: number;
  disabled: boolean;
}

export interface SpaceRelicsState {
  players: Player[];
  rng: RngState;
  phase: 'airlocks' | 'play' | 'over';
  /** Seats still to choose an airlock, in order (reverse seat order). */
  airlockQueue: number[];
  round: number;
  turn: number;
  /** Gallery tile index on each of the nine Caution areas. */
  galleries: number[];
  guns: Gun[];
  platforms: PlacedPlatform[];
  /** Platform tiles not on the board, face down (order secret). */
  platformPile: number[];
  removedPlatforms: number[];
  /** Caution areas whose artifact marker is still there. */
  artifactMarkers: number[];
  /** Cells holding an item marker. */
  itemMarkers: number[];
  fires: number[];
  /** Caution areas under a laser net. */
  nets: number[];
  doors: DoorRef[];
  /** Face-down decks (order secret). */
  artifactDeck: number[];
  itemDeck: number[];
  itemDiscard: number[];
  /** Blaster and shield cards put away at setup. */
  startersAway: number[];
  chargeSupply: number;
  heartTaker: number | null;
  /** Seats still owed their one last turn, once the Last Defense has cleared the empty platforms. */
  finalTurns: number[] | null;
  pending: Pending | null;
  escapes: number;
  result: SpaceRelicsResult | null;
}

export interface ScoreLine {
  seat: number;
  status: Player['status'];
  artifacts: number;
  items: number;
  total: number;
  escapeRank: number | null;
}

export interface SpaceRelicsResult {
  winners: number[];
  scores: number[];
  details: { lines: ScoreLine[] };
}

export interface CardView {
  card: number;
  kind: ItemKind;
  charges: number;
}
