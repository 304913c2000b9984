import { describe, expect, it } from 'vitest';
import { sameJson } from '../../../src/engine/index.js';
import { ruinRunner } from '../../../src/games/ruin-runner/index.js';
import type { Move } from '../../../src/games/ruin-runner/moves.js';
import { counterTotals, discoveryState, play, rotatedSides, ruleCode, type Lay } from './helpers.js';

// START is 'oooo': an out arrow on every side.
// Tile 19 prints 'o-io' (out N and W, in S, blank E), tile 18 'oi-o', tile 1 'oiii', tile 27 a gate 'wwii'.
const hands = [[19, 18, 1, 27], [2, 3]];

describe('discovery: "place it so that all adjacent tiles are legal"', () => {
  it('"Each out arrow must point to an in arrow": an in arrow facing START\'s out arrow is legal', () => {
    const s = discoveryState([], hands);
    expect(rotatedSides(19, 0)).toBe('o-io');
    const { state } = play(s, 0, { type: 'place', tile: 19, x: 0, y: 1, rotation: 0 });
    expect(state.board[1]).toMatchObject({ tile: 19, x: 0, y: 1, rotation: 0, gate: null });
  });

  it('an out arrow against an out arrow does not flow: rejected', () => {
    const s = discoveryState([], hands);
    expect(rotatedSides(19, 2)).toBe('ioo-'); // an out arrow now faces START's out arrow
    expect(ruleCode(() => play(s, 0, { type: 'place', tile: 19, x: 0, y: 1, rotation: 2 }))).toBe('arrow-mismatch');
  });

  it('an in arrow against an in arrow does not flow: rejected; the same tile turned to flow is legal', () => {
    const s = discoveryState([{ tile: 1, x: 0, y: 1, rotation: 0 }], hands.map((h) => h.filter((t) => t !== 1)));
    // Tile 1 at (0,1) shows 'oiii': its east side is an in arrow.
    expect(rotatedSides(18, 2)).toBe('-ooi'); // west in arrow against it
    expect(ruleCode(() => play(s, 0, { type: 'place', tile: 18, x: 1, y: 1, rotation: 2 }))).toBe('arrow-mismatch');
    expect(rotatedSides(18, 3)).toBe('i-oo'); // west out arrow into it
    expect(ruleCode(() => play(s, 0, { type: 'place', tile: 18, x: 1, y: 1, rotation: 3 }))).toBe('accepted');
  });

  it('"It is acceptable for an arrow to point towards a blank side of the tile (this is known as a dead-end)"', () => {
    const s = discoveryState([], hands);
    expect(rotatedSides(19, 1)).toBe('oo-i'); // blank side towards START's out arrow
    expect(ruleCode(() => play(s, 0, { type: 'place', tile: 19, x: 0, y: 1, rotation: 1 }))).toBe('accepted');
  });

  it('"... or for an arrow to point to no tile": arrows towards empty squares are fine', () => {
    const s = discoveryState([], hands);
    // 'oiii' at (0,1): in arrow towards START, out arrow north and in arrows east and west towards nothing.
    expect(ruleCode(() => play(s, 0, { type: 'place', tile: 1, x: 0, y: 1, rotation: 0 }))).toBe('accepted');
  });

  it('tiles may be rotated: the rotation is part of the placement', () => {
    const s = discoveryState([], hands);
    const rotations = ruinRunner
      .legalMoves(s, 0)
      .filter((m): m is Extract<Move, { type: 'place' }> => m.type === 'place' && m.tile === 19 && m.x === 0 && m.y === 1)
      .map((m) => m.rotation);
    expect(rotations).toEqual([0, 1]); // turned twice or three times, an out arrow would face START's
  });

  it('a tile goes on an empty square next to the ruins, from your own hand', () => {
    const s = discoveryState([], hands);
    expect(ruleCode(() => play(s, 0, { type: 'place', tile: 19, x: 0, y: 2, rotation: 0 }))).toBe('not-adjacent');
    expect(ruleCode(() => play(s, 0, { type: 'place', tile: 19, x: 0, y: 0, rotation: 0 }))).toBe('square-taken');
    expect(ruleCode(() => play(s, 0, { type: 'place', tile: 2, x: 0, y: 1, rotation: 0 }))).toBe('not-in-hand');
    expect(ruleCode(() => play(s, 1, { type: 'place', tile: 2, x: 0, y: 1, rotation: 0 }))).toBe('not-your-turn');
  });

  it('"Place one resource counter ... on each diamond. Place three resource counters ... on the circles."', () => {
    const s = discoveryState([], hands);
    // Tile 1: a red circle and an orange diamond.
    const { state } = play(s, 0, { type: 'place', tile: 1, x: 0, y: 1, rotation: 0 });
    expect(state.board[1]!.counters).toEqual([3, 1, 0, 0, 0, 0]);
    expect(state.supply).toEqual([14, 16, 17, 17, 17, 17]);
    expect(counterTotals(state)).toEqual([17, 17, 17, 17, 17, 17]);
  });

  it('"Draw a replacement ruin tile from the draw pile": only the drawer learns which tile', () => {
    const s = discoveryState([], hands);
    const top = s.drawPile[s.drawPile.length - 1]!;
    const { state, events } = play(s, 0, { type: 'place', tile: 19, x: 0, y: 1, rotation: 0 });
    expect(state.seats[0]!.hand).toEqual([18, 1, 27, top]);
    expect(state.drawPile).toEqual(s.drawPile.slice(0, -1));
    const secret = events.filter((e) => JSON.stringify(e.data).includes(`"tile":${top}`));
    expect(secret.map((e) => e.audience)).toEqual([[0]]);
    expect(state.turn).toBe(1); // "Play continues clockwise around the table"
  });

  it('with an empty draw pile nothing is drawn and the hand shrinks', () => {
    const s = { ...discoveryState([], hands), drawPile: [] };
    const { state } = play(s, 0, { type: 'place', tile: 19, x: 0, y: 1, rotation: 0 });
    expect(state.seats[0]!.hand).toEqual([18, 1, 27]);
  });

  describe('gate: "Place an exit arrow counter on one of the white arrows when you place this tile"', () => {
    // Gate 27 'wwii' unrotated at (0,1): white arrows N and E, in arrow S towards START.
    const place = (gateArrow?: 'N' | 'E' | 'S' | 'W') =>
      play(discoveryState([], hands), 0, { type: 'place', tile: 27, x: 0, y: 1, rotation: 0, ...(gateArrow ? { gateArrow } : {}) });
    it('the counter must be placed, and on a white arrow', () => {
      expect(ruleCode(() => place())).toBe('gate-arrow-required');
      expect(ruleCode(() => place('S'))).toBe('gate-arrow-not-white');
      expect(place('E').state.board[1]!.gate).toBe(1);
      expect(place('N').state.board[1]!.gate).toBe(0);
    });
    it('only a gate takes the counter; legal moves offer one placement per white arrow', () => {
      const s = discoveryState([], hands);
      expect(ruleCode(() => play(s, 0, { type: 'place', tile: 19, x: 0, y: 1, rotation: 0, gateArrow: 'N' }))).toBe('not-a-gate');
      const gateMoves = ruinRunner.legalMoves(s, 0).filter((m) => m.type === 'place' && m.tile === 27 && m.x === 0 && m.y === 1 && m.rotation === 0);
      expect(gateMoves).toEqual([
        { type: 'place', tile: 27, x: 0, y: 1, rotation: 0, gateArrow: 'N' },
        { type: 'place', tile: 27, x: 0, y: 1, rotation: 0, gateArrow: 'E' },
      ]);
    });
  });

  it('legal moves list exactly the placements apply accepts (every square, rotation and gate arrow nearby)', () => {
    const layout: Lay[] = [
      { tile: 1, x: 0, y: 1, rotation: 1 },
      { tile: 21, x: 1, y: 0, rotation: 1 },
      { tile: 26, x: -1, y: 0, rotation: 0, gate: 'N' },
    ];
    const s = discoveryState(layout, [[19, 18, 27, 34, 4], [2]]);
    const legal = ruinRunner.legalMoves(s, 0);
    expect(legal.length).toBeGreaterThan(20);
    let accepted = 0;
    for (const tile of s.seats[0]!.hand) {
      for (let x = -3; x <= 3; x++) {
        for (let y = -3; y <= 3; y++) {
          for (let rotation = 0; rotation < 4; rotation++) {
            for (const gateArrow of [undefined, 'N', 'E', 'S', 'W'] as const) {
              const m: Move = { type: 'place', tile, x, y, rotation, ...(gateArrow ? { gateArrow } : {}) };
              const ok = ruleCode(() => play(s, 0, m)) === 'accepted';
              expect(ok, JSON.stringify(m)).toBe(legal.some((l) => sameJson(l, m)));
              if (ok) accepted++;
            }
          }
        }
      }
    }
    expect(accepted).toBe(legal.length);
  });
});

