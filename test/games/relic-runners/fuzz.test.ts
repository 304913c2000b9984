import { describe, expect, it } from 'vitest';
import { randomPlayout, replay, sameJson } from '../../../src/engine/index.js';
import { MAX_RATIONS, PATHWAYS_PER_PLAYER, RELIC_COLORS, TOOLBOXES_PER_PLAYER, tile } from '../../../src/games/relic-runners/data.js';
import { G } from './helpers.js';
import type { State } from './helpers.js';

const GAMES = Number(process.env.RR_FUZZ_GAMES ?? 1000);
const SETUPS = ['first', 'standard', 'random'] as const;

const COLOR_INDEX: Record<string, number> = { green: 0, ivory: 1, blue: 2, purple: 3 };

/** Checked after every move of every random game, so written as single passes. */
function checkInvariants(s: State): void {
  const n = s.players.length;
  const onBoard = [0, 0, 0, 0, 0];
  for (const mask of s.pathways) for (let seat = 0; seat < n; seat++) onBoard[seat]! += (mask >> seat) & 1;
  const lifted = s.pending[0]?.kind === 'movePathway' && s.pending[0].lifted !== null ? 1 : 0;
  let rations = s.campRations;
  const held = [0, 0, 0, 0];
  for (let seat = 0; seat < n; seat++) {
    const p = s.players[seat]!;
    if (p.rations < 0 || p.rations > MAX_RATIONS) throw new Error(`rations ${p.rations}`);
    rations += p.rations;
    const liftedHere = seat === s.turn.seat ? lifted : 0;
    if (p.pathwaysInReserve < 0 || onBoard[seat]! > PATHWAYS_PER_PLAYER) throw new Error('pathways out of range');
    if (onBoard[seat]! + liftedHere + p.pathwaysInReserve !== PATHWAYS_PER_PLAYER) throw new Error('pathways lost or made');
    const c = p.chart;
    let boxes = c.reserve + c.bottom;
    for (let l = 0; l < 3; l++) {
      if (c.machete[l]! < 0 || c.compass[l]! < 0 || c.shovel[l]! < 0) throw new Error('toolboxes below zero');
      boxes += c.machete[l]! + c.compass[l]! + c.shovel[l]!;
    }
    if (c.reserve < 0 || c.bottom < 0 || boxes !== TOOLBOXES_PER_PLAYER) throw new Error('toolboxes');
    for (let l = 0; l < 3; l++) {
      const id = p.ivory[l];
      if (id !== null && id !== undefined && (tile(id).color !== 'ivory' || tile(id).level !== l + 1)) throw new Error('ivory level');
    }
    if (p.coins < 0) throw new Error('coins');
    for (let k = 0; k < 4; k++) held[k]! += p.relics[k]!;
  }
  if (rations !== 5 * n || s.campRations < 0) throw new Error(`ration total ${rations}`);
  // Every site's relic is under its tiles, on its shrine, or held by exactly one player.
  const taken = [0, 0, 0, 0];
  for (let loc = 1; loc < s.stacks.length; loc++) {
    if (s.stacks[loc]!.length > 0) continue;
    const k = COLOR_INDEX[s.templeColor[loc] ?? 'green']!;
    const relic = s.relicAt[loc] ?? null;
    if (relic === null) taken[k]!++;
    else if (COLOR_INDEX[relic] !== k) throw new Error('relic colour');
  }
  for (let k = 0; k < 4; k++) if (held[k] !== taken[k]) throw new Error(`relics ${RELIC_COLORS[k]}: held ${held[k]}, taken ${taken[k]}`);
  if ((G.activeSeats(s).length === 0) !== (G.result(s) !== null)) throw new Error('active seats vs result');
}

describe('random games', () => {
  for (const players of [2, 3, 4, 5]) {
    it(`${GAMES} seeded ${players}-player games finish with the invariants holding after every move`, () => {
      let moves = 0;
      for (let i = 0; i < GAMES; i++) {
        const out = randomPlayout(G, {
          players,
          options: { setup: SETUPS[i % 3] },
          seed: `fuzz-${players}-${i}`,
          onMove: (state) => checkInvariants(state as State),
        });
        expect(out.finished).toBe(true);
        const r = G.result(out.state as State)!;
        expect(r.scores).toHaveLength(players);
        expect(r.winners.length).toBeGreaterThan(0);
        moves += out.moves.length;
      }
      expect(moves).toBeGreaterThan(GAMES * 10);
    }, 600_000);
  }
});

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
