import type { Colour } from '../../../../src/games/ruin-runner/data.ts';
import type { PlacedTileView, View } from '../../../../src/games/ruin-runner/state.ts';
import { COLOURS } from './words.ts';

/** Board units per square; the SVG scales to its box. */
export const SQUARE = 100;

/** Board directions 0 N .. 3 W, as the engine numbers them (x grows east, y grows north). */
export const DX = [0, 1, 0, -1] as const;
export const DY = [1, 0, -1, 0] as const;

export const cellKey = (x: number, y: number) => `${x},${y}`;

export function parseCell(key: string): { x: number; y: number } {
  const [x, y] = key.split(',').map(Number);
  return { x: x ?? 0, y: y ?? 0 };
}

/** A tile's sides as they lie after `rotation` quarter turns clockwise (the side printed at d ends at d + r). */
export function rotatedSides(printed: string, rotation: number): string {
  let sides = '';
  for (let d = 0; d < 4; d++) sides += printed[(d - rotation + 4) % 4] ?? '-';
  return sides;
}

export interface Extent {
  minX: number;
  maxX: number;
  minY: number;
  maxY: number;
}

/**
 * The squares drawn: every placed tile and every empty square next to one, so the drawing
 * keeps the same frame while a turn is built and only grows when a tile is placed.
 */
export function extentOf(board: readonly PlacedTileView[]): Extent {
  let minX = 0;
  let maxX = 0;
  let minY = 0;
  let maxY = 0;
  for (const t of board) {
    minX = Math.min(minX, t.x - 1);
    maxX = Math.max(maxX, t.x + 1);
    minY = Math.min(minY, t.y - 1);
    maxY = Math.max(maxY, t.y + 1);
  }
  return { minX, maxX, minY, maxY };
}

/** Top-left corner of square (x, y) in SVG units: north is up. */
export function squareOrigin(extent: Extent, x: number, y: number): { left: number; top: number } {
  return { left: (x - extent.minX) * SQUARE, top: (extent.maxY - y) * SQUARE };
}

/** Empty squares touching the ruins, in a stable order (west to east, north to south). */
export function emptyNeighbours(board: readonly PlacedTileView[]): { x: number; y: number }[] {
  const taken = new Set(board.map((t) => cellKey(t.x, t.y)));
  const seen = new Set<string>();
  const squares: { x: number; y: number }[] = [];
  for (const t of board) {
    for (let d = 0; d < 4; d++) {
      const x = t.x + DX[d]!;
      const y = t.y + DY[d]!;
      const key = cellKey(x, y);
      if (taken.has(key) || seen.has(key)) continue;
      seen.add(key);
      squares.push({ x, y });
    }
  }
  return squares.sort((a, b) => b.y - a.y || a.x - b.x);
}

/** Counters a tile from a hand brings: three of its circle's colour, one per diamond. */
export function printedCounters(circle: Colour | null, diamonds: readonly Colour[]): Record<Colour, number> {
  const counts = Object.fromEntries(COLOURS.map((c) => [c, 0])) as Record<Colour, number>;
  if (circle) counts[circle] += 3;
  for (const d of diamonds) counts[d] += 1;
  return counts;
}

export function looterSquares(view: View): Map<string, number[]> {
  const at = new Map<string, number[]>();
  for (const s of view.seats) {
    if (!s.looter) continue;
    const key = cellKey(s.looter.x, s.looter.y);
    at.set(key, [...(at.get(key) ?? []), s.seat]);
  }
  return at;
}
