import { describe, expect, it } from 'vitest';
import { COLOURS, EXIT_ARROW_COUNTERS, RESOURCE_CARDS, TILES, TILE_COUNTERS, TOTAL_COUNTERS } from '../../../src/games/ruin-runner/data.js';
import { ruinRunner } from '../../../src/games/ruin-runner/index.js';
import { counterTotals, options } from './helpers.js';

describe('Ruin Runner components', () => {
  it('"4 exit arrow counters, 6 looter pawns, 6 resource cards, 102 resource counters, and 36 ruin tiles"', () => {
    expect(TILES).toHaveLength(36);
    expect(TILES.map((t) => t.id)).toEqual([...Array(36).keys()]);
    expect(RESOURCE_CARDS).toEqual([...COLOURS]);
    expect(TILES.filter((t) => t.kind === 'gate')).toHaveLength(EXIT_ARROW_COUNTERS);
    expect(TILES.filter((t) => t.kind === 'start')).toHaveLength(1);
    expect(ruinRunner.maxPlayers).toBe(6);
    expect(ruinRunner.minPlayers).toBe(2);
  });

  it('diamonds (1 counter) and circles (3 counters) over the manifest total exactly 102, 17 of each colour', () => {
    const perColour = COLOURS.map((_, c) => TILE_COUNTERS.reduce((n, counts) => n + counts[c]!, 0));
    expect(perColour).toEqual([17, 17, 17, 17, 17, 17]);
    const bySymbols = TILES.reduce((n, t) => n + t.diamonds.length + (t.circle ? 3 : 0), 0);
    expect(bySymbols).toBe(TOTAL_COUNTERS);
  });

  it('has two Teleport Entrance/Exit pairs, Teleport to Start tiles, and gates with exactly two white arrows', () => {
    for (const pair of ['A', 'B']) {
      expect(TILES.filter((t) => t.pair === pair).map((t) => t.kind).sort()).toEqual(['teleport-entrance', 'teleport-exit']);
    }
    expect(TILES.filter((t) => t.kind === 'teleport-to-start').length).toBeGreaterThan(0);
    for (const gate of TILES.filter((t) => t.kind === 'gate')) expect(gate.sides.split('').filter((s) => s === 'w')).toHaveLength(2);
  });

  it('every tile a looter can stand on has a way out, and every tile but START can be entered', () => {
    for (const t of TILES) {
      if (t.kind !== 'teleport-to-start') expect(/[ow]/.test(t.sides), `tile ${t.id}`).toBe(true);
      if (t.kind !== 'start') expect(t.sides.includes('i'), `tile ${t.id}`).toBe(true);
    }
  });
});

describe('Ruin Runner setup', () => {
  it.each([2, 3])('"If there are two or three players, deal two resource cards and five tiles to each player" (%i players)', (players) => {
    const s = ruinRunner.setup({ players, options: options(), seed: 'deal' });
    for (const p of s.seats) {
      expect(p.cards).toHaveLength(2);
      expect(p.hand).toHaveLength(5);
    }
    expect(s.drawPile).toHaveLength(35 - 5 * players);
  });

  it.each([4, 5, 6])('"If there are four to six players, deal one resource card and three tiles to each player" (%i players)', (players) => {
    const s = ruinRunner.setup({ players, options: options(), seed: 'deal' });
    for (const p of s.seats) {
      expect(p.cards).toHaveLength(1);
      expect(p.hand).toHaveLength(3);
    }
    expect(s.drawPile).toHaveLength(35 - 3 * players);
  });

  it('"Place the ruin tile marked START in the center of the table"; counters start in the supply; cards are all different', () => {
    const s = ruinRunner.setup({ players: 3, options: options(), seed: 'start' });
    expect(s.board).toEqual([{ tile: 0, x: 0, y: 0, rotation: 0, counters: [0, 0, 0, 0, 0, 0], gate: null }]);
    expect(s.supply).toEqual([17, 17, 17, 17, 17, 17]);
    expect(counterTotals(s)).toEqual([17, 17, 17, 17, 17, 17]);
    const cards = s.seats.flatMap((p) => p.cards);
    expect(new Set(cards).size).toBe(cards.length);
    const tiles = [...s.drawPile, ...s.seats.flatMap((p) => p.hand)].sort((a, b) => a - b);
    expect(tiles).toEqual([...Array(35).keys()].map((i) => i + 1));
  });

  it('the first discoverer is drawn from the seed and the first looter is the seat before it', () => {
    const firsts = new Set<number>();
    for (let i = 0; i < 40; i++) {
      const s = ruinRunner.setup({ players: 4, options: options(), seed: `first-${i}` });
      firsts.add(s.firstDiscoverer);
      expect(s.turn).toBe(s.firstDiscoverer);
      expect(s.firstLooter).toBe((s.firstDiscoverer + 3) % 4);
    }
    expect(firsts.size).toBe(4);
  });

  it('rejects a player count outside 2-6', () => {
    expect(() => ruinRunner.setup({ players: 1, options: options(), seed: 'x' })).toThrow(/2 to 6/);
    expect(() => ruinRunner.setup({ players: 7, options: options(), seed: 'x' })).toThrow(/2 to 6/);
  });

  it('options default to the base game and parse the variant flag', () => {
    expect(ruinRunner.options.parse({})).toEqual({ noHonorAmongThieves: false });
    expect(ruinRunner.options.parse({ noHonorAmongThieves: true })).toEqual({ noHonorAmongThieves: true });
  });
});
