/**
 * The printed components the board draws: tile shapes, card names. They are copies of
 * src/games/space-relics/data.ts (the browser runs no engine code); a unit test
 * (test/web/space-relics-board.test.ts) checks every table against the engine's. The board's size,
 * Caution areas and airlocks differ between rules versions: they come with each view (geometry.ts).
 */
import type { CardView } from '../../../../src/games/space-relics/state.ts';

export type ItemKind = CardView['kind'];

export const LAST_ROUND = 12;

export type Dir8 = 'N' | 'NE' | 'E' | 'SE' | 'S' | 'SW' | 'W' | 'NW';
export const DELTA8: Record<Dir8, readonly [number, number]> = {
  N: [0, -1],
  NE: [1, -1],
  E: [1, 0],
  SE: [1, 1],
  S: [0, 1],
  SW: [-1, 1],
  W: [-1, 0],
  NW: [-1, -1],
};
/** Platform rotations: the direction its squares run from the anchor (0 east, 1 south, 2 west, 3 north). */
export const ROT_DIRS: readonly Dir8[] = ['E', 'S', 'W', 'N'];
export const ROT_WORDS: readonly string[] = ['east', 'south', 'west', 'north'];

/** A gallery tile is GALLERY_SIZE x GALLERY_SIZE squares, on every board. */
export const GALLERY_SIZE = 3;

/**
 * Gallery tiles by id, as rows: '.' floor, '#' wall, 'A' artifact, 'I'/'J' item, 'B' Heart of Sol.
 * Ids 1-8 are the galleries of rules versions 1-2, 9-16 those of version 3; a match's view names
 * the ids it laid, so each version draws its own.
 */
export const GALLERY_ROWS: readonly (readonly [string, string, string])[] = [
  ['...', '.B.', '...'],
  ['A.#', '...', '#IJ'],
  ['#.A', '.I.', 'J.#'],
  ['I.J', '#.#', '.A.'],
  ['.A.', '#.#', 'I.J'],
  ['J#I', '...', 'A#.'],
  ['A#.', '...', 'I#J'],
  ['I.#', '.#.', 'J.A'],
  ['#.I', 'A..', 'J.#'],
  ['I.J', '#A#', '.#.'],
  ['J.I', '#A#', '.#.'],
  ['.#.', '#A#', 'I.J'],
  ['.#.', '#A#', 'J.I'],
  ['I#.', '.A#', 'J#.'],
  ['J#.', '.A#', 'I#.'],
  ['.#I', '#A.', '.#J'],
  ['.#J', '#A.', '.#I'],
];

export type PlatformKind = 'single' | 'singleWalled' | 'double' | 'doubleWalled';
export const PLATFORM_SQUARES: Record<PlatformKind, readonly ('move' | 'wall')[]> = {
  single: ['move'],
  singleWalled: ['move', 'wall'],
  double: ['move', 'move'],
  doubleWalled: ['move', 'move', 'wall'],
};
export const PLATFORM_LABEL: Record<PlatformKind, string> = { single: '#1', singleWalled: '#1', double: '#2', doubleWalled: '#2' };
/** Platform tile ids 0-19 by kind: 6 single, 4 single walled, 6 double, 4 double walled. */
export function platformKindOf(id: number): PlatformKind {
  if (id < 6) return 'single';
  if (id < 10) return 'singleWalled';
  if (id < 16) return 'double';
  return 'doubleWalled';
}

export const ITEM_NAMES: Record<ItemKind, string> = {
  powerPack: 'Raygun Power Pack',
  tape: 'Bit of Tape',
  booster: 'Vitality Booster Shot',
  adrenaline: 'Adrenaline Injection',
  grapple: 'Grapple Gun',
  doorway: 'Transdimensional Doorway',
  o2: 'Canister of O2',
  keycard: 'Curator Keycard',
  rocketpack: 'Rocketpack',
  foamGun: 'Foam Gun',
  heatRay: 'Heat Ray',
  hack1: 'Platform Hack 1',
  hack2: 'Platform Hack 2',
  securityHack: 'Security Hack',
  freezeRay: 'Freeze Ray',
  blaster: 'Blaster',
  shield: 'Shield Generator Band',
};

/** A few words on each item card, for its tooltip. */
export const ITEM_TEXTS: Record<ItemKind, string> = {
  powerPack: 'Discard to recharge a raygun with 2 charges or your suit with 2 AP.',
  tape: 'Discard to seal a hole in your suit for no AP.',
  booster: 'Discard to recover 3 AP.',
  adrenaline: 'Discard: movement this turn is 2 spaces per 1 AP and gets you past the guns.',
  grapple: '2 charges. Swing over 2 non-walled spaces in a straight orthogonal line for no AP.',
  doorway: 'Place a door on a wall of your tile and one on a wall of another tile; stepping into a door (1 AP) brings you to the other.',
  o2: 'Discard to regain 2 AP.',
  keycard: 'Discard (1 AP) to disable the trap of the artifact you pick up.',
  rocketpack: '1 AP: move up to 4 non-walled spaces in a straight line, diagonals allowed.',
  foamGun: '2 charges. Patch your suit or put out a fire.',
  heatRay: 'Raygun, 3 charges. Thaw freezing, stop plants, take out a security gun.',
  hack1: 'Discard to draw a platform tile and place it anywhere at no cost.',
  hack2: 'Discard to rotate your current platform or any empty platform.',
  securityHack: 'Discard to disable one security gun.',
  freezeRay: 'Raygun, 3 charges. Stop plants, negate acid, put out fires.',
  blaster: '2 charges. Take out a security gun, stop a hidden gun, disable a laser net.',
  shield: '2 charges. A charge turns the shield on; it takes the next hit or a round of radiation.',
};

/** Artifact cards by id: 0 is the Heart of Sol. */
export const ARTIFACTS: readonly { name: string; value: number }[] = [
  { name: 'Heart of Sol', value: 12 },
  { name: 'Mecurial Salamander', value: 6 },
  { name: 'Venusian Dragonfly', value: 7 },
  { name: 'Lunar Sickle', value: 8 },
  { name: 'Cererian Flower', value: 8 },
  { name: 'Martian Spearhead', value: 8 },
  { name: 'Jovian Scepter', value: 6 },
  { name: 'Saturnian Hourglass', value: 7 },
  { name: 'Uranium Gem', value: 8 },
  { name: 'Neptunian Shell', value: 7 },
];

/** Each seat's colour and a word for it (colour is never the only cue: pawns carry the seat number). */
export const SEAT_COLOURS: readonly { fill: string; word: string }[] = [
  { fill: '#e4572e', word: 'red' },
  { fill: '#3a86ff', word: 'blue' },
  { fill: '#2fa84f', word: 'green' },
  { fill: '#b15cd6', word: 'violet' },
];
