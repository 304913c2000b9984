import { describe, expect, it } from 'vitest';
import { randomPlayout, seedRng, shuffle } from '../../../src/engine/index.js';
import { COLOURS } from '../../../src/games/ruin-runner/data.js';
import { ruinRunner } from '../../../src/games/ruin-runner/index.js';
import type { State } from '../../../src/games/ruin-runner/state.js';
import { lootingState, options, play } from './helpers.js';

/**
 * Changes only what seat `a` may not know: `b`'s hand (traded with tiles of the draw pile), `b`'s
 * resource cards, and the order of the draw pile.
 */
function perturb(state: State, b: number, salt: string): State {
  const rng = seedRng(salt);
  const hand = state.seats[b]!.hand;
  const pile = [...state.drawPile];
  const newHand = [...hand];
  for (let i = 0; i < newHand.length && i < pile.length; i++) {
    const tmp = newHand[i]!;
    newHand[i] = pile[i]!;
    pile[i] = tmp;
  }
  shuffle(rng, pile);
  const cards = state.seats[b]!.cards.map((c) => COLOURS[(COLOURS.indexOf(c) + 1 + Math.floor(rng[0] % 4)) % 6]!);
  const seats = state.seats.slice();
  seats[b] = { ...seats[b]!, hand: newHand, cards };
  return { ...state, seats, drawPile: pile };
}

const differsForB = (s1: State, s2: State, b: number) =>
  JSON.stringify(s1.seats[b]) !== JSON.stringify(s2.seats[b]) || JSON.stringify(s1.drawPile) !== JSON.stringify(s2.drawPile);

