import { describe, expect, it } from 'vitest';
import { playMove, randomPlayout, replay } from '../../../src/engine/index.js';
import { ruinRunner } from '../../../src/games/ruin-runner/index.js';
import type { State } from '../../../src/games/ruin-runner/state.js';
import { deepFreeze, options } from './helpers.js';

describe('determinism and replay', () => {
  it('the same seed gives a byte-identical setup; another seed another deal', () => {
    const a = ruinRunner.setup({ players: 4, options: options(), seed: 'same' });
    const b = ruinRunner.setup({ players: 4, options: options(), seed: 'same' });
    const c = ruinRunner.setup({ players: 4, options: options(), seed: 'other' });
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    expect(JSON.stringify(a.seats)).not.toBe(JSON.stringify(c.seats));
  });

  it('same seed + same moves => byte-identical state', () => {
    for (const players of [2, 4, 6]) {
      const first = randomPlayout(ruinRunner, { players, seed: `det-${players}`, options: { noHonorAmongThieves: true } });
      let state: unknown = ruinRunner.setup({ players, options: options({ noHonorAmongThieves: true }), seed: `det-${players}` });
      for (const { seat, move } of first.moves) state = playMove(ruinRunner, state, seat, move).state;
      expect(JSON.stringify(state)).toBe(JSON.stringify(first.state));
    }
  });

  it('replay of a playout\'s move log equals its final state (and survives a JSON round trip of the log)', () => {
    for (let i = 0; i < 20; i++) {
      const players = 2 + (i % 5);
      const opts = { noHonorAmongThieves: i % 2 === 0 };
      const out = randomPlayout(ruinRunner, { players, seed: `replay-${i}`, options: opts });
      expect(out.finished).toBe(true);
      const log = JSON.parse(JSON.stringify(out.moves));
      const rebuilt = replay(ruinRunner, { players, options: opts, seed: `replay-${i}` }, log);
      expect(JSON.stringify(rebuilt)).toBe(JSON.stringify(out.state));
    }
  });

  it('state is plain JSON: a round trip changes nothing', () => {
    const out = randomPlayout(ruinRunner, { players: 3, seed: 'json', maxMoves: 30 });
    expect(JSON.parse(JSON.stringify(out.state))).toEqual(out.state);
  });
});

describe('immutability', () => {
  it('apply never mutates its input (deep-frozen states over hundreds of steps, JSON unchanged)', () => {
    let steps = 0;
    for (let g = 0; g < 12; g++) {
      const players = 2 + (g % 5);
      let state = ruinRunner.setup({ players, options: options({ noHonorAmongThieves: g % 2 === 1 }), seed: `frozen-${g}` });
      let i = 0;
      while (state.result === null) {
        const before = JSON.stringify(state);
        deepFreeze(state);
        const legal = ruinRunner.legalMoves(state, state.turn);
        const move = legal[(i * 7919 + g) % legal.length]!;
        const next = ruinRunner.apply(state, state.turn, move).state as State;
        expect(JSON.stringify(state)).toBe(before);
        state = next;
        i++;
        steps++;
      }
    }
    expect(steps).toBeGreaterThan(300);
  });
});
