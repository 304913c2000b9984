import type { GameResult } from '../../engine/index.js';
import { museumOf, RELICS } from './data.js';
import type { State } from './state.js';

/**
 * Museum majorities, scored once at the end: the most cubes on a museum wins its reputation;
 * on a tie, the tied player holding the highest order box (boxes rise left to right) wins.
 */
export function museumMajorities(state: State): number[] {
  const bonus = state.players.map(() => 0);
  for (const relic of RELICS) {
    const winner = museumWinner(state.museums[relic], state.players.length);
    if (winner !== null) bonus[winner]! += museumOf(relic).majority;
  }
  return bonus;
}

export function museumWinner(owners: readonly (number | null)[], players: number): number | null {
  const count = Array.from({ length: players }, () => 0);
  const highestBox = Array.from({ length: players }, () => -1);
  owners.forEach((seat, box) => {
    if (seat === null) return;
    count[seat]! += 1;
    highestBox[seat] = box;
  });
  let best: number | null = null;
  for (let seat = 0; seat < players; seat++) {
    if (count[seat] === 0) continue;
    if (best === null || count[seat]! > count[best]! || (count[seat] === count[best] && highestBox[seat]! > highestBox[best]!)) best = seat;
  }
  return best;
}

export function finalScores(state: State): number[] {
  return state.players.map((p, seat) => p.reputation + (state.majorityReputation[seat] ?? 0));
}

/** Most reputation wins; a tie goes to the most dollars; a tie on both is shared. */
export function result(state: State): GameResult | null {
  if (!state.over) return null;
  const scores = finalScores(state);
  const best = Math.max(...scores);
  let tied = scores.flatMap((s, seat) => (s === best ? [seat] : []));
  const richest = Math.max(...tied.map((seat) => state.players[seat]!.dollars));
  tied = tied.filter((seat) => state.players[seat]!.dollars === richest);
  return {
    winners: tied,
    scores,
    details: {
      reputation: state.players.map((p) => p.reputation),
      museumMajorities: state.majorityReputation,
      dollars: state.players.map((p) => p.dollars),
    },
  };
}
