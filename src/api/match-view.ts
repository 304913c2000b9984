import type { AnyGame, Seat } from '../engine/index.js';

/**
 * The view of a match a reader gets: while it is not finished, the game's `view`; once it is
 * finished (however it ended), what the end of the game reveals (`revealedAtEnd`, see each
 * game's RULES.md), so GET of a match, its log's words and the last step of its replay agree.
 */
export function matchView(game: AnyGame, state: unknown, seat: Seat | null, finished: boolean): unknown {
  return finished && game.revealedAtEnd ? game.revealedAtEnd(state, seat) : game.view(state, seat);
}
