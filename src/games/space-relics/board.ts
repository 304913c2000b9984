import {
  AIRLOCKS, CAUTION_AREAS, CELLS, DELTA, GALLERY_SIZE, GALLERY_TILES, HEIGHT, PLATFORM_KINDS, PLATFORM_TILES, WIDTH,
  type Dir, type PlatformKindId, type Square,
} from './data.js';
import type { DoorRef, Gun, PlacedPlatform, SpaceRelicsState } from './state.js';

/** What lies on a cell. */
export const EMPTY = 0;
export const FLOOR = 1; // gallery move space (large spaces included)
export const GALLERY_WALL = 2;
export const AIRLOCK = 3;
export const PLATFORM_MOVE = 4;
export const PLATFORM_WALL = 5;

export interface Grid {
  kind: number[];
  /** Platform id on platform cells, area on gallery cells, airlock index on airlocks, -1 elsewhere. */
  owner: number[];
  /** Seat + 1 of the pawn standing there, 0 if none. */
  pawn: number[];
  /** Cells holding a doorway marker. */
  doors: number[];
}

export const cellOf = (x: number, y: number): number => y * WIDTH + x;
export const xOf = (c: number): number => c % WIDTH;
export const yOf = (c: number): number => (c - (c % WIDTH)) / WIDTH;
export const onBoard = (x: number, y: number): boolean => x >= 0 && y >= 0 && x < WIDTH && y < HEIGHT;
export const ROT_DIRS: readonly Dir[] = ['E', 'S', 'W', 'N'];
const ROT_DELTA = ROT_DIRS.map((d) => DELTA[d]);

/** Every cell index, in order. */
export const CELLS_ALL: readonly number[] = Array.from({ length: CELLS }, (_, c) => c);

export const AIRLOCK_CELLS: readonly number[] = AIRLOCKS.map(([x, y]) => cellOf(x, y));

/** The Caution area a cell belongs to, or -1 (channels, margins). */
export const AREA_OF_CELL: readonly number[] = Array.from({ length: CELLS }, (_, c) =>
  CAUTION_AREAS.findIndex(([ax, ay]) => xOf(c) >= ax && xOf(c) < ax + GALLERY_SIZE && yOf(c) >= ay && yOf(c) < ay + GALLERY_SIZE),
);

/** Cells of a Caution area, row by row. */
export function areaCells(area: number): number[] {
  const [ax, ay] = CAUTION_AREAS[area] as readonly [number, number];
  const cells: number[] = [];
  for (let dy = 0; dy < GALLERY_SIZE; dy++) for (let dx = 0; dx < GALLERY_SIZE; dx++) cells.push(cellOf(ax + dx, ay + dy));
  return cells;
}

/** The character of a gallery tile at a board cell of the area it lies on. */
export function galleryChar(galleries: readonly number[], cell: number): string {
  const area = AREA_OF_CELL[cell] as number;
  const [ax, ay] = CAUTION_AREAS[area] as readonly [number, number];
  const tile = GALLERY_TILES[galleries[area] as number]!;
  return tile.rows[yOf(cell) - ay]![xOf(cell) - ax]!;
}

/** Cells of a tile of `kind` anchored at (x, y) with rotation `rot`, or null if it leaves the board. */
export function footprint(kind: PlatformKindId, x: number, y: number, rot: number): number[] | null {
  const [dx, dy] = DELTA[ROT_DIRS[rot] as Dir];
  const n = PLATFORM_KINDS[kind].squares.length;
  const cells: number[] = [];
  for (let i = 0; i < n; i++) {
    const cx = x + dx * i;
    const cy = y + dy * i;
    if (!onBoard(cx, cy)) return null;
    cells.push(cellOf(cx, cy));
  }
  return cells;
}

export function platformKind(id: number): PlatformKindId {
  return PLATFORM_TILES[id] as PlatformKindId;
}

export function platformSquares(id: number): readonly Square[] {
  return PLATFORM_KINDS[platformKind(id)].squares;
}

export function platformCells(p: PlacedPlatform): number[] {
  return footprint(platformKind(p.id), p.x, p.y, p.rot) as number[];
}

const staticCache = new Map<number, { kind: number[]; owner: number[] }>();

/** Galleries and airlocks: fixed once setup has laid the galleries. */
function staticLayer(galleries: readonly number[]): { kind: number[]; owner: number[] } {
  let key = 0;
  for (const g of galleries) key = key * GALLERY_TILES.length + g;
  let layer = staticCache.get(key);
  if (layer) return layer;
  const kind: number[] = new Array<number>(CELLS).fill(EMPTY);
  const owner: number[] = new Array<number>(CELLS).fill(-1);
  for (let area = 0; area < 9; area++) {
    for (const c of areaCells(area)) {
      kind[c] = galleryChar(galleries, c) === '#' ? GALLERY_WALL : FLOOR;
      owner[c] = area;
    }
  }
  AIRLOCK_CELLS.forEach((c, i) => {
    kind[c] = AIRLOCK;
    owner[c] = i;
  });
  layer = { kind, owner };
  staticCache.set(key, layer);
  return layer;
}

export function doorCell(s: SpaceRelicsState, d: DoorRef): number {
  if (d.on === 'gallery') return d.cell;
  const p = s.platforms.find((q) => q.id === d.platform);
  return p ? (platformCells(p)[d.square] as number) : -1;
}

