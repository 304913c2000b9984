import { describe, expect, it } from 'vitest';
import { pick, seedRng } from '../../../src/engine/index.js';
import { ITEMS } from '../../../src/games/space-relics/data.js';
import { dealUnseen, determinize, unseenItems, type HandRules } from '../../../src/games/space-relics/determinize.js';
import { kindOf } from '../../../src/games/space-relics/rules.js';
import { at, cardOf, copy, game, held, legal, play, scenario, type State } from './helpers.js';
import { checkInvariants } from './invariants.js';

const sample = (s: State, seat: number, seed: string): State => game.determinize!(game.view(s, seat), seat, seedRng(seed)) as State;

/** Cards in other seats' hands and in the item deck, sorted: what the seat cannot see. */
const hiddenCards = (s: State, seat: number): number[] =>
  [...s.itemDeck, ...s.players.flatMap((p, i) => (i === seat ? [] : p.hand.map((h) => h.card)))].sort((a, b) => a - b);

const hiddenCharges = (s: State, seat: number): number =>
  s.players.reduce((n, p, i) => (i === seat ? n : n + p.hand.reduce((m, h) => m + h.charges, 0)), 0);

/** States along a seeded random game. */
function walk(players: number, seed: string, every: number): State[] {
  const rng = seedRng(`walk:${seed}`);
  let s = game.setup({ players, options: {}, seed });
  const out: State[] = [];
  for (let n = 0; game.result(s) === null; n++) {
    if (n % every === 0) out.push(s);
    const seat = pick(rng, game.activeSeats(s));
    s = play(s, seat, pick(rng, legal(s, seat)));
  }
  out.push(s);
  return out;
}

/** Seat 0 picks up the Martian Spearhead holding a Heat Ray in hand: the trap prompt waits for it. */
function trapPrompt(): State {
  let s = scenario({
    pawns: [
      { at: [11, 12], starter: held('shield', 0), hand: [held('o2'), held('heatRay', 2), held('tape')] },
      { at: [0, 5], hand: [held('grapple', 1)] },
    ],
  });
  s.artifactDeck = [5, ...s.artifactDeck.filter((a) => a !== 5)];
  s = play(s, 0, { type: 'pickUpArtifact', keycard: false });
  expect(s.pending).toEqual({ kind: 'trap', seat: 0, artifact: 5, area: 8 });
  return s;
}

