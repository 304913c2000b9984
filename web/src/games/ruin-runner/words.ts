import type { Colour, Direction, TileKind } from '../../../../src/games/ruin-runner/data.ts';

/** The six resource colours in the engine's order (counters are listed in this order). */
export const COLOURS: readonly Colour[] = ['red', 'orange', 'yellow', 'green', 'blue', 'purple'];
export const DIRECTIONS: readonly Direction[] = ['N', 'E', 'S', 'W'];

/** Fill of a counter of each colour, and the ink that reads on it; the letter is the second cue. */
export const COLOUR_STYLE: Record<Colour, { fill: string; ink: string; letter: string }> = {
  red: { fill: '#c62828', ink: '#ffffff', letter: 'R' },
  orange: { fill: '#ef6c00', ink: '#1d1b17', letter: 'O' },
  yellow: { fill: '#f9c80e', ink: '#1d1b17', letter: 'Y' },
  green: { fill: '#2e7d32', ink: '#ffffff', letter: 'G' },
  blue: { fill: '#1565c0', ink: '#ffffff', letter: 'B' },
  purple: { fill: '#6a1b9a', ink: '#ffffff', letter: 'P' },
};

/** Looter pawns: colours away from the resource hues, always drawn with the seat's number. */
export const SEAT_COLOURS = ['#263238', '#f5f5f5', '#8d5524', '#78909c', '#00897b', '#d81b60'] as const;
export const SEAT_INK = ['#ffffff', '#1d1b17', '#ffffff', '#ffffff', '#ffffff', '#ffffff'] as const;

export const KIND_WORDS: Record<TileKind, string> = {
  start: 'START tile',
  path: 'path tile',
  gate: 'gate',
  'teleport-entrance': 'teleport entrance',
  'teleport-exit': 'teleport exit',
  'teleport-to-start': 'teleport to START',
};

const SIDE_WORDS: Record<string, string> = { o: 'out arrow', i: 'in arrow', '-': 'blank', w: 'white arrow' };
export const DIRECTION_WORDS: Record<Direction, string> = { N: 'north', E: 'east', S: 'south', W: 'west' };

/** "3 blue, 1 purple" from counts per colour; "no counters" when empty. */
export function counterWords(counts: Partial<Record<Colour, number>>): string {
  const parts = COLOURS.filter((c) => (counts[c] ?? 0) > 0).map((c) => `${counts[c]} ${c}`);
  return parts.length > 0 ? parts.join(', ') : 'no counters';
}

/** "north out arrow, east in arrow, ..." for sides written N, E, S, W. */
export function sideWords(sides: string): string {
  return DIRECTIONS.map((d, i) => `${DIRECTION_WORDS[d]} ${SIDE_WORDS[sides[i] ?? '-'] ?? 'blank'}`).join(', ');
}

export function pairWords(kind: TileKind, pair: 'A' | 'B' | null): string {
  return pair && (kind === 'teleport-entrance' || kind === 'teleport-exit') ? ` ${pair}` : '';
}

/** "(2 east, 1 north)"-style square names, START for the origin. */
export function squareWords(x: number, y: number): string {
  if (x === 0 && y === 0) return 'START';
  const parts = [...(x !== 0 ? [`${Math.abs(x)} ${x > 0 ? 'east' : 'west'}`] : []), ...(y !== 0 ? [`${Math.abs(y)} ${y > 0 ? 'north' : 'south'}`] : [])];
  return `${parts.join(' and ')} of START`;
}

export function turnWords(rotation: number): string {
  return rotation === 0 ? 'as printed' : `turned ${rotation * 90}° clockwise`;
}
