/**
 * Issue 18, item 1. Rulebook, setup step 4: "Piochez les 3 premières cartes de ces piles et
 * placez-les en ligne à côté de chaque pile (chaque ligne doit alors être composée de 4 cartes
 * face visible)." The cards are double-sided and piled level 1 up, so each pile's top card is the
 * fourth face-up card of its row, and it is on offer like the other three (buyCard slot 3).
 */
import { describe, expect, it } from 'vitest';
import { cardById, MARKET_ROWS } from '../../../src/games/reliques-co/data.js';
import type { State } from '../../../src/games/reliques-co/state.js';
import { fresh, game, legal, owned, play, rolled, withPlayer } from './helpers.js';

const QUOTE = '"chaque ligne doit alors être composée de 4 cartes face visible"';

/** The player to move has 20 dollars, 2 Parchments (some cards cost one) and a die on Buy. */
function buying(s: State): State {
  s = withPlayer(s, s.turn.seat, { dollars: 20, cells: { 2: owned('I-desert', 1, 2) } });
  return play(rolled(s, [3]), { type: 'useCard', die: 3, cell: 3, action: 0 }).state;
}

describe(`rows A-C: ${QUOTE}`, () => {
  it('every seat and a spectator see 4 face-up cards in each row: 3 beside the pile and its top card, level 1 side up', () => {
    const s = fresh(3, 'four');
    for (const seat of [0, 1, 2, null]) {
      for (const row of MARKET_ROWS) {
        const shown = game.view(s, seat).market.rows[row];
        const cards = [...shown.faceUp, shown.top];
        expect(cards.filter((c) => c !== null)).toHaveLength(4);
        const top = cardById(s.market.piles[row][0]!);
        expect(shown.top).toMatchObject({ name: top.name, level1: top.level1 });
        expect(shown.top!.level2).toBeUndefined();
      }
    }
    // The pile counts its top card: row A has 12 cards, 3 beside the pile and 9 in it.
    expect(game.view(s, 0).market.rows.A.pile).toBe(9);
  });

  it('the top card of each pile can be bought (slot 3); the next card of the pile turns face up', () => {
    const s = buying(fresh(2, 'top'));
    for (const row of MARKET_ROWS) {
      expect(legal(s)).toContainEqual({ type: 'buyCard', row, slot: 3, cell: 4 });
    }
    const [top, next] = s.market.piles.B;
    const { state, events } = play(s, { type: 'buyCard', row: 'B', slot: 3, cell: 4 });
    expect(state.players[s.turn.seat]!.tableau[4]!.id).toBe(top);
    expect(state.market.rows.B).toEqual(s.market.rows.B);
    expect(state.market.piles.B[0]).toBe(next);
    expect(game.view(state, null).market.rows.B.top!.name).toBe(cardById(next!).name);
    expect(events.find((e) => e.type === 'marketRefilled')!.data).toEqual({ row: 'B', slot: 3, name: cardById(next!).name, pileTop: cardById(next!).name });
  });

  it('buying a card beside the pile slides the face-up top card into its place, so the row still shows 4', () => {
    const s = buying(fresh(2, 'slide'));
    const [top, next] = s.market.piles.A;
    const state = play(s, { type: 'buyCard', row: 'A', slot: 2, cell: 5 }).state;
    expect(state.market.rows.A[2]).toBe(top);
    expect(state.market.piles.A[0]).toBe(next);
    const shown = game.view(state, 0).market.rows.A;
    expect([...shown.faceUp, shown.top].filter((c) => c !== null)).toHaveLength(4);
  });

  it('once the pile is empty the row shows what is left, and slot 3 is no longer on offer', () => {
    let s = fresh(2, 'empty');
    s = { ...s, market: { ...s.market, piles: { ...s.market.piles, C: s.market.piles.C.slice(0, 1) } } };
    s = buying(s);
    const state = play(s, { type: 'buyCard', row: 'C', slot: 3, cell: 4 }).state;
    expect(game.view(state, 0).market.rows.C.top).toBeNull();
    expect(state.market.rows.C.every((id) => id !== null)).toBe(true);
    const again = buying({ ...state, turn: { ...state.turn, placements: [], prompt: null } });
    expect(legal(again).some((m) => m.type === 'buyCard' && m.row === 'C' && m.slot === 3)).toBe(false);
  });

  it('"regarder la face cachée de toutes les cartes disponibles": the buyer alone sees the level 2 side of each pile top', () => {
    const s = buying(fresh(3, 'peek'));
    const buyer = s.turn.seat;
    for (const row of MARKET_ROWS) {
      expect(game.view(s, buyer).market.rows[row].top!.level2).toEqual(cardById(s.market.piles[row][0]!).level2);
      for (const seat of [0, 1, 2, null]) if (seat !== buyer) expect(game.view(s, seat).market.rows[row].top!.level2).toBeUndefined();
    }
  });
});
