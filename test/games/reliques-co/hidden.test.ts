/** Hidden information: level 2 sides of market cards, and the order of the face-down piles. */
import { describe, expect, it } from 'vitest';
import { MARKET_CARDS } from '../../../src/games/reliques-co/data.js';
import type { State } from '../../../src/games/reliques-co/state.js';
import { fresh, game, play, rolled, withPlayer } from './helpers.js';

const cardName = (id: string) => MARKET_CARDS.find((c) => c.id === id)!.name;

const ROW_A_REST = MARKET_CARDS.filter((c) => c.deck === 'A' && !c.id.startsWith('A-jungle') && c.id !== 'A-porteur' && c.id !== 'A-taverne').map((c) => c.id);

/** A 3-player state with one Jungle Expedition face up in row A and the other in the pile. */
function withJungle(faceUp: string, inPile: string): State {
  const s = fresh(3, 'hidden');
  const rows = { ...s.market.rows, A: [faceUp, 'A-porteur', 'A-taverne'] };
  const piles = { ...s.market.piles, A: [ROW_A_REST[0]!, inPile, ...ROW_A_REST.slice(1)] };
  return { ...s, market: { ...s.market, rows, piles } };
}

function buying(s: State): State {
  const seat = s.turn.seat;
  s = withPlayer(s, seat, { dollars: 5 });
  return play(rolled(s, [3]), { type: 'useCard', die: 3, cell: 3, action: 0 }).state;
}

const seatsAndSpectator = (s: State) => [...s.players.map((_, i) => i), null];

function hasKeyDeep(value: unknown, key: string): boolean {
  if (Array.isArray(value)) return value.some((v) => hasKeyDeep(v, key));
  if (value && typeof value === 'object') {
    return Object.entries(value).some(([k, v]) => k === key || hasKeyDeep(v, key));
  }
  return false;
}

