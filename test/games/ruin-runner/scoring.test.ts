import { describe, expect, it } from 'vitest';
import type { Colour } from '../../../src/games/ruin-runner/data.js';
import { ruinRunner } from '../../../src/games/ruin-runner/index.js';
import { score } from '../../../src/games/ruin-runner/score.js';
import type { State } from '../../../src/games/ruin-runner/state.js';
import { lootingState, play } from './helpers.js';

/** A finished-looking state: each seat's cards and counters (red, orange, yellow, green, blue, purple). */
function holdings(seats: { cards: Colour[]; counters: number[] }[]): State {
  const s = lootingState([], seats.length);
  s.seats = s.seats.map((p, i) => ({ ...p, cards: seats[i]!.cards, counters: seats[i]!.counters }));
  return s;
}

describe('scoring', () => {
  it('"Each resource counter is worth one (1) point. Resource counters that match your resource card(s) are worth two (2) points."', () => {
    // Seat 0 holds the red and green cards: 2 red + 1 green match (6 points), 3 blue do not (3 points).
    // Seat 1 holds one orange counter only. Majorities: red, green and blue to seat 0, orange to seat 1.
    const r = score(
      holdings([
        { cards: ['red', 'green'], counters: [2, 0, 0, 1, 3, 0] },
        { cards: ['orange', 'purple'], counters: [0, 1, 0, 0, 0, 0] },
      ]),
    );
    expect(r.details.seats[0]).toMatchObject({ plainCounters: 3, matchingCounters: 3, majorityBonuses: { red: 5, green: 5, blue: 5 } });
    expect(r.scores).toEqual([3 + 6 + 15, 2 + 5]);
    expect(r.winners).toEqual([0]);
  });

  it('"The player with the most counters of a particular color score an additional five (5) points for that color. If two or more players tie ... each of those players scores three (3) additional points."', () => {
    const r = score(
      holdings([
        { cards: ['red'], counters: [4, 0, 0, 0, 2, 0] },
        { cards: ['blue'], counters: [4, 0, 0, 0, 1, 0] },
        { cards: ['green'], counters: [1, 0, 0, 0, 0, 0] },
      ]),
    );
    // Red: seats 0 and 1 tie on 4: +3 each. Blue: seat 0 alone with 2: +5. No one holds the other colours.
    expect(r.details.majorities.red).toEqual({ seats: [0, 1], bonus: 3 });
    expect(r.details.majorities.blue).toEqual({ seats: [0], bonus: 5 });
    expect(r.details.majorities.green).toEqual({ seats: [], bonus: 0 });
    expect(r.scores).toEqual([4 * 2 + 2 + 3 + 5, 4 + 1 * 2 + 3, 1]);
    expect(r.details.seats[2]!.majorityBonuses).toEqual({});
    expect(r.winners).toEqual([0]);
  });

  it('a tie on points shares the win', () => {
    const r = score(
      holdings([
        { cards: ['red'], counters: [1, 0, 0, 0, 0, 0] },
        { cards: ['blue'], counters: [0, 0, 0, 0, 1, 0] },
      ]),
    );
    expect(r.scores).toEqual([7, 7]);
    expect(r.winners).toEqual([0, 1]);
  });

  it('the result carries a per-seat breakdown and reveals the resource cards at the end', () => {
    let s = lootingState([], 2);
    s.seats[0] = { ...s.seats[0]!, cards: ['red', 'blue'] };
    s.seats[1] = { ...s.seats[1]!, cards: ['green', 'yellow'] };
    // No counters on the board: the first completed turn ends the game.
    s = play(s, 0, { type: 'move', direction: 'N' }).state;
    const result = ruinRunner.result(s)!;
    expect(result.scores).toEqual([0, 0]);
    expect(result.details).toMatchObject({ seats: [{ seat: 0, cards: ['red', 'blue'] }, { seat: 1, cards: ['green', 'yellow'] }] });
    const spectator = ruinRunner.view(s, null);
    expect(spectator.seats.map((p) => p.cards)).toEqual([
      ['red', 'blue'],
      ['green', 'yellow'],
    ]);
    expect(spectator.result).toEqual(result);
  });
});
