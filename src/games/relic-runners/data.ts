/**
 * All component data of Relic Runners: the board map, the temple tiles, the Explorer's Chart
 * and the counts of the rulebook. The map and the tile effects' red gems are our design (the
 * printed board is not in the rulebook text): see RULES.md, "We decided".
 */

export type TempleColor = 'ivory' | 'blue' | 'purple';
export type RelicColor = 'green' | 'ivory' | 'blue' | 'purple';
export const RELIC_COLORS: readonly RelicColor[] = ['green', 'ivory', 'blue', 'purple'];
export type Branch = 'machete' | 'compass' | 'shovel';
export const BRANCHES: readonly Branch[] = ['machete', 'compass', 'shovel'];
export type Level = 1 | 2 | 3;
export const LEVELS: readonly Level[] = [1, 2, 3];

// ---------------------------------------------------------------------------------------------
// Board map
// ---------------------------------------------------------------------------------------------

export type SiteKind = 'camp' | 'ruin' | 'temple';
export interface Location {
  id: number;
  name: string;
  kind: SiteKind;
  /** 0 North, 1 East, 2 South, 3 West; -1 for Base Camp. */
  quadrant: number;
}

export const CAMP = 0;
const QUADRANT_NAMES = ['N', 'E', 'S', 'W'] as const;
/** In each quadrant: 1 inner ruin, 2 and 3 temples, 4 outer ruin, 5 outer temple. */
const QUADRANT_KINDS: readonly SiteKind[] = ['ruin', 'temple', 'temple', 'ruin', 'temple'];

export const LOCATIONS: readonly Location[] = [
  { id: 0, name: 'Base Camp', kind: 'camp', quadrant: -1 },
  ...QUADRANT_NAMES.flatMap((q, quadrant) =>
    QUADRANT_KINDS.map((kind, k) => ({ id: 1 + 5 * quadrant + k, name: `${q}${k + 1}`, kind, quadrant })),
  ),
];

export type TrailKind = 'jungle' | 'river';
export interface Trail {
  id: number;
  ends: readonly [number, number];
  kind: TrailKind;
  /** Index of the Toolbox token on this River trail, -1 on a Jungle trail. */
  token: number;
}

/** [end, end, kind]; the comment names the ends. */
const TRAIL_TABLE: readonly (readonly [number, number, TrailKind])[] = [
  [0, 1, 'jungle'], // 0: camp-N1
  [0, 2, 'jungle'], // 1: camp-N2
  [1, 2, 'jungle'], // 2: N1-N2
  [1, 3, 'river'], // 3: N1-N3
  [1, 4, 'jungle'], // 4: N1-N4
  [3, 4, 'jungle'], // 5: N3-N4
  [4, 5, 'river'], // 6: N4-N5
  [4, 6, 'jungle'], // 7: N4-E1
  [5, 10, 'river'], // 8: N5-E5
  [0, 6, 'jungle'], // 9: camp-E1
  [0, 7, 'jungle'], // 10: camp-E2
  [6, 7, 'jungle'], // 11: E1-E2
  [6, 8, 'river'], // 12: E1-E3
  [6, 9, 'jungle'], // 13: E1-E4
  [8, 9, 'jungle'], // 14: E3-E4
  [9, 10, 'river'], // 15: E4-E5
  [9, 11, 'jungle'], // 16: E4-S1
  [10, 15, 'jungle'], // 17: E5-S5
  [0, 11, 'jungle'], // 18: camp-S1
  [0, 12, 'jungle'], // 19: camp-S2
  [11, 12, 'jungle'], // 20: S1-S2
  [11, 13, 'river'], // 21: S1-S3
  [11, 14, 'jungle'], // 22: S1-S4
  [13, 14, 'jungle'], // 23: S3-S4
  [14, 15, 'river'], // 24: S4-S5
  [14, 16, 'jungle'], // 25: S4-W1
  [15, 20, 'river'], // 26: S5-W5
  [0, 16, 'jungle'], // 27: camp-W1
  [0, 17, 'jungle'], // 28: camp-W2
  [16, 17, 'jungle'], // 29: W1-W2
  [16, 18, 'river'], // 30: W1-W3
  [16, 19, 'jungle'], // 31: W1-W4
  [18, 19, 'jungle'], // 32: W3-W4
  [19, 20, 'river'], // 33: W4-W5
  [19, 1, 'jungle'], // 34: W4-N1
  [20, 5, 'jungle'], // 35: W5-N5
  // The outer ruin q4 links the next quadrant's three temples (q3 and q5 of its own are next to it).
  [4, 7, 'jungle'], // 36: N4-E2
  [4, 8, 'jungle'], // 37: N4-E3
  [4, 10, 'jungle'], // 38: N4-E5
  [9, 12, 'jungle'], // 39: E4-S2
  [9, 13, 'jungle'], // 40: E4-S3
  [9, 15, 'jungle'], // 41: E4-S5
  [14, 17, 'jungle'], // 42: S4-W2
  [14, 18, 'jungle'], // 43: S4-W3
  [14, 20, 'jungle'], // 44: S4-W5
  [19, 2, 'jungle'], // 45: W4-N2
  [19, 3, 'jungle'], // 46: W4-N3
  [19, 5, 'jungle'], // 47: W4-N5
];

