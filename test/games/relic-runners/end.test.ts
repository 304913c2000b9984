import { describe, expect, it } from 'vitest';
import { relicsToEnd } from '../../../src/games/relic-runners/data.js';
import { act, blueTile, fresh, ivoryTile, moveAlong, movedTo, startAt, G } from './helpers.js';
import type { State } from './helpers.js';

/** The seat on turn runs an expedition N1 -> N4 (green relics), collecting one relic. */
function expedition(s: State): State {
  s.stacks[1] = [];
  s.stacks[4] = [];
  s.relicAt[1] = 'green';
  s.relicAt[4] = 'green';
  startAt(s, 1);
  return moveAlong(s, [4]);
}

/** Ends `seat`'s turn unless it already ended by itself (nothing left to do). */
function finishTurnOf(s: State, seat: number): State {
  return !s.over && s.turn.seat === seat ? endTurnNow(s) : s;
}

function endTurnNow(s: State): State {
  movedTo(s, 2);
  return act(s, { type: 'endTurn' });
}

describe('End of the game', () => {
  it.each([
    [2, 7],
    [3, 8],
    [4, 9],
    [5, 10],
  ])('%i players: the %i-th relic triggers the last round', (players, relics) => {
    expect(relicsToEnd(players)).toBe(relics);
    let s = fresh(players);
    s.players[1]!.relics = [relics - 2, 0, 0, 0];
    s = expedition(s);
    expect(s.endTrigger).toBeNull();
    s = finishTurnOf(s, 0);
    while (s.turn.seat !== 0) s = endTurnNow(s);
    s = expedition(s);
    expect(s.endTrigger).toBe(0);
    s = finishTurnOf(s, 0);
    // "each player plays one final time up to, but not including, the player that collected" it
    for (let seat = 1; seat < players; seat++) {
      expect(s.over).toBe(false);
      expect(G.activeSeats(s)).toEqual([seat]);
      s = endTurnNow(s);
    }
    expect(s.over).toBe(true);
    expect(G.activeSeats(s)).toEqual([]);
    expect(G.result(s)).not.toBeNull();
  });

  it('the last round runs round the table up to the triggering player (4 players, seat 2 triggers)', () => {
    let s = fresh(4);
    s.players[0]!.relics = [5, 1, 1, 1];
    s.turn.seat = 2;
    s = expedition(s);
    expect(s.endTrigger).toBe(2);
    const order: number[] = [];
    s = finishTurnOf(s, 2);
    while (!s.over) {
      order.push(s.turn.seat);
      s = endTurnNow(s);
    }
    expect(order).toEqual([3, 0, 1]);
  });

  it('"It is still possible to collect Relics during this final turn"', () => {
    let s = fresh(2);
    s.players[0]!.relics = [6, 0, 0, 0];
    s.endTrigger = 0;
    s.turn.seat = 1;
    s = expedition(s);
    expect(s.players[1]!.relics).toEqual([1, 0, 0, 0]);
    s = finishTurnOf(s, 1);
    expect(s.over).toBe(true);
  });

  it('result is null until the end; then coins, blue tiles, 5 per relic colour held and the level-1 ivory bonus', () => {
    let s = fresh(2);
    const p = s.players[0]!;
    p.coins = 17;
    p.blue = [{ tile: blueTile(1, 5), revealed: false }, { tile: blueTile(3, 2), revealed: false }];
    p.relics = [2, 0, 1, 1]; // 3 colours
    p.ivory[0] = ivoryTile(1, 'pointsPerRation');
    p.rations = 2;
    expect(G.result(s)).toBeNull();
    s.endTrigger = 1;
    s = endTurnNow(s);
    const r = G.result(s)!;
    expect(r.scores[0]).toBe(17 + 7 + 15 + 4);
    expect(r.winners).toEqual([0]);
    expect((r.details!.sheets as unknown[])[0]).toMatchObject({ coins: 17, blueTiles: 7, relicColors: 15, ivoryBonus: 4, relics: 4, differentRelics: 3 });
  });

  it('"Relic scoring example": three colours = 15 points, one colour = 5', () => {
    let s = fresh(2);
    s.players[0]!.relics = [1, 1, 1, 0];
    s.players[1]!.relics = [2, 0, 0, 0];
    s.endTrigger = 1;
    s = endTurnNow(s);
    expect(G.result(s)!.scores).toEqual([15, 5]);
  });

  const finish = (setup: (s: State) => void): number[] => {
    let s = fresh(3);
    setup(s);
    s.endTrigger = 1;
    s = endTurnNow(s);
    return G.result(s)!.winners;
  };
  it('"In the case of a tie, the player with the most Relics among the tied players wins"', () => {
    expect(
      finish((s) => {
        s.players[0]!.coins = 20;
        s.players[1]!.coins = 15;
        s.players[1]!.relics = [1, 0, 0, 0]; // 15 + 5 = 20 as well, with a relic
        s.players[2]!.coins = 18;
      }),
    ).toEqual([1]);
    expect(
      finish((s) => {
        s.players[0]!.coins = 10;
        s.players[0]!.relics = [2, 0, 0, 0]; // 15 points, 2 relics
        s.players[1]!.coins = 10; // 15 points, 1 relic
        s.players[1]!.relics = [1, 0, 0, 0];
      }),
    ).toEqual([0]);
  });

  it('"If players are still tied, the player with the most different Relics wins"; beyond that the win is shared', () => {
    expect(
      finish((s) => {
        s.players[0]!.coins = 5;
        s.players[0]!.relics = [1, 1, 0, 0]; // 15 points, 2 relics, 2 colours
        s.players[1]!.coins = 10;
        s.players[1]!.relics = [2, 0, 0, 0]; // 15 points, 2 relics, 1 colour
      }),
    ).toEqual([0]);
    expect(finish((s) => s.players.forEach((p) => (p.coins = 3)))).toEqual([0, 1, 2]);
  });
});
