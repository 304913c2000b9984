import { describe, expect, it } from 'vitest';
import { seedRng } from '../../../src/engine/index.js';
import { DIVE_CARDS } from '../../../src/games/reliques-co/data.js';
import { chooseFirstPlayer } from '../../../src/games/reliques-co/setup.js';
import { fresh, game, legal, play } from './helpers.js';

describe('setup', () => {
  it('"Le premier joueur reçoit 2 dollars, les deuxième et troisième joueurs reçoivent 3 dollars, le quatrième joueur reçoit 4 dollars"', () => {
    for (const players of [2, 3, 4]) {
      for (const seed of ['a', 'b', 'c', 'd']) {
        const s = fresh(players, seed);
        const byPosition = Array.from({ length: players }, (_, k) => s.players[(s.firstPlayer + k) % players]!.dollars);
        expect(byPosition).toEqual([2, 3, 3, 4].slice(0, players));
      }
    }
  });

  it('"Chaque joueur lance 2 dés. Le joueur obtenant le total le plus élevé est premier joueur", tied players rolling again', () => {
    let sawReroll = false;
    for (let i = 0; i < 200; i++) {
      const players = 2 + (i % 3);
      const { first, rolls } = chooseFirstPlayer(seedRng(`first-${i}`), players);
      const total = (r: number[] | null) => (r === null ? -1 : r[0]! + r[1]!);
      rolls.forEach((round, k) => {
        for (const r of round) if (r) for (const d of r) expect(d >= 1 && d <= 6).toBe(true);
        const best = Math.max(...round.map(total));
        const top = round.flatMap((r, seat) => (total(r) === best ? [seat] : []));
        if (k < rolls.length - 1) {
          // a tie on top: exactly the tied players roll again
          expect(top.length).toBeGreaterThan(1);
          const next = rolls[k + 1]!.flatMap((r, seat) => (r === null ? [] : [seat]));
          expect(next).toEqual(top);
          sawReroll = true;
        } else {
          expect(top).toEqual([first]);
        }
      });
    }
    expect(sawReroll).toBe(true);
  });

  it('the state records the first player and gives them the first turn', () => {
    const s = fresh(4, 'x');
    expect(chooseFirstPlayer(seedRng('x'), 4).first).toBe(s.firstPlayer);
    expect(game.activeSeats(s)).toEqual([s.firstPlayer]);
    expect(legal(s)).toEqual([{ type: 'roll' }]);
  });

  it('museums show the 6-order side with 2 players and the 9-order side with 3 or 4', () => {
    expect(fresh(2).museums.gem).toHaveLength(6);
    expect(fresh(3).museums.fossil).toHaveLength(9);
    expect(fresh(4).museums.parchment).toHaveLength(9);
  });

  it('each player starts with the 4 Initial cards at level 1 in the top row', () => {
    for (const p of fresh(3).players) {
      expect(p.tableau.slice(0, 4).map((c) => c && c.id)).toEqual(['I-aventuriers', 'I-canyon', 'I-desert', 'I-qg']);
      expect(p.tableau.slice(0, 4).every((c) => c!.level === 1 && c!.cubes === 0)).toBe(true);
      expect(p.tableau.slice(4)).toEqual([null, null, null, null]);
      expect(p.reputation).toBe(0);
    }
  });

  it('rows A, B, C deal 3 cards beside their pile (the pile top makes the fourth face-up card, see market-rows.test.ts); D and E are piles; Dive cards are stacked with the 2 on top', () => {
    const s = fresh(2);
    expect(s.market.rows.A).toHaveLength(3);
    expect(s.market.piles.A).toHaveLength(12 - 3);
    expect(s.market.piles.B).toHaveLength(10 - 3);
    expect(s.market.piles.C).toHaveLength(8 - 3);
    expect(s.market.stacks.D).toHaveLength(4);
    expect(s.market.stacks.E).toHaveLength(4);
    expect(s.dive).toEqual(DIVE_CARDS.map((d) => d.value));
    expect(s.dive[0]).toBe(2);
  });

  it('the first roll is 3 dice: "Aventuriers" shows 3 dice symbols', () => {
    const s = fresh(2);
    const { state, events } = play(s, { type: 'roll' });
    expect(state.turn.dice).toHaveLength(3);
    expect(events[0]).toMatchObject({ type: 'rolled', audience: 'all' });
  });

  it('rejects 1 or 5 players', () => {
    expect(() => fresh(1)).toThrow();
    expect(() => fresh(5)).toThrow();
  });
});