/** A board map: its trails by id and the trails touching each location (rules versions differ in it). */
export interface BoardMap {
  trails: readonly Trail[];
  /** Trail ids touching each location. */
  trailsAt: readonly (readonly number[])[];
}

function boardMap(table: readonly (readonly [number, number, TrailKind])[]): BoardMap {
  let token = 0;
  const trails = table.map(([a, b, kind], id) => ({ id, ends: [a, b] as const, kind, token: kind === 'river' ? token++ : -1 }));
  return { trails, trailsAt: LOCATIONS.map((l) => trails.filter((t) => t.ends[0] === l.id || t.ends[1] === l.id).map((t) => t.id)) };
}

/** Today's map (rules version 3). The game's modules read the map of the match's version (versions.ts). */
export const MAP: BoardMap = boardMap(TRAIL_TABLE);
export const TRAILS: readonly Trail[] = MAP.trails;
export const TOKEN_COUNT = TRAILS.filter((t) => t.kind === 'river').length;
/** Trail id of each Toolbox token (the River trails are the same in every rules version). */
export const TOKEN_TRAIL: readonly number[] = TRAILS.filter((t) => t.kind === 'river').map((t) => t.id);

/** Trail ids touching each location. */
export const TRAILS_AT: readonly (readonly number[])[] = MAP.trailsAt;

/** The other end of `trail` from `from` (on `map`, today's by default). */
export function otherEnd(trail: number, from: number, map: BoardMap = MAP): number {
  const ends = (map.trails[trail] as Trail).ends;
  return ends[0] === from ? ends[1] : ends[0];
}

/**
 * The maps of earlier rules versions (RULES.md, "Rules versions"). Version 2 (2026-11-24,
 * commit bc3aed2 to 90e0291) had only trails 0-35; version 1 (the map first hosted, until
 * bc3aed2) also had four different cross-quadrant trails: temple q3 to the next quadrant's
 * temple q2, where version 2 linked the outer ruin q4 to the next quadrant's inner ruin q1.
 */
export const MAP_VERSION_2: BoardMap = boardMap(TRAIL_TABLE.slice(0, 36));

/** Version 1's four cross-quadrant trails, where version 2 has the ring of ruins. */
const VERSION_1_TRAILS: Readonly<Record<number, readonly [number, number, TrailKind]>> = {
  7: [3, 7, 'jungle'], // 7: N3-E2
  16: [8, 12, 'jungle'], // 16: E3-S2
  25: [13, 17, 'jungle'], // 25: S3-W2
  34: [18, 2, 'jungle'], // 34: W3-N2
};
export const MAP_VERSION_1: BoardMap = boardMap(TRAIL_TABLE.slice(0, 36).map((row, id) => VERSION_1_TRAILS[id] ?? row));

export const RUIN_SITES = LOCATIONS.filter((l) => l.kind === 'ruin').map((l) => l.id);
export const TEMPLE_SITES = LOCATIONS.filter((l) => l.kind === 'temple').map((l) => l.id);

/** First-game placement: one temple of each colour per quadrant (sites 2, 3, 5 of N, E, S, W). */
export const FIRST_GAME_COLORS: Readonly<Record<number, TempleColor>> = {
  2: 'ivory', 3: 'blue', 5: 'purple',
  7: 'blue', 8: 'purple', 10: 'ivory',
  12: 'purple', 13: 'ivory', 15: 'blue',
  17: 'ivory', 18: 'blue', 20: 'purple',
};

