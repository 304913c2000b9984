import type { RngState } from '../../engine/index.js';
import type { RelicColor, TempleColor } from './data.js';
import type { RelicRunnersOptions } from './moves.js';

/** Toolbox counts on one Explorer's Chart. Branch arrays are indexed by level - 1. */
export interface Chart {
  reserve: number;
  bottom: number;
  machete: number[];
  compass: number[];
  shovel: number[];
}

export interface BlueHeld {
  tile: number;
  /** Revealed to everyone (a doubled blue tile); otherwise only its owner knows it. */
  revealed: boolean;
}

export interface PlayerState {
  location: number;
  rations: number;
  /** Pathways still on the Chart (not on the board). */
  pathwaysInReserve: number;
  chart: Chart;
  /** Face-down Victory Coins: secret from the other players until the end. */
  coins: number;
  blue: BlueHeld[];
  /** Ivory tile id held per level (index level - 1), face up. */
  ivory: (number | null)[];
  /** Relics held, by colour index of RELIC_COLORS. */
  relics: number[];
}

export type Prompt =
  /** Move Toolboxes up this many steps, one step per `climb` move. */
  | { kind: 'climb'; steps: number }
  /** Place a Pathway from the reserve on a Trail next to `anchor` (ivory level 2 may widen it). */
  | { kind: 'placePathway'; anchor: number; ivoryAllowed: boolean }
  /** Keep the new ivory tile or the one of the same level already held. */
  | { kind: 'ivoryChoice'; newTile: number }
  /** Ivory "peek": choose any tile of the temple's stack (secret to everyone else). */
  | { kind: 'pickTile'; site: number }
  /** Move `count` of one's Pathways; `lifted` is the trail just lifted (awaiting its new trail). */
  | { kind: 'movePathway'; count: number; lifted: number | null; vacated: number[]; placed: number[] }
  /** Flip Toolbox tokens anywhere, either way (`optional`: may stop early). */
  | { kind: 'flip'; count: number; optional: boolean }
  /** Purple "adjacent action": choose an adjacent Ruin or Temple to act on. */
  | { kind: 'adjacentAction'; from: number }
  /** Internal, answered automatically: turn the purple temple's new top tile face up. */
  | { kind: 'reveal'; site: number };

export type TurnPhase = 'start' | 'moving' | 'moved';

export interface TurnState {
  seat: number;
  phase: TurnPhase;
  start: number;
  /** Colour of the relic on the shrine where the turn began (Relic Expedition), else null. */
  startRelic: RelicColor | null;
  /** Trails moved along this turn, in order. */
  trails: number[];
  /** Index in `trails` of the one unfamiliar trail, -1 if none yet. */
  unfamiliarAt: number;
  /** Toolbox steps earned during the move (ivory "leave camp" flip), added at its end. */
  bonusSteps: number;
  toolboxUsed: boolean;
  explored: boolean;
  /** Shovel level 3 in force: every VP this turn counts twice. */
  doubling: boolean;
  coinsThisTurn: number;
  blueThisTurn: number[];
  /** Reached Base Camp: the turn ends once the pending prompts are answered. */
  endsAtCamp: boolean;
}

export interface RelicRunnersState {
  game: 'relic-runners';
  options: RelicRunnersOptions;
  players: PlayerState[];
  rng: RngState;
  /** Tile stacks per location, bottom first (ruins hold RUIN_TILE placeholders; camp empty). */
  stacks: number[][];
  /** Colour of each location's temple (null for camp and ruins). */
  templeColor: (TempleColor | null)[];
  /** Relic lying on each location's shrine, or null. */
  relicAt: (RelicColor | null)[];
  /** Whether the top tile of each purple temple is face up. */
  topRevealed: boolean[];
  /** Toolbox tokens by token index: true = coloured side up. */
  tokens: boolean[];
  /** Pathways per trail, as a bit mask of seats. */
  pathways: number[];
  /** Ration packs in Base Camp. */
  campRations: number;
  turn: TurnState;
  pending: Prompt[];
  /** Seat that collected the relic triggering the last round, or null. */
  endTrigger: number | null;
  /** Seats still owed an ivory "extra turn" after the last round (in order). */
  extraTurns: number[];
  inExtraTurns: boolean;
  over: boolean;
  turnNumber: number;
  /** Ivory and purple tiles out of play, in order: each was face up when it left (public). */
  discards: number[];
  /** Per seat, tiles it saw face down through the ivory peek and left in the temple. */
  peeked: number[][];
}
