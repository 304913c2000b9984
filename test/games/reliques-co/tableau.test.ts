/** Card rows, adjacency, reputation from corners and effects, and the deck's own constraints. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cardTableMarkdown, dieText } from '../../../src/games/reliques-co/card-table.js';
import {
  DIVE_CARDS,
  INITIAL_CARDS,
  MARKET_CARDS,
  MUSEUMS,
  PILE_COPIES,
  relicOf,
} from '../../../src/games/reliques-co/data.js';
import type { OwnedCard } from '../../../src/games/reliques-co/state.js';
import { freeAdjacentCells, neighbours } from '../../../src/games/reliques-co/tableau.js';
import { expectRuleError, fresh, legal, owned, play, rolled, withPlayer } from './helpers.js';

const empty = (): (OwnedCard | null)[] => Array.from({ length: 8 }, () => null);

describe('card rows', () => {
  it('"Une carte est considérée comme adjacente lorsqu\'elle partage un côté ... Les cartes qui se touchent en diagonale ne sont pas considérées comme adjacentes."', () => {
    expect(neighbours(0).sort()).toEqual([1, 4]);
    expect(neighbours(5).sort()).toEqual([1, 4, 6]);
    expect(neighbours(5)).not.toContain(0);
    expect(neighbours(5)).not.toContain(2);
    expect(neighbours(3).sort()).toEqual([2, 7]);
  });

  it('"il doit la placer adjacente à une autre carte Patrimoine en sa possession": free cells sharing an edge with a card', () => {
    const t = empty();
    t[0] = owned('I-aventuriers');
    expect(freeAdjacentCells(t)).toEqual([1, 4]);
    t[5] = owned('A-camion');
    expect(freeAdjacentCells(t)).toEqual([1, 4, 6]);
  });

  it('with the top row full, a new card goes in any free cell of the bottom row, never on another card', () => {
    let s = fresh(2);
    const seat = s.turn.seat;
    s = withPlayer(s, seat, { dollars: 30, cells: { 5: owned('A-taverne') } });
    s = play(rolled(s, [1]), { type: 'useCard', die: 1, cell: 3, action: 0 }).state;
    const cells = new Set(legal(s).flatMap((m) => (m.type === 'buyCard' ? [m.cell] : [])));
    expect([...cells].sort()).toEqual([4, 6, 7]);
    expectRuleError(() => play(s, { type: 'buyCard', row: 'A', slot: 0, cell: 5 }), 'bad-cell');
    expectRuleError(() => play(s, { type: 'buyCard', row: 'A', slot: 0, cell: 0 }), 'bad-cell');
  });

  it('"au maximum 2 rangées de 4": a full tableau can only upgrade', () => {
    let s = fresh(2);
    const seat = s.turn.seat;
    s = withPlayer(s, seat, {
      dollars: 30,
      cells: { 4: owned('A-taverne'), 5: owned('A-porteur'), 6: owned('A-mulets'), 7: owned('A-marche') },
    });
    s = play(rolled(s, [1]), { type: 'useCard', die: 1, cell: 3, action: 0 }).state;
    expect(legal(s).some((m) => m.type === 'buyCard')).toBe(false);
    expect(legal(s).filter((m) => m.type === 'upgradeCard')).toHaveLength(8);
  });

  it('placed cards never move: buying changes only the chosen cell', () => {
    let s = fresh(2);
    const seat = s.turn.seat;
    s = withPlayer(s, seat, { dollars: 30 });
    const before = s.players[seat]!.tableau;
    s = play(play(rolled(s, [1]), { type: 'useCard', die: 1, cell: 3, action: 0 }).state, { type: 'buyCard', row: 'A', slot: 0, cell: 7 }).state;
    const after = s.players[seat]!.tableau;
    for (let c = 0; c < 7; c++) expect(after[c]).toEqual(before[c]);
  });
});

describe('reputation, tracked continuously', () => {
  it('counts the corner of the visible side', () => {
    let s = fresh(2);
    const seat = s.turn.seat;
    s = withPlayer(s, seat, { cells: { 4: owned('C-musee-prive') } });
    expect(s.players[seat]!.reputation).toBe(4);
    s = withPlayer(s, seat, { cells: { 3: owned('I-qg', 2) } });
    expect(s.players[seat]!.reputation).toBe(4 + 2);
  });

  it('adjacency bonus: Marché scores 1 per edge-adjacent Building, not diagonal ones', () => {
    let s = fresh(2);
    const seat = s.turn.seat;
    // Marché in cell 7 sits below the Headquarters (building, cell 3); Taverne in 6 is beside it.
    s = withPlayer(s, seat, { cells: { 7: owned('A-marche'), 6: owned('A-taverne') } });
    expect(s.players[seat]!.reputation).toBe(1 + 2);
    // Marché in cell 6 has the Headquarters only diagonally, and no other building beside it
    const t = withPlayer(fresh(2), seat, { cells: { 6: owned('A-marche') } });
    expect(t.players[seat]!.reputation).toBe(1);
  });

  it('find bonus: Marchand de Poteries scores per Pottery found by diving', () => {
    let s = fresh(2);
    const seat = s.turn.seat;
    s = withPlayer(s, seat, { cells: { 4: owned('A-poteries', 2) }, dives: [2, 4, 3] });
    // corner 1 + 2 per Pottery (2 and 4) + 1 per Dive card
    expect(s.players[seat]!.reputation).toBe(1 + 2 * 2 + 3);
  });

  it('buying a card updates reputation at once (corner and neighbours of the new card)', () => {
    let s = fresh(2);
    const seat = s.turn.seat;
    const rows = { ...s.market.rows, A: ['A-marche', ...s.market.rows.A.slice(1)] };
    s = withPlayer({ ...s, market: { ...s.market, rows } }, seat, { dollars: 3 });
    s = play(play(rolled(s, [1]), { type: 'useCard', die: 1, cell: 3, action: 0 }).state, { type: 'buyCard', row: 'A', slot: 0, cell: 7 }).state;
    expect(s.players[seat]!.reputation).toBe(1 + 1);
  });
});

describe('the deck', () => {
  it('has 72 cards as the box says: 6 Common, 16 Initial, 12 Dive, 38 Heritage in piles A-E', () => {
    const heritage = MARKET_CARDS.reduce((n, c) => n + (c.deck === 'D' || c.deck === 'E' ? PILE_COPIES : 1), 0);
    const common = MUSEUMS.length + 2;
    expect(common).toBe(6);
    expect(common + INITIAL_CARDS.length * 4 + DIVE_CARDS.length + heritage).toBe(72);
    const perDeck = (d: string) => MARKET_CARDS.filter((c) => c.deck === d).length;
    expect([perDeck('A'), perDeck('B'), perDeck('C')]).toEqual([12, 10, 8]);
  });

  it('Initial cards: Aventuriers with 3 dice, Canyon (anything but a 2: Fossil), Desert (4+: Parchment), Headquarters (Buy)', () => {
    const [adv, canyon, desert, hq] = INITIAL_CARDS;
    expect(adv!.level1.dice).toBe(3);
    expect(canyon!.level1.actions[0]).toMatchObject({ kind: 'expedition', relic: 'fossil', die: [1, 3, 4, 5, 6] });
    expect(desert!.level1.actions[0]).toMatchObject({ kind: 'expedition', relic: 'parchment', die: [4, 5, 6] });
    expect(hq!.level1.actions[0]).toMatchObject({ kind: 'buy' });
  });

  it('each card holds one relic type; only Desert Expeditions hold Parchments; C cards cost 7-8 dollars', () => {
    for (const card of [...INITIAL_CARDS, ...MARKET_CARDS]) {
      const relics = new Set([...card.level1.actions, ...card.level2.actions].flatMap((a) => (a.kind === 'expedition' ? [a.relic] : [])));
      expect(relics.size).toBeLessThanOrEqual(1);
      if (relicOf(card) === 'parchment') expect(card.name).toBe('Expédition Désert');
      if (card.deck === 'C') expect([7, 8]).toContain(card.cost.dollars);
      expect(card.level1.actions.length + card.level1.effects.length + card.level1.reputation + card.level1.dice).toBeGreaterThan(0);
    }
  });

  it('Dive cards run from 2 upward, each with 1 reputation and one find', () => {
    DIVE_CARDS.forEach((d, i) => {
      expect(d.value).toBe(i + 2);
      expect(d.reputation).toBe(1);
      expect(['pottery', 'doubloon', 'sunkenCity']).toContain(d.find);
    });
  });

  it('museums: a 6-order side 1-6 and a 9-order side; the Gem museum pays a 3 dollar bonus, the Fossil majority 3 reputation', () => {
    for (const m of MUSEUMS) {
      expect(m.orders2p).toEqual([1, 2, 3, 4, 5, 6]);
      expect(m.orders3p).toHaveLength(9);
      expect([...m.orders3p].sort((a, b) => a - b)).toEqual(m.orders3p);
    }
    expect(MUSEUMS.find((m) => m.relic === 'gem')!.saleBonus).toBe(3);
    expect(MUSEUMS.find((m) => m.relic === 'fossil')!.majority).toBe(3);
  });

  it('RULES.md tabulates exactly the data in data.ts', () => {
    const rules = readFileSync(new URL('../../../src/games/reliques-co/RULES.md', import.meta.url), 'utf8');
    expect(rules).toContain(cardTableMarkdown());
    expect(dieText([1, 3, 4, 5, 6])).toBe('not 2');
    expect(dieText([4, 5, 6])).toBe('4+');
    expect(dieText([1, 2])).toBe('1-2');
  });
});
