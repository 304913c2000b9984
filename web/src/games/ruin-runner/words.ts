import type { Colour, Direction, TileKind } from '../../../../src/games/ruin-runner/data.ts';
import { words } from '../../i18n.ts';

/** The six resource colours in the engine's order (counters are listed in this order). */
export const COLOURS: readonly Colour[] = ['red', 'orange', 'yellow', 'green', 'blue', 'purple'];
export const DIRECTIONS: readonly Direction[] = ['N', 'E', 'S', 'W'];

/** Fill of a counter of each colour, and the ink that reads on it; the letter (`colourLetter`) is the second cue. */
export const COLOUR_STYLE: Record<Colour, { fill: string; ink: string }> = {
  red: { fill: '#c62828', ink: '#ffffff' },
  orange: { fill: '#ef6c00', ink: '#1d1b17' },
  yellow: { fill: '#f9c80e', ink: '#1d1b17' },
  green: { fill: '#2e7d32', ink: '#ffffff' },
  blue: { fill: '#1565c0', ink: '#ffffff' },
  purple: { fill: '#6a1b9a', ink: '#ffffff' },
};

/** Looter pawns: colours away from the resource hues, always drawn with the seat's number. */
export const SEAT_COLOURS = ['#263238', '#f5f5f5', '#8d5524', '#78909c', '#00897b', '#d81b60'] as const;
export const SEAT_INK = ['#ffffff', '#1d1b17', '#ffffff', '#ffffff', '#ffffff', '#ffffff'] as const;

/**
 * The words of the ruins shared by the table's parts, in English and French (the engine's
 * describe.ts says the same in sentences; the browser does not load engine code).
 */
export const t = words({
  en: {
    'kind.start': 'START tile',
    'kind.path': 'path tile',
    'kind.gate': 'gate',
    'kind.teleport-entrance': 'teleport entrance',
    'kind.teleport-exit': 'teleport exit',
    'kind.teleport-to-start': 'teleport to START',
    'side.o': 'out arrow',
    'side.i': 'in arrow',
    'side.-': 'blank',
    'side.w': 'white arrow',
    side: '{direction} {side}',
    direction: '{direction, select, N {north} E {east} S {south} W {west} other {{direction}}}',
    colour: '{colour}',
    'letter.red': 'R',
    'letter.orange': 'O',
    'letter.yellow': 'Y',
    'letter.green': 'G',
    'letter.blue': 'B',
    'letter.purple': 'P',
    count: '{n} {colour}',
    noCounters: 'no counters',
    start: 'START',
    square: '{parts} of START',
    east: '{n} east',
    west: '{n} west',
    north: '{n} north',
    south: '{n} south',
    and: ' and ',
    asPrinted: 'as printed',
    turned: 'turned {degrees}° clockwise',
    seat: 'Seat {n}',
  },
  fr: {
    'kind.start': 'tuile DÉPART',
    'kind.path': 'tuile chemin',
    'kind.gate': 'porte',
    'kind.teleport-entrance': 'entrée de téléporteur',
    'kind.teleport-exit': 'sortie de téléporteur',
    'kind.teleport-to-start': 'téléporteur vers le DÉPART',
    'side.o': 'flèche sortante',
    'side.i': 'flèche entrante',
    'side.-': 'mur',
    'side.w': 'flèche blanche',
    side: '{direction} : {side}',
    direction: '{direction, select, N {nord} E {est} S {sud} W {ouest} other {{direction}}}',
    colour:
      '{colour, select, red {{n, plural, one {rouge} other {rouges}}} orange {orange} yellow {{n, plural, one {jaune} other {jaunes}}} green {{n, plural, one {vert} other {verts}}} blue {{n, plural, one {bleu} other {bleus}}} purple {{n, plural, one {violet} other {violets}}} other {{colour}}}',
    'letter.red': 'R',
    'letter.orange': 'O',
    'letter.yellow': 'J',
    'letter.green': 'V',
    'letter.blue': 'B',
    'letter.purple': 'Vi',
    count: '{n} {colour}',
    noCounters: 'aucun jeton',
    start: 'DÉPART',
    square: '{parts} du DÉPART',
    east: '{n} à l’est',
    west: '{n} à l’ouest',
    north: '{n} au nord',
    south: '{n} au sud',
    and: ' et ',
    asPrinted: 'dans le sens imprimé',
    turned: 'tournée de {degrees}° dans le sens horaire',
    seat: 'Place {n}',
  },
});
type Key = Parameters<typeof t>[0];

/** A tile's kind: "path tile", "gate". */
export const kindWords = (kind: TileKind): string => t(`kind.${kind}` as Key);
/** A direction: "north". */
export const directionWords = (direction: Direction): string => t('direction', { direction });
/** A counter colour; `n` counters for the agreement of the French adjective. */
export const colourWords = (colour: Colour, n = 1): string => t('colour', { colour, n });
/** The letter drawn on a counter of this colour. */
export const colourLetter = (colour: Colour): string => t(`letter.${colour}` as Key);
/** A seat without a name: "Seat 2" (counted from 1, as the pawns are). */
export const seatLabel = (seat: number): string => t('seat', { n: seat + 1 });

/** "3 blue, 1 purple" from counts per colour; "no counters" when empty. */
export function counterWords(counts: Partial<Record<Colour, number>>): string {
  const parts = COLOURS.filter((c) => (counts[c] ?? 0) > 0).map((c) => t('count', { n: counts[c]!, colour: colourWords(c, counts[c]) }));
  return parts.length > 0 ? parts.join(', ') : t('noCounters');
}

/** "north out arrow, east in arrow, ..." for sides written N, E, S, W. */
export function sideWords(sides: string): string {
  const side = (mark: string) => (['o', 'i', '-', 'w'].includes(mark) ? t(`side.${mark}` as Key) : t('side.-'));
  return DIRECTIONS.map((d, i) => t('side', { direction: directionWords(d), side: side(sides[i] ?? '-') })).join(', ');
}

export function pairWords(kind: TileKind, pair: 'A' | 'B' | null): string {
  return pair && (kind === 'teleport-entrance' || kind === 'teleport-exit') ? ` ${pair}` : '';
}

/** "(2 east, 1 north)"-style square names, START for the origin. */
export function squareWords(x: number, y: number): string {
  if (x === 0 && y === 0) return t('start');
  const parts = [...(x !== 0 ? [t(x > 0 ? 'east' : 'west', { n: Math.abs(x) })] : []), ...(y !== 0 ? [t(y > 0 ? 'north' : 'south', { n: Math.abs(y) })] : [])];
  return t('square', { parts: parts.join(t('and')) });
}

export function turnWords(rotation: number): string {
  return rotation === 0 ? t('asPrinted') : t('turned', { degrees: rotation * 90 });
}