/** The whole board as flat arrays, rebuilt from the state (cheap: 225 cells). */
export function buildGrid(s: SpaceRelicsState): Grid {
  const base = staticLayer(s.galleries);
  const kind = base.kind.slice();
  const owner = base.owner.slice();
  for (const p of s.platforms) {
    const squares = platformSquares(p.id);
    const [dx, dy] = ROT_DELTA[p.rot] as readonly [number, number];
    for (let i = 0; i < squares.length; i++) {
      const c = (p.y + dy * i) * WIDTH + p.x + dx * i;
      kind[c] = squares[i] === 'wall' ? PLATFORM_WALL : PLATFORM_MOVE;
      owner[c] = p.id;
    }
  }
  const pawn: number[] = new Array<number>(CELLS).fill(0);
  for (let seat = 0; seat < s.players.length; seat++) {
    const pos = (s.players[seat] as { pos: number }).pos;
    if (pos >= 0) pawn[pos] = seat + 1;
  }
  const doors = s.doors.length === 0 ? [] : s.doors.map((d) => doorCell(s, d)).filter((c) => c >= 0);
  return { kind, owner, pawn, doors };
}

/** Can a tile of `kind` lie at (x, y, rot) with every square on an EMPTY cell of `cells`? */
export function fitsOn(cells: readonly number[], kind: PlatformKindId, x: number, y: number, rot: number): boolean {
  const n = PLATFORM_KINDS[kind].squares.length;
  const [dx, dy] = ROT_DELTA[rot] as readonly [number, number];
  for (let i = 0; i < n; i++) {
    const cx = x + dx * i;
    const cy = y + dy * i;
    if (cx < 0 || cy < 0 || cx >= WIDTH || cy >= HEIGHT || cells[cy * WIDTH + cx] !== EMPTY) return false;
  }
  return true;
}

export const isWall = (k: number): boolean => k === GALLERY_WALL || k === PLATFORM_WALL;
/** A space a pawn can stand on. */
export const isStandable = (k: number): boolean => k === FLOOR || k === PLATFORM_MOVE;

export function step(cell: number, dx: number, dy: number, times = 1): number {
  const x = xOf(cell) + dx * times;
  const y = yOf(cell) + dy * times;
  return onBoard(x, y) ? cellOf(x, y) : -1;
}

/** Cells a security gun covers: from the square beside it until a wall square or the board edge. */
export function lineOfFire(gun: Gun, grid: Grid): number[] {
  const [dx, dy] = DELTA[gun.dir];
  const cells: number[] = [];
  for (let c = step(gun.cell, dx, dy); c >= 0 && !isWall(grid.kind[c] as number); c = step(c, dx, dy)) cells.push(c);
  return cells;
}

/** Does the gun's line of fire reach one of `cells`? (No allocation: runs on every legalMoves.) */
export function lineReaches(gun: Gun, grid: Grid, cells: readonly number[]): boolean {
  const [dx, dy] = DELTA[gun.dir];
  for (let c = step(gun.cell, dx, dy); c >= 0 && !isWall(grid.kind[c] as number); c = step(c, dx, dy)) {
    if (cells.includes(c)) return true;
  }
  return false;
}

/** Indexes of the active guns whose line of fire reaches `cell`. */
export function gunsAimingAt(s: SpaceRelicsState, grid: Grid, cell: number): number[] {
  const hits: number[] = [];
  s.guns.forEach((g, i) => {
    if (!g.disabled && lineReaches(g, grid, [cell])) hits.push(i);
  });
  return hits;
}

/** The tile (gallery area or platform) a cell belongs to, as a comparable key, or null. */
export function tileKey(grid: Grid, cell: number): string | null {
  const k = grid.kind[cell] as number;
  if (k === FLOOR || k === GALLERY_WALL) return `g${grid.owner[cell]}`;
  if (k === PLATFORM_MOVE || k === PLATFORM_WALL) return `p${grid.owner[cell]}`;
  return null;
}

/** ASCII picture of the board (for RULES.md and the view). */
export function renderBoard(s: SpaceRelicsState): string[] {
  const grid = buildGrid(s);
  const rows: string[] = [];
  for (let y = 0; y < HEIGHT; y++) {
    let row = '';
    for (let x = 0; x < WIDTH; x++) {
      const c = cellOf(x, y);
      const k = grid.kind[c] as number;
      let ch = ' ';
      if (grid.pawn[c]) ch = String(grid.pawn[c]);
      else if (grid.doors.includes(c)) ch = 'D';
      else if (k === AIRLOCK) ch = '@';
      else if (k === PLATFORM_MOVE) ch = '=';
      else if (k === PLATFORM_WALL) ch = '%';
      else if (k === GALLERY_WALL) ch = s.guns.some((g) => g.cell === c && !g.disabled) ? 'G' : '#';
      else if (k === FLOOR) {
        const area = AREA_OF_CELL[c] as number;
        const g = galleryChar(s.galleries, c);
        if (s.fires.includes(c)) ch = 'f';
        else if ((g === 'A' || g === 'B') && s.artifactMarkers.includes(area)) ch = g === 'B' ? 'Y' : 'A';
        else if (s.itemMarkers.includes(c)) ch = 'i';
        else ch = '_';
      } else ch = '.';
      row += ch;
    }
    rows.push(row);
  }
  return rows;
}
