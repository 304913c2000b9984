import { describe, expect, it } from 'vitest';
import { pick, seedRng } from '../../../src/engine/index.js';
import { COLOURS, START_TILE, TILES } from '../../../src/games/ruin-runner/data.js';
import { tilesThatFit } from '../../../src/games/ruin-runner/discovery.js';
import { ruinRunner } from '../../../src/games/ruin-runner/index.js';
import type { State } from '../../../src/games/ruin-runner/state.js';
import { deepFreeze, discoveryState, options, play, type Lay } from './helpers.js';

const determinize = (state: State, seat: number, seed: string): State =>
  ruinRunner.determinize(structuredClone(ruinRunner.view(state, seat)), seat, seedRng(seed));

/** States met along a seeded random game, every `every` moves, and the final one. */
function statesOfAGame(players: number, seed: string, every: number, opts = {}): State[] {
  const rng = seedRng(`walk:${seed}`);
  let state = ruinRunner.setup({ players, options: options(opts), seed });
  const out: State[] = [];
  for (let n = 0; state.result === null; n++) {
    if (n % every === 0) out.push(state);
    state = play(state, state.turn, pick(rng, ruinRunner.legalMoves(state, state.turn))).state;
  }
  out.push(state);
  return out;
}

/** Tiles `seat` does not see: every tile but START, its own hand and the board. */
function unseenPool(state: State, seat: number): number[] {
  const seen = new Set([...state.board.map((p) => p.tile), ...state.seats[seat]!.hand]);
  return TILES.map((t) => t.id).filter((id) => !seen.has(id));
}

/** Where `seat` cannot look: the other hands, the draw pile and the discards. */
function hiddenTiles(state: State, seat: number): number[] {
  return [...state.seats.flatMap((p, s) => (s === seat ? [] : p.hand)), ...state.drawPile, ...state.discarded];
}

const sorted = (xs: readonly number[]) => [...xs].sort((a, b) => a - b);

describe('determinize: tiles', () => {
  it('deals exactly the unseen tiles to the hidden places, each once, with the sizes the view shows', () => {
    for (const players of [2, 4, 6]) {
      for (const [i, truth] of statesOfAGame(players, `pool-${players}`, 9).entries()) {
        const seat = i % players;
        const sample = determinize(truth, seat, `pool-${players}-${i}`);
        expect(sorted(hiddenTiles(sample, seat))).toEqual(sorted(unseenPool(truth, seat)));
        const everywhere = [...sample.board.map((p) => p.tile), ...sample.seats.flatMap((p) => p.hand), ...sample.drawPile, ...sample.discarded];
        expect(sorted(everywhere)).toEqual(TILES.map((t) => t.id));
        expect(sample.seats.map((p) => p.hand.length)).toEqual(truth.seats.map((p) => p.hand.length));
        expect(sample.drawPile).toHaveLength(truth.drawPile.length);
        expect(sample.discarded).toHaveLength(truth.discarded.length);
      }
    }
  });

  it("keeps the seat's own hand in its order and the board as it lies; the hidden tiles vary with the generator", () => {
    const truth = ruinRunner.setup({ players: 3, options: options(), seed: 'vary' });
    const a = determinize(truth, 1, 'one');
    const b = determinize(truth, 1, 'two');
    for (const sample of [a, b]) {
      expect(sample.seats[1]!.hand).toEqual(truth.seats[1]!.hand);
      expect(sample.board).toEqual(truth.board);
    }
    expect(a.seats[0]!.hand).not.toEqual(b.seats[0]!.hand);
    expect(a.drawPile).not.toEqual(b.drawPile);
    expect(a.rng).not.toEqual(b.rng);
    expect(a.rng).not.toEqual(truth.rng);
  });

  it('depends on the view only: a truth with other hidden tiles but the same view gives the same sample', () => {
    const truth = ruinRunner.setup({ players: 2, options: options(), seed: 'same-view' });
    const other: State = {
      ...truth,
      seats: [truth.seats[0]!, { ...truth.seats[1]!, hand: truth.drawPile.slice(0, 5) }],
      drawPile: [...truth.seats[1]!.hand, ...truth.drawPile.slice(5)].reverse(),
      rng: seedRng('another generator'),
    };
    expect(ruinRunner.view(other, 0)).toEqual(ruinRunner.view(truth, 0));
    expect(determinize(other, 0, 'g')).toEqual(determinize(truth, 0, 'g'));
  });

  it('leaves a frozen view alone', () => {
    const truth = statesOfAGame(3, 'frozen', 7)[3]!;
    const view = deepFreeze(ruinRunner.view(truth, 2));
    expect(() => ruinRunner.determinize(view, 2, seedRng('f'))).not.toThrow();
  });
});

