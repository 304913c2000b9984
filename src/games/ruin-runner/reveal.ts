import type { Seat } from '../../engine/index.js';
import type { State, View } from './state.js';
import { view } from './view.js';

/**
 * The resource cards decide the score ("counters that match your resource card(s) are worth two"),
 * so they are laid open for the count: once the match is finished, however it ended, every
 * seat's cards are shown, as the game's own end shows them. Tiles still in hand and the draw
 * pile stay hidden: they score nothing.
 */
export function revealedAtEnd(state: State, seat: Seat | null): View {
  const shown = view(state, seat);
  return { ...shown, seats: shown.seats.map((s) => ({ ...s, cards: [...(state.seats[s.seat]?.cards ?? [])] })) };
}