describe('level 2 sides of market cards', () => {
  it('"le joueur a le droit de regarder la face cachée de toutes les cartes disponibles ... qu\'après avoir placé un dé Aventurier sur l\'action Achetez": only the buyer, from the die on Buy on', () => {
    const before = withJungle('A-jungle-1', 'A-jungle-2');
    const buyer = before.turn.seat;
    for (const seat of seatsAndSpectator(before)) expect(hasKeyDeep(game.view(before, seat).market, 'level2')).toBe(false);
    const during = buying(before);
    for (const seat of seatsAndSpectator(during)) {
      const market = game.view(during, seat).market;
      expect(hasKeyDeep(market, 'level2')).toBe(seat === buyer);
    }
    const v = game.view(during, buyer).market;
    expect(v.rows.A.faceUp[0]!.level2).toEqual(MARKET_CARDS.find((c) => c.id === 'A-jungle-1')!.level2);
    expect(v.piles.D.top!.level2).toBeDefined();
    const after = play(during, { type: 'passBuy' }).state;
    const remembered = game.view(after, buyer).market;
    // The buyer remembers the row cards it looked at; the D and E tops are known cards anyway.
    expect(remembered.rows.A.faceUp[0]!.level2).toEqual(MARKET_CARDS.find((c) => c.id === 'A-jungle-1')!.level2);
    expect(remembered.piles.D.top!.level2).toBeUndefined();
    for (const seat of seatsAndSpectator(after)) {
      if (seat !== buyer) expect(hasKeyDeep(game.view(after, seat).market, 'level2')).toBe(false);
    }
  });

  it('who has looked at a face-up card is public; the pile top moved into a bought slot keeps its memory, the new pile top is unseen', () => {
    const s = withJungle('A-jungle-1', 'A-jungle-2');
    const during = buying({ ...s, market: { ...s.market, piles: { ...s.market.piles, A: ['A-jungle-2', ...ROW_A_REST] } } });
    const buyer = during.turn.seat;
    for (const seat of seatsAndSpectator(during)) {
      for (const row of ['A', 'B', 'C'] as const) {
        const shown = game.view(during, seat).market.rows[row];
        for (const card of [...shown.faceUp, shown.top]) expect(card!.seenBy).toEqual([buyer]);
      }
    }
    const after = play(during, { type: 'buyCard', row: 'A', slot: 1, cell: 4 }).state;
    expect(after.market.rows.A[1]).toBe('A-jungle-2');
    const rowA = game.view(after, buyer).market.rows.A;
    // The buyer looked at the pile's top card (A-jungle-2) before it slid into slot 1.
    expect(rowA.faceUp[1]!.seenBy).toEqual([buyer]);
    expect(rowA.faceUp[1]!.level2).toEqual(MARKET_CARDS.find((c) => c.id === 'A-jungle-2')!.level2);
    expect(rowA.top!.seenBy).toEqual([]);
    expect(rowA.top!.level2).toBeUndefined();
    expect(rowA.faceUp[0]!.seenBy).toEqual([buyer]);
    expect(rowA.faceUp[0]!.level2).toEqual(MARKET_CARDS.find((c) => c.id === 'A-jungle-1')!.level2);
  });

  it('two market cards with the same level 1 side look the same to everyone but the buyer', () => {
    const s1 = buying(withJungle('A-jungle-1', 'A-jungle-2'));
    const s2 = buying(withJungle('A-jungle-2', 'A-jungle-1'));
    const buyer = s1.turn.seat;
    for (const seat of seatsAndSpectator(s1)) {
      if (seat === buyer) continue;
      expect(game.view(s1, seat)).toEqual(game.view(s2, seat));
    }
    // the test can fail: the buyer does see the difference
    expect(game.view(s1, buyer)).not.toEqual(game.view(s2, buyer));
  });

  it('the view of a market card names no card id', () => {
    const s = buying(withJungle('A-jungle-1', 'A-jungle-2'));
    for (const seat of seatsAndSpectator(s)) expect(hasKeyDeep(game.view(s, seat).market, 'id')).toBe(false);
  });

  it('refilling a row announces the new card by its level 1 side, without its id', () => {
    const s = buying(withJungle('A-porteur', 'A-jungle-2'));
    const rows = { ...s.market.rows, A: ['A-porteur', 'A-taverne', 'A-marche'] };
    const piles = { ...s.market.piles, A: ['A-jungle-2', ...s.market.piles.A.filter((id) => id !== 'A-jungle-2' && id !== 'A-marche')] };
    const { events } = play({ ...s, market: { ...s.market, rows, piles } }, { type: 'buyCard', row: 'A', slot: 0, cell: 4 });
    const refill = events.find((e) => e.type === 'marketRefilled')!;
    const newTop = cardName(s.market.piles.A.filter((id) => id !== 'A-jungle-2' && id !== 'A-marche')[0]!);
    expect(refill.data).toEqual({ row: 'A', slot: 0, name: 'Expédition Jungle', pileTop: newTop });
    expect(JSON.stringify(events)).not.toContain('A-jungle-2');
  });
});

describe('face-down piles and the generator', () => {
  it('reordering the piles of rows A-C under their face-up top card changes no view', () => {
    const s1 = fresh(4, 'piles');
    const rev = ([top, ...under]: string[]) => [top!, ...under.reverse()];
    const s2: State = {
      ...s1,
      market: { ...s1.market, piles: { A: rev(s1.market.piles.A), B: rev(s1.market.piles.B), C: rev(s1.market.piles.C) } },
    };
    expect(s2.market.piles.A).not.toEqual(s1.market.piles.A);
    for (const seat of seatsAndSpectator(s1)) expect(game.view(s1, seat)).toEqual(game.view(s2, seat));
    const b1 = buying(s1);
    const b2 = buying(s2);
    for (const seat of seatsAndSpectator(b1)) expect(game.view(b1, seat)).toEqual(game.view(b2, seat));
  });

  it('the view never holds the generator state, and a different generator state changes no view', () => {
    const s1 = fresh(2, 'rng');
    const s2: State = { ...s1, rng: [1, 2, 3, 4] };
    for (const seat of seatsAndSpectator(s1)) {
      const v = game.view(s1, seat);
      expect(hasKeyDeep(v, 'rng')).toBe(false);
      expect(JSON.stringify(v)).not.toContain(String(s1.rng[0]));
      expect(v).toEqual(game.view(s2, seat));
    }
  });

  it('the spectator sees the public board: hands are public in this game, piles only as counts', () => {
    const s = fresh(3, 'spectator');
    const v = game.view(s, null);
    expect(v.viewer).toBeNull();
    expect(v.players).toHaveLength(3);
    expect(v.market.rows.A.pile).toBe(9);
    expect(JSON.stringify(v)).not.toContain(s.market.piles.A[0]!);
  });
});