describe('determinize: seats that just passed hold tiles that fit nowhere', () => {
  // Every empty square next to this ring faces an in arrow: Teleport to Start tiles fit nowhere.
  const ring: Lay[] = [
    { tile: 1, x: 0, y: 1, rotation: 1 },
    { tile: 5, x: 1, y: 0, rotation: 2 },
    { tile: 8, x: 0, y: -1, rotation: 3 },
    { tile: 11, x: -1, y: 0, rotation: 0 },
  ];

  it('the two passers get the two Teleport to Start tiles, in either order, and cannot place either', () => {
    let s = discoveryState(ring, [[34], [35], [2, 3]], 3);
    s = play(s, 0, { type: 'pass' }).state;
    s = play(s, 1, { type: 'pass' }).state;
    expect(s.passesInRow).toBe(2);
    const hands = new Set<string>();
    for (let i = 0; i < 20; i++) {
      const sample = determinize(s, 2, `pass-${i}`);
      const stuck = [...sample.seats[0]!.hand, ...sample.seats[1]!.hand];
      expect(tilesThatFit(sample.board, stuck)).toEqual([false, false]);
      hands.add(JSON.stringify([sample.seats[0]!.hand, sample.seats[1]!.hand]));
    }
    expect(hands).toEqual(new Set(['[[34],[35]]', '[[35],[34]]']));
  });

  it('a placement ends the constraint: after it, an opponent may hold any unseen tile', () => {
    let s = discoveryState(ring, [[34], [35, 2], [3]], 3);
    s = play(s, 0, { type: 'pass' }).state;
    s = play(s, 1, ruinRunner.legalMoves(s, 1)[0]!).state;
    expect(s.passesInRow).toBe(0);
    const held = new Set<number>();
    for (let i = 0; i < 30; i++) held.add(determinize(s, 2, `free-${i}`).seats[0]!.hand[0]!);
    expect([...held].some((t) => TILES[t]!.kind !== 'teleport-to-start')).toBe(true);
  });
});

describe('determinize: resource cards', () => {
  it('keeps its own cards and deals the others from the colours it does not hold, each card once', () => {
    const truth = ruinRunner.setup({ players: 3, options: options(), seed: 'cards' });
    const seen = new Set<string>();
    for (let i = 0; i < 30; i++) {
      const sample = determinize(truth, 0, `cards-${i}`);
      expect(sample.seats[0]!.cards).toEqual(truth.seats[0]!.cards);
      const all = sample.seats.flatMap((p) => p.cards);
      expect(new Set(all).size).toBe(6);
      expect(sample.seats.map((p) => p.cards.length)).toEqual([2, 2, 2]);
      seen.add(JSON.stringify(sample.seats[1]!.cards));
    }
    expect(seen.size).toBeGreaterThan(1);
  });

  it('with four players two colours are out of the game, and any of the four unseen may be anywhere', () => {
    const truth = ruinRunner.setup({ players: 4, options: options(), seed: 'cards-4' });
    const mine = truth.seats[3]!.cards[0]!;
    const held = new Set<string>();
    for (let i = 0; i < 40; i++) held.add(determinize(truth, 3, `c4-${i}`).seats[0]!.cards[0]!);
    expect(held).toEqual(new Set(COLOURS.filter((c) => c !== mine)));
  });

  it('once the game is over every card is public and kept as it is', () => {
    const states = statesOfAGame(2, 'over', 50);
    const truth = states[states.length - 1]!;
    const sample = determinize(truth, 1, 'end');
    expect(sample.seats.map((p) => p.cards)).toEqual(truth.seats.map((p) => p.cards));
    expect(sample.result).toEqual(truth.result);
  });
});

/** `seat`'s view without what the end of the game reveals (the other seats' cards and the scores). */
function publicPart(state: State, seat: number) {
  const v = ruinRunner.view(state, seat);
  return { ...v, result: v.result === null, seats: v.seats.map((p) => ({ ...p, cards: p.seat === seat ? p.cards : null })) };
}

describe('determinize: looting is fully public apart from cards and discards', () => {
  it('every legal move leads to the same view in the sample as in the truth (also whether the turn took a counter)', () => {
    let swapSteps = 0;
    // After a take at a swap step of a round's last turn, the rest of the round without takes, only
    // `tookThisTurn` tells that declining the swap does not end the game (met in loot-3-2).
    let decisive = 0;
    for (const [players, seed] of [
      [3, 'loot-3-2'],
      [2, 'loot-2-33'],
    ] as const) {
      const states = statesOfAGame(players, seed, 1, { noHonorAmongThieves: true }).filter((s) => s.phase === 'looting');
      for (const [i, truth] of states.entries()) {
        if (i % 3 !== 0 && truth.step !== 'swap') continue;
        if (truth.step === 'swap') swapSteps++;
        if (truth.step === 'swap' && truth.tookThisTurn && truth.turnsWithoutTake === players - 1) decisive++;
        const seat = truth.turn;
        const sample = determinize(truth, seat, `${seed}:${i}`);
        expect(sample.tookThisTurn).toBe(truth.tookThisTurn);
        for (const m of ruinRunner.legalMoves(truth, seat)) {
          expect(publicPart(play(sample, seat, m).state, seat)).toEqual(publicPart(play(truth, seat, m).state, seat));
        }
      }
    }
    expect(swapSteps).toBeGreaterThan(1);
    expect(decisive).toBeGreaterThan(0);
  });

  it('START and the looters stay where the view puts them', () => {
    const truth = statesOfAGame(3, 'where', 1).find((s) => s.phase === 'looting' && s.seats.some((p) => p.at !== 0))!;
    const sample = determinize(truth, 0, 'w');
    expect(sample.board[0]!.tile).toBe(START_TILE);
    expect(sample.seats.map((p) => p.at)).toEqual(truth.seats.map((p) => p.at));
  });
});