describe('hidden information', () => {
  it('what seat A sees does not change when only B\'s hand, B\'s resource cards or the draw pile change', () => {
    const s1 = ruinRunner.setup({ players: 3, options: options(), seed: 'leak' });
    const s2 = perturb(s1, 1, 'other');
    expect(s2.seats[1]!.hand).not.toEqual(s1.seats[1]!.hand);
    expect(s2.seats[1]!.cards).not.toEqual(s1.seats[1]!.cards);
    expect(s2.drawPile).not.toEqual(s1.drawPile);
    expect(ruinRunner.view(s2, 0)).toEqual(ruinRunner.view(s1, 0));
    expect(ruinRunner.view(s2, 2)).toEqual(ruinRunner.view(s1, 2));
    expect(ruinRunner.view(s2, null)).toEqual(ruinRunner.view(s1, null));
    // The views are sensitive: B itself sees the difference.
    expect(ruinRunner.view(s2, 1)).not.toEqual(ruinRunner.view(s1, 1));
  });

  it('holds at random points of random games, in both phases, for every pair of seats', () => {
    let compared = 0;
    for (let g = 0; g < 60; g++) {
      const players = 2 + (g % 5);
      randomPlayout(ruinRunner, {
        players,
        seed: `leak-${g}`,
        onMove: (raw, _seat, _move) => {
          const s = raw as State;
          if (s.result !== null || (compared + g) % 7 !== 0) {
            compared++;
            return;
          }
          compared++;
          const a = g % players;
          const b = (a + 1 + (compared % (players - 1))) % players;
          const s2 = perturb(s, b, `p-${g}-${compared}`);
          if (!differsForB(s, s2, b) && s.phase === 'discovery') return;
          expect(ruinRunner.view(s2, a)).toEqual(ruinRunner.view(s, a));
          expect(ruinRunner.view(s2, null)).toEqual(ruinRunner.view(s, null));
        },
      });
    }
    expect(compared).toBeGreaterThan(1000);
  });

  it('a seat sees its own hand and cards; others see only how many; a spectator sees no hand', () => {
    const s = ruinRunner.setup({ players: 4, options: options(), seed: 'own' });
    const v = ruinRunner.view(s, 2);
    expect(v.you).toBe(2);
    expect(v.hand.map((t) => t.tile)).toEqual(s.seats[2]!.hand);
    expect(v.cards).toEqual(s.seats[2]!.cards);
    expect(v.seats.map((p) => p.handSize)).toEqual([3, 3, 3, 3]);
    expect(v.seats.map((p) => p.cards)).toEqual([null, null, s.seats[2]!.cards, null]);
    expect(v.drawPileSize).toBe(35 - 12);
    const spectator = ruinRunner.view(s, null);
    expect(spectator.you).toBeNull();
    expect(spectator.hand).toEqual([]);
    expect(spectator.cards).toEqual([]);
    expect(spectator.seats.every((p) => p.cards === null)).toBe(true);
    expect(spectator.prompt).toMatch(/place a tile/);
  });

  it('a view never contains the generator state, the seed or the draw pile', () => {
    const out = randomPlayout(ruinRunner, { players: 3, seed: 'no-rng-in-view' });
    const s = out.state as State;
    const start = ruinRunner.setup({ players: 3, options: options(), seed: 'no-rng-in-view' });
    for (const state of [start, s]) {
      for (const seat of [0, 1, 2, null]) {
        const text = JSON.stringify(ruinRunner.view(state, seat));
        expect(text).not.toMatch(/"rng"|"seed"|"drawPile"|"discarded"/);
        for (const n of state.rng) expect(text).not.toContain(String(n));
        expect(text).not.toContain(JSON.stringify(start.drawPile.slice(-3)).slice(1, -1));
      }
    }
  });

  it('public events never name a drawn tile; the drawer alone is told', () => {
    let state = ruinRunner.setup({ players: 2, options: options(), seed: 'events' });
    let privateDraws = 0;
    while (state.phase === 'discovery') {
      const move = ruinRunner.legalMoves(state, state.turn)[0]!;
      const seat = state.turn;
      const out = ruinRunner.apply(state, seat, move);
      for (const e of out.events) {
        if (e.type === 'you-drew') {
          expect(e.audience).toEqual([seat]);
          privateDraws++;
        } else {
          expect(e.audience).toBe('all');
          if (e.type !== 'tile-placed') expect(e.data).not.toHaveProperty('tile');
        }
      }
      state = out.state;
    }
    expect(privateDraws).toBe(35 - 10);
  });

  it('the view tells the active seat what is asked', () => {
    const s = ruinRunner.setup({ players: 2, options: options(), seed: 'prompt' });
    const v = ruinRunner.view(s, s.turn);
    expect(v.activeSeats).toEqual([s.turn]);
    expect(v.turn).toBe(s.turn);
    expect(v.step).toBeNull();
    expect(v.prompt).toContain(`Seat ${s.turn}`);
  });

  it('during looting the view shows the rotated board, counters, gate counters, looters and the take prompt', () => {
    let s = lootingState([
      { tile: 19, x: 0, y: 1, rotation: 0 },
      { tile: 27, x: 0, y: -1, rotation: 2, gate: 'S' },
    ]);
    s = play(s, 0, { type: 'move', direction: 'S' }).state;
    const v = ruinRunner.view(s, 1);
    expect(v.phase).toBe('looting');
    expect(v.step).toBe('take');
    expect(v.turn).toBe(0);
    expect(v.board[2]).toEqual({
      tile: 27,
      kind: 'gate',
      sides: 'iiww',
      pair: null,
      x: 0,
      y: -1,
      rotation: 2,
      counters: { red: 0, orange: 0, yellow: 0, green: 0, blue: 1, purple: 1 },
      gateArrow: 'S',
    });
    expect(v.seats.map((p) => p.looter)).toEqual([
      { x: 0, y: -1 },
      { x: 0, y: 0 },
    ]);
    expect(v.prompt).toBe('Seat 0: take one counter from (0, -1) (blue, purple) or nothing.');
    expect(v.cards).toEqual(s.seats[1]!.cards);
    expect(v.seats[0]!.cards).toBeNull();
  });
});
