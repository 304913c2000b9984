/**
 * The museum of rules version 3 (issue 33, RULES.md "The heist's tension"): the designed content
 * that replaced the too-easy museum of versions 1-2, and the first-trip cost it was designed for.
 */
import { describe, expect, it } from 'vitest';
import { spaceRelics, type SpaceRelicsState } from '../../../src/games/space-relics/index.js';
import {
  AIRLOCK_CELLS, AREA_OF_CELL, EMPTY, FLOOR, PLATFORM_MOVE, areaCells, buildGrid, cellOf, galleryChar, lineOfFire,
} from '../../../src/games/space-relics/board.js';
import {
  AP_COST, CELLS, DELTA, GALLERY_TILES, PLATFORM_KINDS, PLATFORM_SLOTS, PLATFORM_SLOTS_VERSION_2, SIDE_GALLERY_TILES,
  SIDE_GALLERY_TILES_VERSION_2, WIDTH, type Dir,
} from '../../../src/games/space-relics/data.js';
import { EARLIER_RULES, LATEST_RULES_VERSION } from '../../../src/games/space-relics/versions.js';

const OPPOSITE: Record<Dir, Dir> = { N: 'S', S: 'N', E: 'W', W: 'E' };
/** The side of a version-3 shell that is open: the one edge of the tile without a middle wall. */
function openSide(rows: readonly string[]): Dir {
  const middles: Record<Dir, string> = { N: rows[0]![1]!, S: rows[2]![1]!, W: rows[1]![0]!, E: rows[1]![2]! };
  const open = (Object.keys(middles) as Dir[]).filter((d) => middles[d] !== '#');
  expect(open).toHaveLength(1);
  return open[0]!;
}

/**
 * AP of the cheapest first trip from an airlock to a blue artifact, taking it, by the printed
 * costs: 1 AP a step onto floor or a platform, 2 for a bare square (a platform's move space
 * relocated there, then the step), 2 more for a square in a live gun's line (the hole's patch),
 * 2 to take the artifact. Pawns, items and traps are left out.
 */
function firstTrip(s: SpaceRelicsState, airlock: number): number {
  const grid = buildGrid(s);
  const covered = new Set(s.guns.flatMap((g) => lineOfFire(g, grid)));
  const enter = (c: number): number => {
    const k = grid.kind[c];
    const base = k === FLOOR || k === PLATFORM_MOVE ? 1 : k === EMPTY ? 2 : Infinity;
    return base + (covered.has(c) ? AP_COST.patch : 0);
  };
  const dist = new Array<number>(CELLS).fill(Infinity);
  dist[airlock] = 0;
  const open = [airlock];
  while (open.length > 0) {
    open.sort((a, b) => dist[a]! - dist[b]!);
    const u = open.shift()!;
    for (const [dx, dy] of Object.values(DELTA)) {
      const x = (u % WIDTH) + dx;
      const y = Math.floor(u / WIDTH) + dy;
      if (x < 0 || y < 0 || x >= WIDTH || y >= WIDTH) continue;
      const v = cellOf(x, y);
      const d = dist[u]! + enter(v);
      if (d < dist[v]!) {
        dist[v] = d;
        open.push(v);
      }
    }
  }
  const artifacts = s.artifactMarkers.flatMap((area) => areaCells(area).filter((c) => galleryChar(s.galleries, c) === 'A'));
  return Math.min(...artifacts.map((c) => dist[c]!)) + AP_COST.pickUp;
}

/** The first trip from the airlock a player would choose: the cheapest of the eight. */
const bestFirstTrip = (s: SpaceRelicsState) => Math.min(...AIRLOCK_CELLS.map((a) => firstTrip(s, a)));

