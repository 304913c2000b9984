import { describe, expect, it } from 'vitest';
import { canSee, randomPlayout, replay, type LoggedMove } from '../../../src/engine/index.js';
import type { SpaceRelicsState } from '../../../src/games/space-relics/state.js';
import { cardOf, copy, game, held, me, play, playEv, scenario, started, type State } from './helpers.js';

const views = (s: State) => [null, ...s.players.map((_, i) => i)].map((seat) => JSON.stringify(game.view(s, seat)));

describe('hidden information', () => {
  it('item cards in hand are private: swapping seat 1\'s hand changes nothing seat 0 or a spectator sees', () => {
    const a = scenario({ pawns: [{ at: [0, 5] }, { at: [14, 5], hand: [held('o2'), held('tape')] }] });
    const b = copy(a);
    b.players[1]!.hand = [held('heatRay', 3), held('keycard')];
    b.itemDeck = a.itemDeck.filter((c) => c !== cardOf('heatRay') && c !== cardOf('keycard')).concat([cardOf('o2'), cardOf('tape')]);
    // Same deck size, different contents and hands.
    expect(b.itemDeck).toHaveLength(a.itemDeck.length);
    expect(game.view(a, 0)).toEqual(game.view(b, 0));
    expect(game.view(a, null)).toEqual(game.view(b, null));
    expect(game.view(a, 1)).not.toEqual(game.view(b, 1));
    expect(game.view(a, 1).hand).toEqual([
      { card: cardOf('o2'), kind: 'o2', charges: 0 },
      { card: cardOf('tape'), kind: 'tape', charges: 0 },
    ]);
    expect(game.view(a, null).hand).toBeNull();
    expect(game.view(a, 0).players[1]?.handCount).toBe(2);
  });

  it('the artifact deck, the item deck and the platform pile keep their order secret', () => {
    const a = started(3, 'decks');
    const b = copy(a);
    b.artifactDeck = [...a.artifactDeck].reverse();
    b.itemDeck = [...a.itemDeck].reverse();
    b.platformPile = [...a.platformPile].reverse();
    b.rng = [1, 2, 3, 4];
    expect(views(a)).toEqual(views(b));
  });

  it('a view never holds the generator state, a seed or a deck', () => {
    const s = started(4, 'rng-check');
    for (const seat of [null, 0, 1, 2, 3]) {
      const v = game.view(s, seat) as unknown as Record<string, unknown>;
      for (const key of ['rng', 'seed', 'itemDeck', 'artifactDeck', 'platformPile', 'startersAway']) expect(key in v).toBe(false);
      expect(JSON.stringify(v)).not.toContain(JSON.stringify(s.rng));
    }
  });

  it('the item drawn is told to its drawer only; the public event names no card', () => {
    let s = scenario({ platforms: [{ id: 0, x: 13, y: 10, rot: 0 }], pawns: [{ at: [13, 10] }, { at: [0, 5] }] });
    const { state, events } = playEv(s, 0, { type: 'step', dir: 'S', distance: 1 });
    s = state;
    const secret = events.filter((e) => e.type === 'itemCard');
    expect(secret).toHaveLength(1);
    expect(secret[0]?.audience).toEqual([0]);
    const pub = events.filter((e) => canSee(e.audience, 1));
    expect(JSON.stringify(pub)).not.toContain('"card"');
    expect(me(s).hand).toHaveLength(1);
  });

  it('in random games no event seen by another seat carries a card id while the card is secret', () => {
    for (let g = 0; g < 20; g++) {
      let s = game.setup({ players: 3, options: {}, seed: `ev-${g}` });
      const out = randomPlayout(game, { players: 3, seed: `ev-${g}` });
      for (const { seat, move } of out.moves) {
        const r = game.apply(s, seat, move as never);
        for (const e of r.events) {
          if (e.type === 'itemCard') expect(e.audience).toEqual([seat]);
          if (e.type === 'itemDrawn') expect(e.data).toEqual({ seat });
        }
        s = r.state;
      }
    }
  });
});

describe('the view', () => {
  it('tells the prompted seat what is asked and shows the public table', () => {
    let s = scenario({ platforms: [{ id: 10, x: 4, y: 4, rot: 0 }], pawns: [{ at: [0, 5] }, { at: [14, 5] }] });
    s = play(s, 0, { type: 'selectPlatform', platform: 10 });
    const v = game.view(s, 0);
    expect(v.pending).toEqual({ kind: 'place', seat: 0, platform: 10, from: 'relocate' });
    expect(v.prompt).toContain('place platform 10');
    expect(v.board).toHaveLength(15);
    expect(v.board.every((row) => row.length === 15)).toBe(true);
    expect(v.board[5]?.[0]).toBe('1');
    expect(v.players[0]?.ap).toBe(10);
    expect(game.view(s, null).prompt).toBe(v.prompt);
  });
});

describe('determinism, replay and immutability', () => {
  it('same seed and same moves give the same JSON; replay of a playout log equals its final state', () => {
    for (const players of [2, 3, 4]) {
      const out = randomPlayout(game, { players, seed: `det-${players}` });
      const again = randomPlayout(game, { players, seed: `det-${players}` });
      expect(JSON.stringify(again.state)).toBe(JSON.stringify(out.state));
      const rebuilt = replay(game, { players, options: {}, seed: `det-${players}` }, out.moves as LoggedMove[]);
      expect(JSON.stringify(rebuilt)).toBe(JSON.stringify(out.state));
    }
  });

  it('different seeds give different tables', () => {
    const a = game.setup({ players: 2, options: {}, seed: 'a' });
    const b = game.setup({ players: 2, options: {}, seed: 'b' });
    expect(JSON.stringify(a)).not.toBe(JSON.stringify(b));
  });

  it('apply never mutates its input (deep-frozen states through whole games)', () => {
    const deepFreeze = <T>(x: T): T => {
      if (x && typeof x === 'object' && !Object.isFrozen(x)) {
        Object.freeze(x);
        for (const v of Object.values(x)) deepFreeze(v);
      }
      return x;
    };
    for (let g = 0; g < 6; g++) {
      const out = randomPlayout(game, { players: 2 + (g % 3), seed: `frozen-${g}` });
      let s = game.setup({ players: 2 + (g % 3), options: {}, seed: `frozen-${g}` }) as SpaceRelicsState;
      for (const { seat, move } of out.moves) {
        const before = JSON.stringify(s);
        deepFreeze(s);
        const next = game.apply(s, seat, move as never).state;
        expect(JSON.stringify(s)).toBe(before);
        s = next;
      }
      expect(JSON.stringify(s)).toBe(JSON.stringify(out.state));
    }
  });

  it('every listed move parses unchanged and is accepted', () => {
    const out = randomPlayout(game, { players: 3, seed: 'listed' });
    let s = game.setup({ players: 3, options: {}, seed: 'listed' });
    for (const { seat, move } of out.moves.slice(0, 400)) {
      const moves = game.legalMoves(s, seat);
      for (const m of moves.length > 60 ? moves.filter((_, i) => i % 9 === 0) : moves) {
        expect(game.move.parse(m)).toEqual(m);
        expect(() => game.apply(s, seat, m)).not.toThrow();
      }
      s = play(s, seat, move as never);
    }
  });
});
