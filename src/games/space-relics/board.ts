import {
  DELTA, GALLERY_SIZE, GALLERY_TILES, PLATFORM_KINDS, PLATFORM_TILES, type Dir, type MuseumBoard, type PlatformKindId, type Square,
} from './data.js';
import type { DoorRef, Gun, PlacedPlatform, SpaceRelicsState } from './state.js';
import { rules } from './versions.js';

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

/** A museum board with the tables every rule looks up, built once per board. */
export interface Board extends MuseumBoard {
  cells: number;
  /** Every cell index, in order. */
  cellsAll: readonly number[];
  airlockCells: readonly number[];
  /** The Caution area a cell belongs to, or -1 (channels, margins). */
  areaOfCell: readonly number[];
  /** Each cell's orthogonal neighbours on the board, north, east, south, west. */
  neighbours: readonly (readonly number[])[];
}

function tablesOf(layout: MuseumBoard): Board {
  const { width, height, cautionAreas, airlocks } = layout;
  const cells = width * height;
  const cellsAll = Array.from({ length: cells }, (_, c) => c);
  const inArea = (c: number, [ax, ay]: readonly [number, number]) => {
    const x = c % width;
    const y = (c - x) / width;
    return x >= ax && x < ax + GALLERY_SIZE && y >= ay && y < ay + GALLERY_SIZE;
  };
  const neighbours = cellsAll.map((c) => {
    const x = c % width;
    const y = (c - x) / width;
    const out: number[] = [];
    if (y > 0) out.push(c - width);
    if (x < width - 1) out.push(c + 1);
    if (y < height - 1) out.push(c + width);
    if (x > 0) out.push(c - 1);
    return out;
  });
  return {
    ...layout,
    cells,
    cellsAll,
    airlockCells: airlocks.map(([x, y]) => y * width + x),
    areaOfCell: cellsAll.map((c) => cautionAreas.findIndex((corner) => inArea(c, corner))),
    neighbours,
  };
}

const boards = new Map<MuseumBoard, Board>();
// board() runs on every step of every line of fire: the last board asked for is kept at hand.
let lastLayout: MuseumBoard | undefined;
let lastBoard: Board | undefined;

/** The board of the rules in force (the match's version), with its lookup tables. */
export function board(): Board {
  const layout = rules().board;
  if (layout === lastLayout) return lastBoard as Board;
  let tables = boards.get(layout);
  if (tables === undefined) {
    tables = tablesOf(layout);
    boards.set(layout, tables);
  }
  lastLayout = layout;
  lastBoard = tables;
  return tables;
}

export const cellOf = (x: number, y: number): number => y * board().width + x;
export const xOf = (c: number): number => c % board().width;
export const yOf = (c: number): number => Math.floor(c / board().width);
export const onBoard = (x: number, y: number): boolean => {
  const { width, height } = board();
  return x >= 0 && y >= 0 && x < width && y < height;
};
export const ROT_DIRS: readonly Dir[] = ['E', 'S', 'W', 'N'];
const ROT_DELTA = ROT_DIRS.map((d) => DELTA[d]);

/** Cells of a Caution area, row by row. */
export function areaCells(area: number): number[] {
  const [ax, ay] = board().cautionAreas[area] as readonly [number, number];
  const cells: number[] = [];
  for (let dy = 0; dy < GALLERY_SIZE; dy++) for (let dx = 0; dx < GALLERY_SIZE; dx++) cells.push(cellOf(ax + dx, ay + dy));
  return cells;
}

/** The character of a gallery tile at a board cell of the area it lies on. */
export function galleryChar(galleries: readonly number[], cell: number): string {
  const { areaOfCell, cautionAreas } = board();
  const area = areaOfCell[cell] as number;
  const [ax, ay] = cautionAreas[area] as readonly [number, number];
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

const staticCache = new Map<Board, Map<number, { kind: number[]; owner: number[] }>>();

/** Galleries and airlocks: fixed once setup has laid the galleries. */
function staticLayer(galleries: readonly number[]): { kind: number[]; owner: number[] } {
  const b = board();
  let layers = staticCache.get(b);
  if (layers === undefined) {
    layers = new Map();
    staticCache.set(b, layers);
  }
  let key = 0;
  for (const g of galleries) key = key * GALLERY_TILES.length + g;
  let layer = layers.get(key);
  if (layer) return layer;
  const kind: number[] = new Array<number>(b.cells).fill(EMPTY);
  const owner: number[] = new Array<number>(b.cells).fill(-1);
  for (let area = 0; area < 9; area++) {
    for (const c of areaCells(area)) {
      kind[c] = galleryChar(galleries, c) === '#' ? GALLERY_WALL : FLOOR;
      owner[c] = area;
    }
  }
  b.airlockCells.forEach((c, i) => {
    kind[c] = AIRLOCK;
    owner[c] = i;
  });
  layer = { kind, owner };
  layers.set(key, layer);
  return layer;
}

export function doorCell(s: SpaceRelicsState, d: DoorRef): number {
  if (d.on === 'gallery') return d.cell;
  const p = s.platforms.find((q) => q.id === d.platform);
  return p ? (platformCells(p)[d.square] as number) : -1;
}

/** The whole board as flat arrays, rebuilt from the state (cheap: 361 cells at most). */
export function buildGrid(s: SpaceRelicsState): Grid {
  const { width, cells } = board();
  const base = staticLayer(s.galleries);
  const kind = base.kind.slice();
  const owner = base.owner.slice();
  for (const p of s.platforms) {
    const squares = platformSquares(p.id);
    const [dx, dy] = ROT_DELTA[p.rot] as readonly [number, number];
    for (let i = 0; i < squares.length; i++) {
      const c = (p.y + dy * i) * width + p.x + dx * i;
      kind[c] = squares[i] === 'wall' ? PLATFORM_WALL : PLATFORM_MOVE;
      owner[c] = p.id;
    }
  }
  const pawn: number[] = new Array<number>(cells).fill(0);
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
  const { width, height } = board();
  for (let i = 0; i < n; i++) {
    const cx = x + dx * i;
    const cy = y + dy * i;
    if (cx < 0 || cy < 0 || cx >= width || cy >= height || cells[cy * width + cx] !== EMPTY) return false;
  }
  return true;
}

export const isWall = (k: number): boolean => k === GALLERY_WALL || k === PLATFORM_WALL;
/** A space a pawn can stand on. */
export const isStandable = (k: number): boolean => k === FLOOR || k === PLATFORM_MOVE;

export function step(cell: number, dx: number, dy: number, times = 1): number {
  const { width, height } = board();
  const x = (cell % width) + dx * times;
  const y = Math.floor(cell / width) + dy * times;
  return x >= 0 && y >= 0 && x < width && y < height ? y * width + x : -1;
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
  const { width, height, areaOfCell } = board();
  const rows: string[] = [];
  for (let y = 0; y < height; y++) {
    let row = '';
    for (let x = 0; x < width; x++) {
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
        const area = areaOfCell[c] as number;
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