describe('determinize (Space Relics)', () => {
  it('samples along random games keep every card, tile and charge exactly once and the seat\'s own hand as it is', () => {
    for (const players of [2, 3, 4]) {
      for (const [i, s] of walk(players, `det-sr-${players}`, 40).entries()) {
        for (let seat = 0; seat < players; seat++) {
          const d = sample(s, seat, `${players}:${i}:${seat}`);
          checkInvariants(d, game);
          expect(game.view(d, seat)).toEqual(game.view(s, seat));
          expect(d.players[seat]!.hand).toEqual(s.players[seat]!.hand);
          expect(hiddenCards(d, seat)).toEqual(hiddenCards(s, seat));
          expect(hiddenCharges(d, seat)).toBe(hiddenCharges(s, seat));
          expect([...d.platformPile].sort((a, b) => a - b)).toEqual([...s.platformPile].sort((a, b) => a - b));
          expect([...d.artifactDeck].sort()).toEqual([...s.artifactDeck].sort());
          expect(d.escapes).toBe(s.escapes);
          expect(d.guns).toEqual(s.guns);
        }
      }
    }
  });

  it('the hidden parts vary with the generator, and the sample never carries the true generator', () => {
    let s = game.setup({ players: 3, options: {}, seed: 'vary' });
    for (const seat of [2, 1, 0]) s = play(s, seat, { type: 'chooseAirlock', airlock: seat * 2 });
    // Seat 1 drew two cards; their charges (if any) are spent, so the supply stays as dealt.
    s.players[1]!.hand = [{ card: s.itemDeck.shift()!, charges: 0 }, { card: s.itemDeck.shift()!, charges: 0 }];
    const a = sample(s, 0, 'one');
    const b = sample(s, 0, 'two');
    expect(a.itemDeck).not.toEqual(b.itemDeck);
    expect(a.platformPile).not.toEqual(b.platformPile);
    expect(a.artifactDeck).not.toEqual(b.artifactDeck);
    expect(a.rng).not.toEqual(b.rng);
    expect(a.rng).not.toEqual(s.rng);
    // Across samples the opponent's hand takes many different cards from the unseen pool.
    const seen = new Set<number>();
    for (let n = 0; n < 60; n++) for (const h of sample(s, 0, `hand-${n}`).players[1]!.hand) seen.add(h.card);
    expect(seen.size).toBeGreaterThan(10);
    for (const c of seen) expect(unseenItems(game.view(s, 0))).toContain(c);
  });

  it('only the view counts: two truths differing in an opponent\'s hand and the piles give the same sample', () => {
    const a = scenario({ pawns: [{ at: [0, 5], hand: [held('booster')] }, { at: [14, 5], hand: [held('o2'), held('tape')] }] });
    const b = copy(a);
    b.players[1]!.hand = [held('keycard'), held('hack2')];
    b.itemDeck = a.itemDeck.filter((c) => c !== cardOf('keycard') && c !== cardOf('hack2')).concat([cardOf('o2'), cardOf('tape')]).reverse();
    b.platformPile.reverse();
    b.artifactDeck.reverse();
    b.rng = [5, 6, 7, 8];
    expect(game.view(b, 0)).toEqual(game.view(a, 0));
    expect(JSON.stringify(sample(b, 0, 'same'))).toBe(JSON.stringify(sample(a, 0, 'same')));
    expect(sample(a, 0, 'same').players[0]!.hand).toEqual([held('booster')]);
  });

  it('an opponent\'s hidden charges land on cards that can hold them', () => {
    // Seat 1 holds one card with one charge: it must be a chargeable card (grapple, foam gun or a raygun).
    const s = scenario({ pawns: [{ at: [0, 5] }, { at: [14, 5], hand: [held('grapple', 1)] }] });
    for (let n = 0; n < 40; n++) {
      const hand = sample(s, 0, `charge-${n}`).players[1]!.hand;
      expect(hand).toHaveLength(1);
      expect(['grapple', 'foamGun', 'heatRay', 'freezeRay']).toContain(kindOf(hand[0]!.card));
      expect(hand[0]!.charges).toBe(1);
    }
  });

  it('a trap prompt for an opponent tells nothing about its hand: samples deal it with and without a counter', () => {
    const s = trapPrompt();
    let withCounter = 0;
    for (let n = 0; n < 40; n++) {
      const d = sample(s, 1, `trap-${n}`);
      checkInvariants(d, game);
      expect(d.pending).toEqual(s.pending);
      expect(hiddenCharges(d, 1)).toBe(2);
      if (legal(d, 0).some((m) => m.type === 'counterTrap')) withCounter++;
    }
    expect(withCounter).toBeGreaterThan(0);
    expect(withCounter).toBeLessThan(40);
  });

  it('a doorway on a lifted platform is kept (the view names its platform square) and moves with it in the sample', () => {
    const door = held('doorway');
    let s = scenario({ platforms: [{ id: 6, x: 9, y: 5, rot: 0 }, { id: 7, x: 4, y: 4, rot: 0 }], pawns: [{ at: [9, 5], hand: [door] }, { at: [0, 9] }] });
    s = play(s, 0, { type: 'placeDoorways', card: door.card, here: at(10, 5), there: at(1, 3) });
    s = play(s, 0, { type: 'step', dir: 'E', distance: 1 });
    s = play(s, 0, { type: 'selectPlatform', platform: 6 });
    expect(game.view(s, 1).doors).toEqual([-1, at(1, 3)]);
    expect(game.view(s, 1).doorways).toEqual([{ on: 'platform', platform: 6, square: 1 }, { on: 'gallery', cell: at(1, 3) }]);
    const d = sample(s, 1, 'door');
    expect(d.doors).toEqual(s.doors);
    const placed = play(d, 0, { type: 'placePlatform', x: 9, y: 9, rot: 0 });
    expect(game.view(placed, 1).doors).toEqual([at(10, 9), at(1, 3)]);
  });

  describe('the deal when uniform tries miss', () => {
    const pool = Array.from({ length: 22 }, (_, c) => c);
    const capacityOf = (cards: number[]) => cards.reduce((n, c) => n + (ITEMS[kindOf(c)].raygun ? Infinity : ITEMS[kindOf(c)].charges), 0);

    it('puts enough chargeable cards in the hands', () => {
      const rules: HandRules = { charges: 7 };
      for (let n = 0; n < 30; n++) {
        const dealt = dealUnseen(pool, [0, 1, 2], rules, seedRng(`forced-${n}`), 0);
        expect([...dealt].sort((a, b) => a - b)).toEqual(pool);
        expect(capacityOf(dealt.slice(0, 3))).toBeGreaterThanOrEqual(7);
      }
    });

    it('without a raygun left, grapple and foam gun both go to the hands', () => {
      const noRays = pool.filter((c) => !ITEMS[kindOf(c)].raygun);
      const dealt = dealUnseen(noRays, [2, 0], { charges: 4 }, seedRng('no-rays'), 0);
      expect(dealt.slice(0, 2).map(kindOf).sort()).toEqual(['foamGun', 'grapple']);
    });
  });
});
