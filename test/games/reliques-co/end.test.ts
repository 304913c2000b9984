/** End of the game: the round in which someone reaches 20 is finished, then museums score. */
import { describe, expect, it } from 'vitest';
import { lastSeat } from '../../../src/games/reliques-co/rules.js';
import { museumWinner } from '../../../src/games/reliques-co/score.js';
import type { State } from '../../../src/games/reliques-co/state.js';
import { fresh, game, play, rolled, withPlayer } from './helpers.js';

const quickTurn = (s: State): State => play(play(s, { type: 'roll' }).state, { type: 'endTurn' }).state;

describe('end of the game', () => {
  it('"dans l\'ordre du tour, les autres joueurs effectuent un dernier tour de jeu": the first player reaching 20 lets the others play', () => {
    let s = fresh(4, 'end-first');
    const first = s.firstPlayer;
    s = withPlayer(s, first, { bonusReputation: 19 });
    s = play(rolled(s, [1, 1]), { type: 'dive', dice: [1, 1] }).state;
    expect(s.finalRound).toBe(true);
    s = play(s, { type: 'endTurn' }).state;
    const turnsAfter: number[] = [];
    while (!s.over) {
      turnsAfter.push(s.turn.seat);
      s = quickTurn(s);
    }
    expect(turnsAfter).toEqual([1, 2, 3].map((k) => (first + k) % 4));
    expect(game.activeSeats(s)).toEqual([]);
    expect(game.legalMoves(s, first)).toEqual([]);
  });

  it('a player in the middle reaching 20 ends the game after the last seat of that round', () => {
    let s = fresh(3, 'end-mid');
    const second = (s.firstPlayer + 1) % 3;
    s = quickTurn(s);
    expect(s.turn.seat).toBe(second);
    s = withPlayer(s, second, { bonusReputation: 25 });
    s = quickTurn(s);
    expect(s.finalRound).toBe(true);
    expect(s.over).toBe(false);
    expect(s.turn.seat).toBe(lastSeat(s));
    s = quickTurn(s);
    expect(s.over).toBe(true);
  });

  it('the game is not over before anyone reaches 20', () => {
    let s = fresh(2, 'long');
    for (let i = 0; i < 10; i++) s = quickTurn(s);
    expect(s.over).toBe(false);
    expect(game.result(s)).toBeNull();
  });

  it('"Le joueur qui possède le plus grand nombre de cubes sur une carte Musées remporte les points": more cubes beat a higher box', () => {
    expect(museumWinner([0, 0, 1, null, null, null], 2)).toBe(0);
    expect(museumWinner([null, 1, null, 0, 1, null], 2)).toBe(1);
    expect(museumWinner([null, null, null, null, null, null], 2)).toBeNull();
    // a tie: the highest box wins
    expect(museumWinner([1, 0, null, 0, 1, null], 2)).toBe(1);
  });

  it('majorities are added at the end; "En cas d\'égalité, le joueur qui possède le plus de dollars remporte la partie"', () => {
    let s = fresh(2, 'dollars');
    const a = s.firstPlayer;
    const b = 1 - a;
    s = withPlayer(s, a, { bonusReputation: 20, dollars: 5 });
    s = withPlayer(s, b, { bonusReputation: 15, dollars: 9 });
    const gem = [...s.museums.gem];
    gem[0] = b; // Gem museum majority: 5 reputation for b, making 20 each
    s = { ...s, museums: { ...s.museums, gem } };
    s = quickTurn(s);
    s = quickTurn(s);
    expect(s.over).toBe(true);
    const r = game.result(s)!;
    expect(r.scores[a]).toBe(20);
    expect(r.scores[b]).toBe(20);
    expect(r.winners).toEqual([b]);
  });

  it('a tie on reputation and dollars is shared', () => {
    let s = fresh(2, 'shared');
    s = withPlayer(s, 0, { bonusReputation: 20, dollars: 4 });
    s = withPlayer(s, 1, { bonusReputation: 20, dollars: 4 });
    s = quickTurn(quickTurn(s));
    expect(game.result(s)!.winners).toEqual([0, 1]);
  });
});
