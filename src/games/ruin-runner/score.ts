import type { GameEvent, GameResult } from '../../engine/index.js';
import { COLOURS, type Colour } from './data.js';
import type { CounterCounts, State } from './state.js';

export const MAJORITY_BONUS = 5;
export const TIED_MAJORITY_BONUS = 3;

export interface SeatScore {
  seat: number;
  cards: Colour[];
  counters: CounterCounts;
  /** Counters of a colour on none of your cards: 1 point each. */
  plainCounters: number;
  /** Counters matching one of your resource cards: 2 points each. */
  matchingCounters: number;
  /** Majority bonus per colour (5 alone, 3 each on a tie; colours without a bonus are left out). */
  majorityBonuses: Partial<CounterCounts>;
  total: number;
}

export type ScoreDetails = {
  seats: SeatScore[];
  /** Per colour: who holds the most counters (none when nobody holds one) and the bonus each gets. */
  majorities: Record<Colour, { seats: number[]; bonus: number }>;
};

export function toCounts(counters: readonly number[]): CounterCounts {
  // A plain loop: every view of every move builds several of these (Object.fromEntries was the
  // engine's largest share of a move's server time in bench:api's profile).
  const counts = {} as CounterCounts;
  COLOURS.forEach((colour, i) => (counts[colour] = counters[i]!));
  return counts;
}

/**
 * "Each resource counter is worth one (1) point. Resource counters that match your resource
 * card(s) are worth two (2) points. The player with the most counters of a particular color
 * score an additional five (5) points for that color. If two or more players tie ... each of
 * those players scores three (3) additional points."
 */
export function score(state: State): GameResult & { details: ScoreDetails } {
  const seats: SeatScore[] = state.seats.map((p, seat) => {
    let plain = 0;
    let matching = 0;
    COLOURS.forEach((colour, c) => {
      if (p.cards.includes(colour)) matching += p.counters[c]!;
      else plain += p.counters[c]!;
    });
    return {
      seat,
      cards: [...p.cards],
      counters: toCounts(p.counters),
      plainCounters: plain,
      matchingCounters: matching,
      majorityBonuses: {},
      total: plain + 2 * matching,
    };
  });
  const majorities = {} as ScoreDetails['majorities'];
  COLOURS.forEach((colour, c) => {
    const most = Math.max(...state.seats.map((p) => p.counters[c]!));
    const leaders = most === 0 ? [] : state.seats.flatMap((p, s) => (p.counters[c] === most ? [s] : []));
    const bonus = leaders.length === 0 ? 0 : leaders.length === 1 ? MAJORITY_BONUS : TIED_MAJORITY_BONUS;
    for (const s of leaders) {
      seats[s]!.majorityBonuses[colour] = bonus;
      seats[s]!.total += bonus;
    }
    majorities[colour] = { seats: leaders, bonus };
  });
  const scores = seats.map((s) => s.total);
  const best = Math.max(...scores);
  const winners = scores.flatMap((v, s) => (v === best ? [s] : []));
  return { winners, scores, details: { seats, majorities } };
}

export function finishGame(state: State, events: GameEvent[]): { state: State; events: GameEvent[] } {
  const result = score(state);
  events.push({ type: 'game-over', audience: 'all', data: { winners: result.winners, scores: result.scores } });
  return { state: { ...state, phase: 'over', result }, events };
}
