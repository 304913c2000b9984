import type { RelicRunnersState as State } from './state.js';
import { viewFor, type RelicRunnersView } from './view.js';

/**
 * "Victory Points (on Coins and Blue Temple Tiles in front of the players) are then revealed and
 * counted." Once the match is finished, however it ended (the last round, a resignation, a
 * timeout), every player's coins and blue tiles are shown as the game's own end shows them:
 * every blue tile face up and the score sheets in `final`. Temple stacks and peeks stay hidden.
 */
export function revealedAtEnd(s: State, seat: number | null): RelicRunnersView {
  return viewFor(s.over ? s : { ...s, over: true }, seat);
}
