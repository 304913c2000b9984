import type { z } from 'zod';
import type { SeatNames } from './describe.js';
import type { Locale } from './i18n.js';
import type { RngState } from './rng.js';

/** A seat at the table, 0-based in turn order of setup. */
export type Seat = number;

/** Who may read an event: everyone (`'all'`) or only the listed seats. */
export type Audience = 'all' | readonly Seat[];

/**
 * Something that happened while applying a move, for logs and notifications. Only readers in
 * `audience` ever see it, so an event may name hidden things (the tile you drew) as long as it
 * is addressed to the seat that may know them.
 */
export interface GameEvent {
  type: string;
  audience: Audience;
  data?: Record<string, unknown>;
}

export interface SetupInput<Options> {
  players: number;
  options: Options;
  /** Secret; only the server knows it. All randomness of the match flows from it. */
  seed: string;
}

export interface ApplyOutcome<State> {
  state: State;
  events: GameEvent[];
}

export interface GameResult {
  /** Seats that won (several on a tie; every seat in a won co-op game; none in a lost one). */
  winners: Seat[];
  /** Final score per seat, indexed by seat. */
  scores: number[];
  /** Game-specific breakdown, public once the game is over. */
  details?: Record<string, unknown>;
}

/**
 * Everything the platform knows about a game. A game is a pure, serializable state machine:
 * state is plain JSON (no classes, no Maps), functions never mutate their inputs, and all
 * randomness comes from the seeded generator inside the state. Routes, bots, replay and
 * tests use this interface only.
 */
/** A game's catalog entry in one language. */
export interface CatalogWords {
  summary: string;
  /** Option name → its description, as the options schema's `.describe()` gives it in English. */
  options?: Record<string, string>;
  /** Option name → its label (JSON Schema `title`); in English a client makes one from the name. */
  optionTitles?: Record<string, string>;
}

export interface Game<State = unknown, Move extends { type: string } = { type: string }, Options = unknown, View = unknown> {
  id: string;
  title: string;
  /** One sentence for the catalog. */
  summary: string;
  /**
   * The catalog's words in the other languages (README, "Languages"): the summary, and each
   * option's description by option name. Absent ones read in English.
   */
  translations?: Partial<Record<Exclude<Locale, 'en'>, CatalogWords>>;
  minPlayers: number;
  maxPlayers: number;
  /** Every seat wins or loses together (Relic Run): never rated, and a resignation loses for all. */
  cooperative?: boolean;
  /**
   * Moves of its own each seat must have made before a rated result counts (unless a deadline
   * passed), so that joining a rated match and resigning at once moves nobody's rating. A
   * couple of turns' worth; {@link defaultRatingMinMoves} when a game does not say.
   */
  ratingMinMoves?: number;
  /** Variants and setups; parsing `{}` must give the defaults. */
  options: z.ZodType<Options>;
  /** Every move, a discriminated union on `type`. */
  move: z.ZodType<Move>;

  setup(input: SetupInput<Options>): State;
  /** Who must act now; several in simultaneous phases; empty once the game is over. */
  activeSeats(state: State): Seat[];
  /** Every legal atomic move for `seat` now; empty when that seat has nothing to do. */
  legalMoves(state: State, seat: Seat): Move[];
  /** Deterministic; throws `RuleError` for an illegal move. Never mutates `state`. */
  apply(state: State, seat: Seat, move: Move): ApplyOutcome<State>;
  /** What `seat` may know (`null`: a spectator). The only way state leaves the engine. */
  view(state: State, seat: Seat | null): View;
  /**
   * What `seat` may know once the match is finished (by the game's end, a resignation or a
   * timeout): `view` plus whatever the end of the game turns face up at the table (hands,
   * hidden scores, blue tiles...), as the game's RULES.md says. Never the generator or deck
   * order. Absent: the end reveals nothing beyond `view`.
   */
  revealedAtEnd?(state: State, seat: Seat | null): View;
  result(state: State): GameResult | null;
  /**
   * A full state that `seat` cannot tell from the true one, built from its view alone: equal
   * to the truth in everything `view(state, seat)` shows (so also in `activeSeats` and
   * `legalMoves` for that seat), with every hidden part (other hands, deck order, face-down
   * tiles, the generator) drawn from `rng` among the possibilities consistent with the view.
   * Bots search such samples (information-set MCTS); they never see the true state.
   */
  determinize(view: View, seat: Seat, rng: RngState): State;
  /**
   * A legal move of the reader's own seat as a label in plain words, the way a player would
   * say it ("Move your explorer along trail 3 to the blue temple N3"). `view` is the reader's
   * view (`view(state, seat)`): the words use nothing else, so they never say more than the
   * reader may know. `names` gives display names by seat (absent: "Seat N"); `locale` the
   * reader's language (absent: English), card and place names included.
   */
  describeMove(move: Move, view: View, names?: SeatNames, locale?: Locale): string;
  /**
   * An event the reader may see (`canSee(event.audience, reader)`: callers filter first) as one
   * sentence in the past tense ("Ada took 2 rations."). `view` is the reader's view, or the
   * public view (`view(state, null)`) for a spectator; the words use only the event and that
   * view. `names` and `locale` as in `describeMove`.
   */
  describeEvent(event: GameEvent, view: View, names?: SeatNames, locale?: Locale): string;
  /** What leaves the engine, as the OpenAPI contract publishes it. Absent: `view` and `result.details` stay free there. */
  shapes?: GameShapes<View>;
  /**
   * The version of the game's rules and data this object plays (absent: 1). A match keeps the
   * version it began with to its end; new matches take the catalog's, the latest. A change that
   * could alter a match in play publishes a new version (README, "Rules versions").
   */
  rulesVersion?: number;
  /** The versions published before this one, by number, each a whole game (engine/versions.ts). */
  earlierVersions?: Readonly<Record<number, Game<State, Move, Options, View>>>;
  /** Runs `f` with this version's rules in force (set on earlier versions; see engine/versions.ts). */
  underRules?<T>(f: () => T): T;
}

/** The published shapes of a game's view and result (the catalog attaches them; tests check real views against them). */
export interface GameShapes<View = unknown> {
  /** What `view(state, seat)` returns, for a seat and for a spectator (`null`). */
  view: z.ZodType<View>;
  /** The `details` of `result(state)`. */
  resultDetails: z.ZodType<Record<string, unknown>>;
}

/** A game with its type parameters erased, as the catalog and the routes hold it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGame = Game<any, any, any, any>;

export function canSee(audience: Audience, seat: Seat | null): boolean {
  return audience === 'all' || (seat !== null && audience.includes(seat));
}

/** Own moves per seat before a rated result counts, for a game that does not choose (Game.ratingMinMoves). */
export const defaultRatingMinMoves = 10;

export const ratingMinMovesOf = (game: { ratingMinMoves?: number | undefined }): number => game.ratingMinMoves ?? defaultRatingMinMoves;
