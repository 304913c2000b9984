/** The board's squares as the view describes them: what lies where, and where the guns fire. */
import type { SpaceRelicsView } from '../../../../src/games/space-relics/view.ts';
import {
  AIRLOCK_CELLS, CAUTION_AREAS, CELLS, DELTA8, GALLERY_ROWS, GALLERY_SIZE, HEIGHT, PLATFORM_SQUARES, ROT_DIRS, WIDTH, cellOf,
  xOf, yOf, type Dir8, type PlatformKind,
} from './data.ts';

export type View = SpaceRelicsView;
export type SquareKind = 'space' | 'floor' | 'wall' | 'airlock' | 'platform' | 'platformWall';

export interface Square {
  kind: SquareKind;
  /** Gallery area on gallery squares, platform id on platform squares, airlock index on airlocks, -1 elsewhere. */
  owner: number;
  /** The gallery tile's printed mark: 'A' artifact, 'B' Heart, 'I'/'J' item space, '.' plain, '#' wall; '' off galleries. */
  mark: string;
}

/** A cell `times` steps from `cell` in `dir`, or -1 off the board. */
export function stepFrom(cell: number, dir: Dir8, times = 1): number {
  const [dx, dy] = DELTA8[dir];
  const x = xOf(cell) + dx * times;
  const y = yOf(cell) + dy * times;
  return x >= 0 && y >= 0 && x < WIDTH && y < HEIGHT ? cellOf(x, y) : -1;
}

/** Cells of a platform tile of `kind` laid from (x, y) running `rot` (squares off the board are dropped). */
export function footprint(kind: PlatformKind, x: number, y: number, rot: number): number[] {
  const anchor = cellOf(x, y);
  return PLATFORM_SQUARES[kind].map((_, i) => stepFrom(anchor, ROT_DIRS[rot] as Dir8, i)).filter((c) => c >= 0);
}

export function platformCells(p: View['platforms'][number]): number[] {
  return footprint(p.kind as PlatformKind, p.x, p.y, p.rot);
}

/** Cells of a Caution area, row by row. */
export function areaCells(area: number): number[] {
  const [ax, ay] = CAUTION_AREAS[area] as readonly [number, number];
  const cells: number[] = [];
  for (let dy = 0; dy < GALLERY_SIZE; dy++) for (let dx = 0; dx < GALLERY_SIZE; dx++) cells.push(cellOf(ax + dx, ay + dy));
  return cells;
}

/** Every square of the board: the galleries laid, the platforms where they lie now, the airlocks. */
export function squares(view: View): Square[] {
  const out: Square[] = Array.from({ length: CELLS }, () => ({ kind: 'space', owner: -1, mark: '' }));
  for (const g of view.galleries) {
    const rows = GALLERY_ROWS[g.tile];
    if (!rows) continue;
    areaCells(g.area).forEach((c, i) => {
      const mark = rows[Math.floor(i / GALLERY_SIZE)]![i % GALLERY_SIZE]!;
      out[c] = { kind: mark === '#' ? 'wall' : 'floor', owner: g.area, mark };
    });
  }
  AIRLOCK_CELLS.forEach((c, i) => (out[c] = { kind: 'airlock', owner: i, mark: '' }));
  for (const p of view.platforms) {
    const kinds = PLATFORM_SQUARES[p.kind as PlatformKind];
    platformCells(p).forEach((c, i) => (out[c] = { kind: kinds[i] === 'wall' ? 'platformWall' : 'platform', owner: p.id, mark: '' }));
  }
  return out;
}

export const isWall = (s: Square | undefined): boolean => s?.kind === 'wall' || s?.kind === 'platformWall';

/** The squares a security gun covers: from the square beside it to the first wall or the edge. */
export function lineOfFire(gun: View['guns'][number], board: readonly Square[]): number[] {
  const cells: number[] = [];
  for (let c = stepFrom(gun.cell, gun.dir as Dir8); c >= 0 && !isWall(board[c]); c = stepFrom(c, gun.dir as Dir8)) cells.push(c);
  return cells;
}

/** Where the artifact (or the Heart of Sol) of a Caution area lies. */
export function artifactCell(view: View, area: number): number {
  const g = view.galleries.find((x) => x.area === area);
  const rows = g ? GALLERY_ROWS[g.tile] : undefined;
  if (!rows) return -1;
  const i = rows.join('').search(/[AB]/);
  return i < 0 ? -1 : (areaCells(area)[i] as number);
}
