import { COLOURS, DX, DY, type ColourIndex } from './data.js';
import type { PlacedTile } from './state.js';
import { rules } from './versions.js';

/** Index in `board` of the tile at (x, y), or -1 when the square is empty. */
export function tileIndexAt(board: readonly PlacedTile[], x: number, y: number): number {
  for (let i = 0; i < board.length; i++) {
    const p = board[i]!;
    if (p.x === x && p.y === y) return i;
  }
  return -1;
}

/** The arrows of a placed tile, as its rules version prints them. */
export function masksOf(p: PlacedTile) {
  return rules().masks[p.tile]![p.rotation]!;
}

/** Directions (0 N .. 3 W) a looter may leave `p` by: a gate only by its exit arrow counter. */
export function exitsOf(p: PlacedTile): number[] {
  if (p.gate !== null) return [p.gate];
  const out = masksOf(p).out;
  const dirs: number[] = [];
  for (let d = 0; d < 4; d++) if (out & (1 << d)) dirs.push(d);
  return dirs;
}

/** Whether `p` has an in arrow on its side facing `dir`. */
export function hasInArrow(p: PlacedTile, dir: number): boolean {
  return (masksOf(p).in & (1 << dir)) !== 0;
}

/** The other white arrow of a gate, where the exit arrow counter goes after a looter leaves. */
export function otherWhiteArrow(p: PlacedTile): number {
  const white = masksOf(p).white;
  for (let d = 0; d < 4; d++) if (white & (1 << d) && d !== p.gate) return d;
  throw new Error(`tile ${p.tile} is not a gate with two white arrows`);
}

export function neighbour(x: number, y: number, dir: number): [number, number] {
  return [x + DX[dir as 0]!, y + DY[dir as 0]!];
}

export function sumCounters(counts: readonly number[]): number {
  let n = 0;
  for (let c = 0; c < COLOURS.length; c++) n += counts[c as ColourIndex]!;
  return n;
}

export function boardCounters(board: readonly PlacedTile[]): number {
  let n = 0;
  for (const p of board) n += sumCounters(p.counters);
  return n;
}

export const colourIndex = (colour: string): ColourIndex => COLOURS.indexOf(colour as (typeof COLOURS)[number]) as ColourIndex;
