import type { ComponentType } from 'preact';

/** A legal move as the API sends it: a JSON object with its `type`. */
export type BoardMove = { type: string; [field: string]: unknown };

export interface BoardPlayer {
  seat: number;
  /** The seat's display name ("Seat 2" when free). */
  name: string;
}

/**
 * Everything a game's board may draw from: what the API sent for one seat, nothing else.
 * A board is a pure function of these props (plus its own selection state while a
 * multi-step move is being built), so the same props always give the same DOM.
 */
export interface BoardProps<View = unknown, Move extends BoardMove = BoardMove> {
  /** The seat's view (`seat` null: the public view a spectator gets). */
  view: View;
  seat: number | null;
  players: BoardPlayer[];
  activeSeats: number[];
  /**
   * The moves `seat` may play now with the game's words for each (index-aligned), or null
   * when it has nothing to play (not its turn, a spectator, a replay).
   */
  legal: { moves: Move[]; texts: (string | null)[] } | null;
  /** Plays `legal.moves[index]`. Only ever called with an index of a move in `legal`. */
  play(index: number): void;
  /** A move is on its way: ignore clicks until the next props arrive. */
  busy: boolean;
  /** The view shown before this one (same seat), to animate what changed; null at first. */
  previous: View | null;
}

/** What to ask before a move is sent: the question and the words of the button that sends it. */
export interface MoveConfirmation {
  question: string;
  confirm: string;
}

/**
 * Whether a move clicked on the board is sent at once (null) or asked about first: moves that
 * give something up for good (a card discarded, the rest of a turn, a roll of the dice). Asked
 * only while something else could be played instead (see BoardHost).
 */
export type ConfirmMove<View = unknown, Move extends BoardMove = BoardMove> = (move: Move, context: { view: View; seat: number | null; text: string | null; moves: Move[] }) => MoveConfirmation | null;

/** What `web/src/games/<id>/board.tsx` exports. */
export interface BoardModule {
  Board: ComponentType<BoardProps<any, any>>;
  confirmMove?: ConfirmMove<any, any>;
}
