/**
 * All component data of Ruin Runner. The rulebook gives the counts (36 ruin tiles, 6 resource
 * cards, 102 resource counters, 4 exit arrow counters) but not the tile faces: the manifest
 * below is our design (see RULES.md, "We decided").
 */

export const COLOURS = ['red', 'orange', 'yellow', 'green', 'blue', 'purple'] as const;
export type Colour = (typeof COLOURS)[number];
/** Index of a colour in `COLOURS`; counters are kept as arrays in this order. */
export type ColourIndex = 0 | 1 | 2 | 3 | 4 | 5;

export const DIRECTIONS = ['N', 'E', 'S', 'W'] as const;
export type Direction = (typeof DIRECTIONS)[number];
/** Board coordinates: x grows to the east, y grows to the north. */
export const DX = [0, 1, 0, -1] as const;
export const DY = [1, 0, -1, 0] as const;

/**
 * One side of a tile, as printed: `o` an out arrow, `i` an in arrow, `-` a blank side, `w` a
 * white arrow of a Gate (an out arrow usable only while the exit arrow counter lies on it).
 */
export type SideMark = 'o' | 'i' | '-' | 'w';

export type TileKind = 'start' | 'path' | 'gate' | 'teleport-entrance' | 'teleport-exit' | 'teleport-to-start';

export interface TileDef {
  id: number;
  kind: TileKind;
  /** Sides as printed, in the order N, E, S, W. */
  sides: string;
  /** A circle: three counters of this colour when the tile is placed. */
  circle: Colour | null;
  /** Each diamond: one counter of its colour when the tile is placed. */
  diamonds: readonly Colour[];
  /** Teleport Entrance and Exit tiles of one pair share a letter. */
  pair?: 'A' | 'B';
}

export const START_TILE = 0;
export const TOTAL_COUNTERS = 102;
export const COUNTERS_PER_COLOUR = 17;
export const EXIT_ARROW_COUNTERS = 4;

const t = (
  id: number,
  kind: TileKind,
  sides: string,
  circle: Colour | null,
  diamonds: readonly Colour[] = [],
  pair?: 'A' | 'B',
): TileDef => (pair ? { id, kind, sides, circle, diamonds, pair } : { id, kind, sides, circle, diamonds });

/**
 * The 36 ruin tiles. Every tile a looter can stand on has at least one way out, and most have two
 * (RULES.md, "Reach of the ruins": with one way out per tile the ruins were chains that looters
 * left for START together, ending the game with most counters on the board). The four `oiii`
 * tiles and the two Teleport to Start tiles can be left with no legal square, so a pass can happen.
 */
export const TILES: readonly TileDef[] = [
  t(0, 'start', 'oooo', null),
  t(1, 'path', 'oiii', 'red', ['orange']),
  t(2, 'path', 'oioi', 'orange', ['yellow']),
  t(3, 'path', 'ooii', 'yellow', ['green']),
  t(4, 'path', 'ooii', 'green', ['blue']),
  t(5, 'path', 'oiii', 'blue', ['purple']),
  t(6, 'path', 'oioi', 'purple', ['red']),
  t(7, 'path', 'ooii', 'red', ['orange']),
  t(8, 'path', 'oiii', 'orange', ['yellow']),
  t(9, 'path', 'oioi', 'yellow', ['green']),
  t(10, 'path', 'ooii', 'green', ['blue']),
  t(11, 'path', 'oiii', 'blue', ['purple']),
  t(12, 'path', 'ooii', 'purple', ['red']),
  t(13, 'path', 'ooii', 'red', ['orange']),
  t(14, 'path', 'oooi', 'orange', ['yellow']),
  t(15, 'path', 'oioi', 'yellow', ['green']),
  t(16, 'path', 'oiio', 'green', ['blue']),
  t(17, 'path', 'oioi', 'blue'),
  t(18, 'path', 'oi-o', 'purple'),
  t(19, 'path', 'o-io', 'red'),
  t(20, 'path', 'ooii', 'orange'),
  t(21, 'path', 'ooi-', 'yellow'),
  t(22, 'path', 'oioi', 'green'),
  t(23, 'path', 'ooii', null, ['red', 'purple']),
  t(24, 'path', 'ooii', null, ['red', 'yellow']),
  t(25, 'path', 'ooii', null, ['red', 'green']),
  t(26, 'gate', 'wiwi', null, ['purple', 'orange']),
  t(27, 'gate', 'wwii', null, ['purple', 'blue']),
  t(28, 'gate', 'wiwi', null, ['orange', 'yellow']),
  t(29, 'gate', 'wwii', null, ['green', 'blue']),
  t(30, 'teleport-entrance', 'ooii', null, [], 'A'),
  t(31, 'teleport-exit', 'ooii', 'blue', [], 'A'),
  t(32, 'teleport-entrance', 'ooii', null, [], 'B'),
  t(33, 'teleport-exit', 'ooii', 'purple', [], 'B'),
  t(34, 'teleport-to-start', 'iiii', null),
  t(35, 'teleport-to-start', 'iiii', null),
];

