import { kindOf } from './rules.js';
import type { CardView, SpaceRelicsState } from './state.js';
import { view, type PlayerView, type SpaceRelicsView } from './view.js';

/** A player as the end of the game shows them: with the item cards they still hold. */
export type RevealedPlayerView = PlayerView & { items: CardView[] };
export type SpaceRelicsEndView = SpaceRelicsView & { players: RevealedPlayerView[] };

/**
 * "Each item still in your possession, other than a blaster or shield, is worth 1 point at the
 * end of the game": the items are laid down to be counted, so once the match is finished (the
 * game's end, a resignation or a timeout) each player's item cards are in `players[].items`.
 * The decks and the platform pile stay face down.
 */
export function revealedAtEnd(s: SpaceRelicsState, seat: number | null): SpaceRelicsEndView {
  const shown = view(s, seat);
  return {
    ...shown,
    players: shown.players.map((p) => ({ ...p, items: (s.players[p.seat]?.hand ?? []).map((h) => ({ card: h.card, kind: kindOf(h.card), charges: h.charges })) })),
  };
}
