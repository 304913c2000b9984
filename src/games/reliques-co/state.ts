import type { RngState } from '../../engine/index.js';
import type { MarketPile, MarketRow, Relic } from './data.js';

/** A Heritage card in a tableau cell. */
export interface OwnedCard {
  id: string;
  level: 1 | 2;
  /** Relic cubes on the card, all of the card's relic type. */
  cubes: number;
}

/** Running totals of relic cubes, so the fuzz tests can check none appear or vanish. */
export interface RelicLedger {
  gained: number;
  sold: number;
  paid: number;
}

export interface PlayerState {
  dollars: number;
  /** 8 cells, row-major: cells 0-3 the top row, 4-7 the bottom row. */
  tableau: (OwnedCard | null)[];
  /** Values of the Dive cards won. */
  dives: number[];
  /** Reputation gained from actions (patronage), not from cards. */
  bonusReputation: number;
  /** Current reputation, recomputed after every change (museum majorities come at the end). */
  reputation: number;
  ledger: RelicLedger;
}

/** Where a die lies this turn. `key` names the action box, see `actionKey`. */
export interface Placement {
  key: string;
  dice: number[];
}

export type Prompt =
  /** A die is on Buy: choose a market card and a cell, an upgrade, or nothing. */
  | { kind: 'buy' }
  /** A die is on a sale action: sell relics one at a time, then finish. */
  | { kind: 'sale'; sold: Record<Relic, number> };

export interface TurnState {
  seat: number;
  phase: 'roll' | 'place';
  /** Unplaced dice values, sorted ascending. */
  dice: number[];
  placements: Placement[];
  prompt: Prompt | null;
  dived: boolean;
}

export interface MarketState {
  /** Face-down piles, top first; secret order. */
  piles: Record<MarketRow, string[]>;
  /** The 3 face-up cards beside each pile (null once the pile ran out). */
  rows: Record<MarketRow, (string | null)[]>;
  /** Face-up piles of identical cards, top first. */
  stacks: Record<MarketPile, string[]>;
  /**
   * Per face-up slot of rows A-C, the seats (ascending) that have looked at its level 2 side
   * since the card was dealt there: a player remembers what he saw. Public: everyone saw the die
   * go on Buy.
   */
  seenBy: Record<MarketRow, number[][]>;
}

export interface State {
  players: PlayerState[];
  firstPlayer: number;
  /** The 2-dice rolls that chose the first player: one array per round of (re-)rolls, null for seats out of it. */
  firstPlayerRolls: (number[] | null)[][];
  turn: TurnState;
  round: number;
  market: MarketState;
  /** Owner seat of each order box, per museum, lowest box first. */
  museums: Record<Relic, (number | null)[]>;
  /** Dive cards still on the board, top (lowest) first. */
  dive: number[];
  /** Set once someone reached 20 reputation: the round is finished, then the game ends. */
  finalRound: boolean;
  over: boolean;
  /** Museum majority reputation per seat, filled at the end. */
  majorityReputation: number[];
  rng: RngState;
}