// ---------------------------------------------------------------------------------------------
// Temple tiles
// ---------------------------------------------------------------------------------------------

export const IVORY_EFFECTS = {
  1: ['pointsPerIvory', 'pointsPerRation', 'pointsPerExtraRelic', 'pointsPerPathway', 'pointsPerToolbox', 'extraTurn'],
  2: ['midChainTrail', 'peek', 'replenish', 'doublePathway', 'pathwayAnywhere', 'teleport'],
  3: ['pathwayPoint', 'firstExplorer', 'templeBonus', 'opponentMovesRation', 'campExtraRation', 'leaveCampFlip'],
} as const;
export type IvoryEffect = (typeof IVORY_EFFECTS)[Level][number];

export const PURPLE_EFFECTS = [
  'score3', 'toolboxStep', 'twoRations', 'newToolbox', 'teleportCamp', 'movePathway', 'adjacentAction', 'flipTwo',
] as const;
export type PurpleEffect = (typeof PURPLE_EFFECTS)[number];

/** Values of the 6 blue tiles of each level: larger (lower) tiles are worth more. */
export const BLUE_VALUES: Readonly<Record<Level, readonly number[]>> = {
  1: [5, 5, 4, 4, 4, 3],
  2: [4, 4, 3, 3, 3, 2],
  3: [3, 3, 2, 2, 2, 2],
};

/** Advanced tiles (red gem), left out of the first-game setup. */
const RED_GEM: ReadonlySet<string> = new Set([
  'pointsPerExtraRelic', 'extraTurn', 'midChainTrail', 'teleport', 'opponentMovesRation', 'leaveCampFlip',
  'movePathway', 'adjacentAction', 'flipTwo',
]);

export type Tile =
  | { id: number; color: 'ivory'; level: Level; effect: IvoryEffect; redGem: boolean }
  | { id: number; color: 'blue'; level: Level; value: number; redGem: false }
  | { id: number; color: 'purple'; level: Level; effect: PurpleEffect; redGem: boolean };

export const TILES: readonly Tile[] = (() => {
  const tiles: Tile[] = [];
  for (const level of LEVELS) {
    for (const effect of IVORY_EFFECTS[level]) tiles.push({ id: tiles.length, color: 'ivory', level, effect, redGem: RED_GEM.has(effect) });
  }
  for (const level of LEVELS) for (const value of BLUE_VALUES[level]) tiles.push({ id: tiles.length, color: 'blue', level, value, redGem: false });
  for (const level of LEVELS) {
    for (const effect of PURPLE_EFFECTS) tiles.push({ id: tiles.length, color: 'purple', level, effect, redGem: RED_GEM.has(effect) });
  }
  return tiles;
})();

export function tile(id: number): Tile {
  return TILES[id] as Tile;
}

/** Ruin tiles carry nothing; a ruin stack holds this placeholder per tile. */
export const RUIN_TILE = -1;

// ---------------------------------------------------------------------------------------------
// Counts
// ---------------------------------------------------------------------------------------------

export const TEMPLES_PER_COLOR = 4;
export const PATHWAYS_PER_PLAYER = 10;
export const TOOLBOXES_PER_PLAYER = 3;
export const START_RATIONS = 3;
export const CAMP_RATIONS_PER_PLAYER = 2;
export const MAX_RATIONS = 5;
export const CAMP_ARRIVAL_RATIONS = 3;
export const IVORY_DISCARD_POINTS = 2;
export const RELIC_COLOR_POINTS = 5;
export const TOP_LEVEL = 3;

export function ruinStackHeight(players: number): number {
  return players === 2 ? 2 : 3;
}
export function templeStackHeight(players: number): number {
  return players === 2 ? 2 : 3;
}

/** Relics collected (by all players together) that trigger the last round. */
export function relicsToEnd(players: number): number {
  return [0, 0, 7, 8, 9, 10][players] ?? 10;
}

export const RELIC_OF_TEMPLE: Readonly<Record<TempleColor, RelicColor>> = { ivory: 'ivory', blue: 'blue', purple: 'purple' };
