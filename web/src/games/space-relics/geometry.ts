/** The board a match is laid on, and its squares as the view describes them: what lies where, and where the guns fire. */
import type { SpaceRelicsView } from '../../../../src/games/space-relics/view.ts';
import { DELTA8, GALLERY_ROWS, GALLERY_SIZE, PLATFORM_SQUARES, ROT_DIRS, type Dir8, type PlatformKind } from './data.ts';

export type View = SpaceRelicsView;
/**
 * The board of the match's rules version, as its view gives it (a cell index is y * width + x).
 * Views are drawn from it alone: boards of different sizes are in play at once.
 */
export type Geometry = View['geometry'];

export const cellOf = (geometry: Geometry, x: number, y: number): number => y * geometry.width + x;
export const xOf = (geometry: Geometry, cell: number): number => cell % geometry.width;
export const yOf = (geometry: Geometry, cell: number): number => Math.floor(cell / geometry.width);
export const cellCount = (geometry: Geometry): number => geometry.width * geometry.height;

/** The airlocks' cells, by airlock index. */
export function airlockCells(geometry: Geometry): number[] {
  return geometry.airlocks.map(([x, y]) => cellOf(geometry, x, y));
}

/** A cell `times` steps from `cell` in `dir`, or -1 off the board. */
export function stepFrom(geometry: Geometry, cell: number, dir: Dir8, times = 1): number {
  const [dx, dy] = DELTA8[dir];
  const x = xOf(geometry, cell) + dx * times;
  const y = yOf(geometry, cell) + dy * times;
  return x >= 0 && y >= 0 && x < geometry.width && y < geometry.height ? cellOf(geometry, x, y) : -1;
}

/** Cells of a platform tile of `kind` laid from (x, y) running `rot` (squares off the board are dropped). */
export function footprint(geometry: Geometry, kind: PlatformKind, x: number, y: number, rot: number): number[] {
  const anchor = cellOf(geometry, x, y);
  return PLATFORM_SQUARES[kind].map((_, i) => stepFrom(geometry, anchor, ROT_DIRS[rot] as Dir8, i)).filter((c) => c >= 0);
}

export function platformCells(geometry: Geometry, p: View['platforms'][number]): number[] {
  return footprint(geometry, p.kind as PlatformKind, p.x, p.y, p.rot);
}

/** Cells of a Caution area, row by row. */
export function areaCells(geometry: Geometry, area: number): number[] {
  const [ax, ay] = geometry.cautionAreas[area] as [number, number];
  const cells: number[] = [];
  for (let dy = 0; dy < GALLERY_SIZE; dy++) for (let dx = 0; dx < GALLERY_SIZE; dx++) cells.push(cellOf(geometry, ax + dx, ay + dy));
  return cells;
}

export type SquareKind = 'space' | 'floor' | 'wall' | 'airlock' | 'platform' | 'platformWall';

export interface Square {
  kind: SquareKind;
  /** Gallery area on gallery squares, platform id on platform squares, airlock index on airlocks, -1 elsewhere. */
  owner: number;
  /** The gallery tile's printed mark: 'A' artifact, 'B' Heart, 'I'/'J' item space, '.' plain, '#' wall; '' off galleries. */
  mark: string;
}

/** Every square of the board: the galleries laid, the platforms where they lie now, the airlocks. */
export function squares(view: View): Square[] {
  const { geometry } = view;
  const out: Square[] = Array.from({ length: cellCount(geometry) }, () => ({ kind: 'space', owner: -1, mark: '' }));
  for (const g of view.galleries) {
    const rows = GALLERY_ROWS[g.tile];
    if (!rows) continue;
    areaCells(geometry, g.area).forEach((c, i) => {
      const mark = rows[Math.floor(i / GALLERY_SIZE)]![i % GALLERY_SIZE]!;
      out[c] = { kind: mark === '#' ? 'wall' : 'floor', owner: g.area, mark };
    });
  }
  airlockCells(geometry).forEach((c, i) => (out[c] = { kind: 'airlock', owner: i, mark: '' }));
  for (const p of view.platforms) {
    const kinds = PLATFORM_SQUARES[p.kind as PlatformKind];
    platformCells(geometry, p).forEach((c, i) => (out[c] = { kind: kinds[i] === 'wall' ? 'platformWall' : 'platform', owner: p.id, mark: '' }));
  }
  return out;
}

export const isWall = (s: Square | undefined): boolean => s?.kind === 'wall' || s?.kind === 'platformWall';

/** The squares a security gun covers: from the square beside it to the first wall or the edge. */
export function lineOfFire(geometry: Geometry, gun: View['guns'][number], board: readonly Square[]): number[] {
  const dir = gun.dir as Dir8;
  const cells: number[] = [];
  for (let c = stepFrom(geometry, gun.cell, dir); c >= 0 && !isWall(board[c]); c = stepFrom(geometry, c, dir)) cells.push(c);
  return cells;
}

/** Where the artifact (or the Heart of Sol) of a Caution area lies. */
export function artifactCell(view: View, area: number): number {
  const g = view.galleries.find((x) => x.area === area);
  const rows = g ? GALLERY_ROWS[g.tile] : undefined;
  if (!rows) return -1;
  const i = rows.join('').search(/[AB]/);
  return i < 0 ? -1 : (areaCells(view.geometry, area)[i] as number);
}
