import type { AnyGame, Locale } from '../engine/index.js';
import type { MatchRecord } from '../db/queries.js';
import { moveText, seatNames } from './words.js';

/** A seat's legal moves at a version, each with its words: GET legal-moves and the match stream's push. */
export interface LegalMovesBody {
  version: number;
  seat: number;
  moves: { type: string }[];
  texts: string[];
}

export function legalMovesFor(game: AnyGame, match: MatchRecord, seat: number, locale: Locale = 'en'): LegalMovesBody {
  const canAct = match.status === 'active' && match.activeSeats.includes(seat);
  const moves: { type: string }[] = canAct ? game.legalMoves(match.state, seat) : [];
  const view = moves.length > 0 ? game.view(match.state, seat) : null;
  const names = seatNames(match, locale);
  return { version: match.version, seat, moves, texts: moves.map((m) => moveText(game, m, view, names, locale)) };
}