describe('the museum of rules version 3', () => {
  it('is what version 3 lays; versions 1 and 2 keep theirs', () => {
    expect(LATEST_RULES_VERSION).toBe(3);
    expect(SIDE_GALLERY_TILES).toEqual([9, 10, 11, 12, 13, 14, 15, 16]);
    for (const v of [1, 2]) {
      expect(EARLIER_RULES[v]!.sideGalleries).toEqual(SIDE_GALLERY_TILES_VERSION_2);
      expect(EARLIER_RULES[v]!.platformSlots).toEqual(PLATFORM_SLOTS_VERSION_2);
    }
    const s = spaceRelics.setup({ players: 2, options: {}, seed: 'museum' });
    expect([...s.galleries].sort((a, b) => a - b)).toEqual([0, ...SIDE_GALLERY_TILES]);
    expect(s.platforms.map((p) => [p.x, p.y])).toEqual(PLATFORM_SLOTS);
    const v2 = spaceRelics.earlierVersions![2]!.setup({ players: 2, options: {}, seed: 'museum' }) as SpaceRelicsState;
    expect([...v2.galleries].sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(v2.platforms.map((p) => [p.x, p.y])).toEqual(PLATFORM_SLOTS_VERSION_2);
    expect(v2.guns).toHaveLength(8);
  });

  it('galleries: shells open on one side (two of each), the artifact in the middle, one gun guarding it and one firing out of the back wall', () => {
    const opens: Dir[] = [];
    for (const id of SIDE_GALLERY_TILES) {
      const tile = GALLERY_TILES[id]!;
      // Same name as the version-2 tile it replaces (the words translate gallery names).
      expect(tile.name).toBe(GALLERY_TILES[id - 8]!.name);
      const chars = tile.rows.join('');
      expect(tile.rows[1]![1]).toBe('A');
      expect(chars.split('').filter((c) => c === '#')).toHaveLength(3);
      expect(chars.split('').filter((c) => c === 'I')).toHaveLength(1);
      expect(chars.split('').filter((c) => c === 'J')).toHaveLength(1);
      const open = openSide(tile.rows);
      opens.push(open);
      expect(tile.guns).toHaveLength(2);
      for (const g of tile.guns) expect(tile.rows[g.y]![g.x]).toBe('#');
      // The guard: from a side wall across the artifact into the opposite wall.
      const [guard, back] = [tile.guns.find((g) => tile.rows[g.y + DELTA[g.dir][1]]?.[g.x + DELTA[g.dir][0]] === 'A'), tile.guns.find((g) => g.dir === OPPOSITE[open])];
      expect(guard).toBeDefined();
      expect(tile.rows[guard!.y + 2 * DELTA[guard!.dir][1]]![guard!.x + 2 * DELTA[guard!.dir][0]]).toBe('#');
      // The back gun: in the wall facing away from the opening, firing out of the tile.
      expect(back).toBeDefined();
      expect(back).not.toBe(guard);
    }
    expect(opens.sort()).toEqual(['E', 'E', 'N', 'N', 'S', 'S', 'W', 'W']);
  });

  it('platform spaces: the longest tile fits on bare squares at each, none overlapping, none beside an airlock', () => {
    const longest = Math.max(...Object.values(PLATFORM_KINDS).map((k) => k.squares.length));
    const used = new Set<number>();
    for (const [x, y] of PLATFORM_SLOTS) {
      for (let i = 0; i < longest; i++) {
        expect(x + i).toBeLessThan(WIDTH);
        const c = cellOf(x + i, y);
        expect(AREA_OF_CELL[c]).toBe(-1);
        expect(AIRLOCK_CELLS).not.toContain(c);
        expect(used.has(c)).toBe(false);
        used.add(c);
        for (const a of AIRLOCK_CELLS) expect(Math.abs((a % WIDTH) - x - i) + Math.abs(Math.floor(a / WIDTH) - y)).toBeGreaterThan(1);
      }
    }
    expect(used.size).toBe(PLATFORM_SLOTS.length * longest);
  });

  it('worked example: the first artifact takes most of a first turn (the rulebook: 13 AP), where version 2 gave it for 4', () => {
    // Seed 'museum', version 3: from the best airlock, the nearest artifact costs 9 AP.
    const s = spaceRelics.setup({ players: 2, options: {}, seed: 'museum' });
    expect(bestFirstTrip(s)).toBe(9);
    const v2 = spaceRelics.earlierVersions![2]!.setup({ players: 2, options: {}, seed: 'museum' }) as SpaceRelicsState;
    expect(bestFirstTrip(v2)).toBe(4);
    // Over 60 setups: version 3 never less than 9 AP (3/4 of the first round's 12), version 2 never more than 6.
    for (let i = 0; i < 60; i++) {
      const seed = `museum:${i}`;
      expect(bestFirstTrip(spaceRelics.setup({ players: 2, options: {}, seed }))).toBeGreaterThanOrEqual(9);
      expect(bestFirstTrip(spaceRelics.earlierVersions![2]!.setup({ players: 2, options: {}, seed }) as SpaceRelicsState)).toBeLessThanOrEqual(6);
    }
  });
});