/** The 6 resource cards, one per colour. */
export const RESOURCE_CARDS: readonly Colour[] = COLOURS;

/** Counters (per colour, in `COLOURS` order) put on a tile when it is placed. */
export const TILE_COUNTERS: readonly (readonly number[])[] = TILES.map((tile) => {
  const counts = [0, 0, 0, 0, 0, 0];
  if (tile.circle) counts[COLOURS.indexOf(tile.circle)]! += 3;
  for (const d of tile.diamonds) counts[COLOURS.indexOf(d)]! += 1;
  return counts;
});

/** For each teleport entrance, the id of its exit. */
export const TELEPORT_EXIT_OF: Readonly<Record<number, number>> = Object.fromEntries(
  TILES.filter((x) => x.kind === 'teleport-entrance').map((entrance) => [
    entrance.id,
    TILES.find((x) => x.kind === 'teleport-exit' && x.pair === entrance.pair)!.id,
  ]),
);

/**
 * Precomputed bit masks of each tile in each rotation (bit d = board direction d). Rotation r
 * turns the tile r quarter turns clockwise: the side printed at d ends at (d + r) % 4.
 * `out` includes the white gate arrows: for placement they are out arrows.
 */
export interface RotatedMasks {
  out: number;
  in: number;
  white: number;
}

function masksOf(sides: string, rotation: number): RotatedMasks {
  const m: RotatedMasks = { out: 0, in: 0, white: 0 };
  for (let d = 0; d < 4; d++) {
    const bit = 1 << ((d + rotation) % 4);
    const mark = sides[d];
    if (mark === 'o' || mark === 'w') m.out |= bit;
    if (mark === 'w') m.white |= bit;
    if (mark === 'i') m.in |= bit;
  }
  return m;
}

/** The masks of every tile of a tile set in each rotation, indexed by tile id and rotation. */
export const masksOfTiles = (tiles: readonly TileDef[]): readonly (readonly RotatedMasks[])[] => tiles.map((tile) => [0, 1, 2, 3].map((r) => masksOf(tile.sides, r)));

export const MASKS: readonly (readonly RotatedMasks[])[] = masksOfTiles(TILES);

/** The side mark facing direction `dir` on the board for a tile placed with `rotation` (in the tile set `tiles`). */
export function sideAt(tile: number, rotation: number, dir: number, tiles: readonly TileDef[] = TILES): SideMark {
  return tiles[tile]!.sides[(dir - rotation + 4) % 4] as SideMark;
}

// ---------------------------------------------------------------- earlier rules versions

/**
 * Rules version 1's tile set (matches begun before 2026-11-24, commit 402460c), as far as it
 * differs from today's: the sides of these tiles, which had one way out where most now have
 * two. Everything else of the manifest (kinds, circles, diamonds, pairs) is unchanged. Matches
 * stored under version 1 keep these arrows to their end (versions.ts, RULES.md "Rules versions").
 */
const VERSION_1_SIDES: Readonly<Record<number, string>> = {
  4: 'oii-',
  6: 'oi-i',
  10: 'o-ii',
  13: 'oii-',
  15: 'oiii',
  16: 'oi-i',
  18: 'oi--',
  19: 'o-i-',
  20: 'oiii',
  22: 'oiii',
  24: 'oi-i',
  25: 'oiii',
  30: 'oiii',
  31: 'oiii',
  32: 'oii-',
  33: 'oii-',
};

export const TILES_VERSION_1: readonly TileDef[] = TILES.map((tile) => {
  const sides = VERSION_1_SIDES[tile.id];
  return sides === undefined ? tile : { ...tile, sides };
});
