/**
 * The museum of rules versions 3 and 4 (issue 33, RULES.md "The heist's tension"): the designed
 * content that replaced the too-easy museum of versions 1-2, the larger board of version 4, and the
 * first-trip cost they were designed for.
 */
import { describe, expect, it } from 'vitest';
import { underRulesOf, type AnyGame } from '../../../src/engine/index.js';
import { spaceRelics, type SpaceRelicsState } from '../../../src/games/space-relics/index.js';
import {
  EMPTY, FLOOR, PLATFORM_MOVE, areaCells, board, buildGrid, cellOf, galleryChar, lineOfFire, step,
} from '../../../src/games/space-relics/board.js';
import {
  AP_COST, BOARD_15, BOARD_19, DELTA, GALLERY_TILES, PLATFORM_KINDS, PLATFORM_SLOTS, PLATFORM_SLOTS_VERSION_2,
  PLATFORM_SLOTS_VERSION_3, SIDE_GALLERY_TILES, SIDE_GALLERY_TILES_VERSION_2, type Dir,
} from '../../../src/games/space-relics/data.js';
import { EARLIER_RULES, LATEST_RULES_VERSION } from '../../../src/games/space-relics/versions.js';

const atVersion = (v: number): AnyGame => (v === LATEST_RULES_VERSION ? spaceRelics : spaceRelics.earlierVersions![v]!) as AnyGame;
/** Runs `f` with version `v`'s rules (and board) in force. */
const under = <T>(v: number, f: () => T): T => underRulesOf(atVersion(v), f);
const setupAt = (v: number, seed: string) => atVersion(v).setup({ players: 2, options: {}, seed }) as SpaceRelicsState;

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
  const dist = new Array<number>(board().cells).fill(Infinity);
  dist[airlock] = 0;
  const open = [airlock];
  while (open.length > 0) {
    open.sort((a, b) => dist[a]! - dist[b]!);
    const u = open.shift()!;
    for (const [dx, dy] of Object.values(DELTA)) {
      const v = step(u, dx, dy);
      if (v < 0) continue;
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

/** The first trip from the airlock a player would choose: the cheapest of the eight (under the match's rules). */
const bestFirstTrip = (v: number, s: SpaceRelicsState) => under(v, () => Math.min(...board().airlockCells.map((a) => firstTrip(s, a))));

/**
 * Version 3's coordinates on version 4's board: the margin widens from one square to two and each
 * channel from two to three, version 3's two channel columns becoming the first and last of the
 * wider channel; the edge stays the edge.
 */
const STRETCH = [0, 2, 3, 4, 5, 7, 8, 9, 10, 11, 13, 14, 15, 16, 18];
const stretched = (points: readonly (readonly [number, number])[]) => points.map(([x, y]) => [STRETCH[x], STRETCH[y]]);

describe('the museum of rules versions 3 and 4', () => {
  it('is what version 4 lays; versions 1 to 3 keep theirs', () => {
    expect(LATEST_RULES_VERSION).toBe(4);
    expect(SIDE_GALLERY_TILES).toEqual([9, 10, 11, 12, 13, 14, 15, 16]);
    for (const v of [1, 2]) {
      expect(EARLIER_RULES[v]!.sideGalleries).toEqual(SIDE_GALLERY_TILES_VERSION_2);
      expect(EARLIER_RULES[v]!.platformSlots).toEqual(PLATFORM_SLOTS_VERSION_2);
    }
    expect(EARLIER_RULES[3]!.sideGalleries).toEqual(SIDE_GALLERY_TILES);
    expect(EARLIER_RULES[3]!.platformSlots).toEqual(PLATFORM_SLOTS_VERSION_3);
    for (const v of [1, 2, 3]) expect(EARLIER_RULES[v]!.board).toBe(BOARD_15);
    const s = spaceRelics.setup({ players: 2, options: {}, seed: 'museum' });
    expect([...s.galleries].sort((a, b) => a - b)).toEqual([0, ...SIDE_GALLERY_TILES]);
    expect(s.platforms.map((p) => [p.x, p.y])).toEqual(PLATFORM_SLOTS);
    expect(board()).toMatchObject({ width: 19, height: 19, cells: 361 });
    const v3 = setupAt(3, 'museum');
    expect([...v3.galleries].sort((a, b) => a - b)).toEqual([0, ...SIDE_GALLERY_TILES]);
    expect(v3.platforms.map((p) => [p.x, p.y])).toEqual(PLATFORM_SLOTS_VERSION_3);
    expect(under(3, () => board())).toMatchObject({ width: 15, height: 15, cells: 225 });
    const v2 = setupAt(2, 'museum');
    expect([...v2.galleries].sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(v2.platforms.map((p) => [p.x, p.y])).toEqual(PLATFORM_SLOTS_VERSION_2);
    expect(v2.guns).toHaveLength(8);
  });

  it("version 4's board is version 3's stretched: two-square margins, three-square channels, the same galleries, airlocks and platform spaces", () => {
    expect(BOARD_19.cautionAreas).toEqual(stretched(BOARD_15.cautionAreas));
    expect(BOARD_19.airlocks).toEqual(stretched(BOARD_15.airlocks));
    expect(PLATFORM_SLOTS).toEqual(stretched(PLATFORM_SLOTS_VERSION_3));
    // The same galleries, with their guns, on the same areas: only the cells move.
    const v3 = setupAt(3, 'museum');
    const v4 = spaceRelics.setup({ players: 2, options: {}, seed: 'museum' });
    expect(v4.galleries).toEqual(v3.galleries);
    const at = (v: number, cells: number[]) => under(v, () => cells.map((c) => [c % board().width, Math.floor(c / board().width)] as [number, number]));
    expect(at(4, v4.guns.map((g) => g.cell))).toEqual(stretched(at(3, v3.guns.map((g) => g.cell))));
    expect(at(4, v4.itemMarkers)).toEqual(stretched(at(3, v3.itemMarkers)));
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

  it.each([3, 4])('platform spaces of version %i: the longest tile fits on bare squares at each, none overlapping, none beside an airlock', (v) => {
    const longest = Math.max(...Object.values(PLATFORM_KINDS).map((k) => k.squares.length));
    const slots = v === 3 ? PLATFORM_SLOTS_VERSION_3 : PLATFORM_SLOTS;
    under(v, () => {
      const { width, areaOfCell, airlockCells } = board();
      const used = new Set<number>();
      for (const [x, y] of slots) {
        for (let i = 0; i < longest; i++) {
          expect(x + i).toBeLessThan(width);
          const c = cellOf(x + i, y);
          expect(areaOfCell[c]).toBe(-1);
          expect(airlockCells).not.toContain(c);
          expect(used.has(c)).toBe(false);
          used.add(c);
          for (const a of airlockCells) expect(Math.abs((a % width) - x - i) + Math.abs(Math.floor(a / width) - y)).toBeGreaterThan(1);
        }
      }
      expect(used.size).toBe(slots.length * longest);
    });
  });

  it('worked example: the first artifact takes most of a first turn (the rulebook: 13 AP), where version 2 gave it for 4', () => {
    // Seed 'museum': from the best airlock, the nearest artifact costs 4 AP in version 2, 9 in version 3, 11 in version 4.
    expect(bestFirstTrip(2, setupAt(2, 'museum'))).toBe(4);
    expect(bestFirstTrip(3, setupAt(3, 'museum'))).toBe(9);
    expect(bestFirstTrip(4, setupAt(4, 'museum'))).toBe(11);
    // Over 60 setups: version 2 never more than 6 AP, version 3 never less than 9 (3/4 of the first round's 12), version 4 never less than 11.
    for (let i = 0; i < 60; i++) {
      const seed = `museum:${i}`;
      expect(bestFirstTrip(2, setupAt(2, seed))).toBeLessThanOrEqual(6);
      expect(bestFirstTrip(3, setupAt(3, seed))).toBeGreaterThanOrEqual(9);
      expect(bestFirstTrip(4, setupAt(4, seed))).toBeGreaterThanOrEqual(11);
    }
  });
});