describe('discovery: passing and the end of the phase', () => {
  // Every empty square next to this ring faces at least one in arrow, so a Teleport to Start
  // tile ('iiii': in arrows on all four sides) fits nowhere.
  const ring: Lay[] = [
    { tile: 1, x: 0, y: 1, rotation: 1 }, // 'ioii'
    { tile: 5, x: 1, y: 0, rotation: 2 }, // 'iioi'
    { tile: 8, x: 0, y: -1, rotation: 3 }, // 'iiio'
    { tile: 11, x: -1, y: 0, rotation: 0 }, // 'oiii'
  ];

  it('"If this happens, you must pass your turn to the next player"', () => {
    const s = discoveryState(ring, [[34], [35, 2]]);
    expect(ruinRunner.legalMoves(s, 0)).toEqual([{ type: 'pass' }]);
    const { state } = play(s, 0, { type: 'pass' });
    expect(state.phase).toBe('discovery');
    expect(state.turn).toBe(1);
    expect(state.passesInRow).toBe(1);
    // Seat 1 can still place tile 2, so it may not pass.
    expect(ruleCode(() => play(state, 1, { type: 'pass' }))).toBe('must-place');
  });

  it('a placement resets the run of passes', () => {
    const s = discoveryState(ring, [[34], [35, 2]]);
    const afterPass = play(s, 0, { type: 'pass' }).state;
    const placed = ruinRunner.legalMoves(afterPass, 1)[0]!;
    expect(play(afterPass, 1, placed).state.passesInRow).toBe(0);
  });

  it('"If all players pass consecutively, then the discovery phase is over ... Discard all unusable tiles."', () => {
    const s = discoveryState(ring, [[34], [35]]);
    const pile = s.drawPile.length;
    const afterFirst = play(s, 0, { type: 'pass' }).state;
    const { state, events } = play(afterFirst, 1, { type: 'pass' });
    expect(state.phase).toBe('looting');
    expect(state.discarded).toHaveLength(pile + 2);
    expect(state.discarded).toEqual(expect.arrayContaining([34, 35]));
    expect(state.seats.map((p) => p.hand)).toEqual([[], []]);
    expect(state.drawPile).toEqual([]);
    expect(events.map((e) => e.type)).toEqual(['passed', 'discovery-ended']);
  });

  it('seats without tiles are skipped; the last holder who cannot place ends the phase alone', () => {
    const s = discoveryState(ring, [[], [35], [34]], 3);
    const started = { ...s, turn: 2 };
    expect(ruinRunner.activeSeats(started)).toEqual([2]);
    const one = play(started, 2, { type: 'pass' }).state;
    expect(one.turn).toBe(1); // seat 0 has no tiles
    expect(play(one, 1, { type: 'pass' }).state.phase).toBe('looting');
  });

  it('"Play continues clockwise around the table until all tiles have been placed. Once the ruins are completely discovered, each player places their looter pawn on the START tile."', () => {
    const s = { ...discoveryState([], [[19], [18]]), drawPile: [], firstLooter: 1 };
    const one = play(s, 0, { type: 'place', tile: 19, x: 0, y: 1, rotation: 0 }).state;
    expect(one.phase).toBe('discovery');
    const { state } = play(one, 1, { type: 'place', tile: 18, x: 1, y: 0, rotation: 1 });
    expect(state.phase).toBe('looting');
    expect(state.seats.map((p) => p.at)).toEqual([0, 0]);
    expect(state.turn).toBe(1);
    expect(state.step).toBe('move');
    expect(ruinRunner.legalMoves(state, 1).map((m) => m.type)).toContain('move');
  });

  it('loot moves are refused during discovery and placements during looting', () => {
    const s = discoveryState([], hands);
    expect(ruleCode(() => play(s, 0, { type: 'move', direction: 'N' }))).toBe('wrong-phase');
    expect(ruleCode(() => play(s, 0, { type: 'take-nothing' }))).toBe('wrong-phase');
  });
});
