import { describe, expect, it } from 'vitest';
import { randomPlayout, replay, sameJson } from '../../../src/engine/index.js';
import { relicRunnersMove } from '../../../src/games/relic-runners/moves.js';
import { G } from './helpers.js';
import type { State } from './helpers.js';

describe('determinism and replay', () => {
  it('same seed and choices give the same game; replaying the move log rebuilds the final state', () => {
    for (const players of [2, 3, 4, 5]) {
      const a = randomPlayout(G, { players, seed: `det-${players}` });
      const b = randomPlayout(G, { players, seed: `det-${players}` });
      expect(JSON.stringify(a.state)).toBe(JSON.stringify(b.state));
      const rebuilt = replay(G, { players, options: {}, seed: `det-${players}` }, a.moves);
      expect(JSON.stringify(rebuilt)).toBe(JSON.stringify(a.state));
    }
  });

  it('every listed legal move passes the move schema unchanged', () => {
    randomPlayout(G, {
      players: 4,
      seed: 'schema',
      onMove: (state) => {
        const s = state as State;
        if (s.over) return;
        for (const m of G.legalMoves(s, s.turn.seat)) {
          const parsed = G.move.safeParse(m);
          if (!parsed.success || !sameJson(parsed.data, m)) throw new Error(`schema rejects ${JSON.stringify(m)}`);
        }
      },
    });
  });

  it('states are plain JSON', () => {
    const out = randomPlayout(G, { players: 3, seed: 'json' });
    expect(JSON.parse(JSON.stringify(out.state))).toEqual(out.state);
  });
});

function deepFreeze<T>(x: T): T {
  if (x && typeof x === 'object' && !Object.isFrozen(x)) {
    Object.freeze(x);
    for (const v of Object.values(x)) deepFreeze(v);
  }
  return x;
}

describe('immutability', () => {
  it('apply never mutates its input (deep-frozen inputs over whole random games)', () => {
    for (const players of [2, 3, 4, 5]) {
      const out = randomPlayout(G, { players, seed: `frozen-${players}`, maxMoves: 600 });
      let s = G.setup({ players, options: G.options.parse({}), seed: `frozen-${players}` });
      for (const { seat, move } of out.moves) {
        const before = JSON.stringify(s);
        deepFreeze(s);
        const next = G.apply(s, seat, move as never).state;
        expect(JSON.stringify(s)).toBe(before);
        s = next;
      }
    }
  });
});

describe('illegal moves', () => {
  it('are refused with a RuleError code, never applied', () => {
    const s = G.setup({ players: 3, options: G.options.parse({}), seed: 'illegal' });
    const tries = [
      { type: 'endTurn' },
      { type: 'explore' },
      { type: 'stopMove' },
      { type: 'climb', branch: 'machete', level: 0 },
      { type: 'keepIvory', keep: 'new' },
      { type: 'step', trail: 30 },
    ] as const;
    for (const m of tries) {
      expect(() => G.apply(s, 0, m)).toThrowError(expect.objectContaining({ name: 'RuleError', code: expect.stringMatching(/^[a-z-]+$/) }));
    }
    expect(() => G.apply(s, 1, { type: 'step', trail: 0 })).toThrowError(expect.objectContaining({ code: 'not-your-turn' }));
  });
});

describe('coverage of random play', () => {
  it('random games reach every kind of move and every toolbox action', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 40; i++) {
      const out = randomPlayout(G, { players: 2 + (i % 4), seed: `cov-${i}`, options: { setup: i % 2 ? 'random' : 'standard' } });
      for (const { move } of out.moves) {
        const m = move as { type: string; branch?: string; level?: number };
        seen.add(m.type === 'useToolbox' ? `useToolbox:${m.branch}${m.level}` : m.type);
      }
    }
    const types = relicRunnersMove.options.map((o) => o.shape.type.value);
    expect(types).toHaveLength(16);
    const toolboxes = ['machete', 'compass', 'shovel'].flatMap((b) => [1, 2, 3].map((l) => `useToolbox:${b}${l}`));
    for (const t of [...types.filter((t) => t !== 'useToolbox'), ...toolboxes]) expect(seen, t).toContain(t);
  });
});
