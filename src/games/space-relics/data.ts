/**
 * All component data of Space Relics. The rulebook lost its board illustration and card
 * manifests, so the board geometry, the tile shapes and the card split below are designed
 * (see RULES.md, "We decided"); every count matches the rulebook's component list.
 */

// ---------------------------------------------------------------- board geometry

export type Dir = 'N' | 'E' | 'S' | 'W';
export const DIRS: readonly Dir[] = ['N', 'E', 'S', 'W'];
export const DELTA: Record<Dir, readonly [number, number]> = { N: [0, -1], E: [1, 0], S: [0, 1], W: [-1, 0] };
export type Dir8 = Dir | 'NE' | 'SE' | 'SW' | 'NW';
export const DIRS8: readonly Dir8[] = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'];
export const DELTA8: Record<Dir8, readonly [number, number]> = {
  ...DELTA,
  NE: [1, -1],
  SE: [1, 1],
  SW: [-1, 1],
  NW: [-1, -1],
};

/** A gallery tile is GALLERY_SIZE x GALLERY_SIZE spaces. */
export const GALLERY_SIZE = 3;
export const CENTRE_AREA = 4;
/** Side galleries (the "C" areas) get one more item marker at setup. */
export const SIDE_AREAS: readonly number[] = [1, 3, 5, 7];

/**
 * The board a museum is laid on: a grid of `width` x `height` spaces (a cell index is
 * y * width + x), its nine large Caution areas and its eight airlocks. Each rules version lays its
 * museum on one (`rules().board`).
 */
export interface MuseumBoard {
  width: number;
  height: number;
  /** Top-left corner of each of the nine large Caution areas, row by row; area 4 is the centre. */
  cautionAreas: readonly (readonly [number, number])[];
  /** Airlocks on the outer ring, by index (the chooseAirlock move's number): starting spaces and exits. */
  airlocks: readonly (readonly [number, number])[];
}

/** Rules versions 1-3: one-space margins, two-space channels between the galleries. */
export const BOARD_15: MuseumBoard = {
  width: 15,
  height: 15,
  cautionAreas: [
    [1, 1], [6, 1], [11, 1],
    [1, 6], [6, 6], [11, 6],
    [1, 11], [6, 11], [11, 11],
  ],
  airlocks: [[5, 0], [9, 0], [14, 5], [14, 9], [9, 14], [5, 14], [0, 9], [0, 5]],
};

/**
 * Rules version 4 (issue 33): version 3's museum with two-space margins and three-space channels,
 * so that every trip is longer than the Last Defense's clock allows for free (RULES.md, "Rules
 * versions"). The airlocks keep their places in the stretched channels.
 */
export const BOARD_19: MuseumBoard = {
  width: 19,
  height: 19,
  cautionAreas: [
    [2, 2], [8, 2], [14, 2],
    [2, 8], [8, 8], [14, 8],
    [2, 14], [8, 14], [14, 14],
  ],
  airlocks: [[7, 0], [11, 0], [18, 7], [18, 11], [11, 18], [7, 18], [0, 11], [0, 7]],
};

/** The widest board of any version: bounds the move schemas' coordinates. */
export const LARGEST_BOARD = BOARD_19;

/**
 * The 16 platform spaces of setup step 6, in the suggested order of layout. Each is the anchor
 * of a tile laid as drawn (rotation 0: its squares run east from the anchor). Rules version 4:
 * version 3's spaces on the 19 x 19 board, where version 3's two channel columns are the first and
 * last of each three-space channel; none touches an airlock.
 */
export const PLATFORM_SLOTS: readonly (readonly [number, number])[] = [
  [5, 5], [10, 5], [5, 13], [10, 13], [5, 7], [10, 7], [5, 11], [10, 11],
  [2, 0], [14, 0], [2, 18], [14, 18], [2, 5], [14, 5], [2, 13], [14, 13],
];
/**
 * Rules version 3 (issue 33): none touches an airlock, so the first steps out of an airlock always
 * need a platform brought (the rulebook's example turns move three platforms before the first step
 * onto a gallery); they lie in the channels' crossings and along the edges between the airlocks.
 */
export const PLATFORM_SLOTS_VERSION_3: readonly (readonly [number, number])[] = [
  [4, 4], [8, 4], [4, 10], [8, 10], [4, 5], [8, 5], [4, 9], [8, 9],
  [1, 0], [11, 0], [1, 14], [11, 14], [1, 4], [11, 4], [1, 10], [11, 10],
];
/** The platform spaces of rules versions 1 and 2 (several beside an airlock or bridging two galleries). */
export const PLATFORM_SLOTS_VERSION_2: readonly (readonly [number, number])[] = [
  [1, 4], [6, 4], [11, 4], [1, 10], [6, 10], [11, 10],
  [1, 5], [11, 5], [1, 9], [11, 9],
  [1, 0], [6, 0], [11, 0], [1, 14], [6, 14], [11, 14],
];

// ---------------------------------------------------------------- platform tiles

export type Square = 'move' | 'wall';

export interface PlatformKind {
  /** '#1' or '#2': its number of move spaces, which is also the AP cost of relocating it. */
  label: string;
  /** Squares from the anchor along the tile's direction (rotation 0 = east, 1 = south, 2 = west, 3 = north). */
  squares: readonly Square[];
  /** Distinct orientations: 1 for a single square, 2 for a symmetric strip, 4 otherwise. */
  rotations: number;
  count: number;
}

export const PLATFORM_KINDS = {
  single: { label: '#1', squares: ['move'], rotations: 1, count: 6 },
  singleWalled: { label: '#1', squares: ['move', 'wall'], rotations: 4, count: 4 },
  double: { label: '#2', squares: ['move', 'move'], rotations: 2, count: 6 },
  doubleWalled: { label: '#2', squares: ['move', 'move', 'wall'], rotations: 4, count: 4 },
} as const satisfies Record<string, PlatformKind>;
export type PlatformKindId = keyof typeof PLATFORM_KINDS;

/** The 20 platform tiles by id. */
export const PLATFORM_TILES: readonly PlatformKindId[] = (Object.keys(PLATFORM_KINDS) as PlatformKindId[]).flatMap((k) =>
  Array.from({ length: PLATFORM_KINDS[k].count }, () => k),
);
export const PLATFORMS_LAID_AT_SETUP = 16;

const MOVE_SPACES = Object.fromEntries(
  (Object.keys(PLATFORM_KINDS) as PlatformKindId[]).map((k) => [k, PLATFORM_KINDS[k].squares.filter((q) => q === 'move').length]),
) as Record<PlatformKindId, number>;

/** Move spaces of a platform kind: '#1' or '#2', also the AP cost of relocating it. */
export function moveSpaces(kind: PlatformKindId): number {
  return MOVE_SPACES[kind];
}

// ---------------------------------------------------------------- gallery tiles

/**
 * A gallery as rows of 3 characters: '.' floor, '#' wall square, 'A' the large space of the
 * blue artifact, 'I' the large space of its item, 'J' the large space of the side galleries'
 * additional item (plain floor elsewhere), 'B' the centre's large space with the Heart of Sol.
 */
export interface GalleryTile {
  name: string;
  rows: readonly [string, string, string];
  /** The security guns in its wall squares, each firing in `dir`; none for the centre. */
  guns: readonly { x: number; y: number; dir: Dir }[];
}

/**
 * Every gallery tile ever printed here, by id (a match stores the ids it laid). Tile 0 is the
 * wall-less centre of every version. Tiles 1-8 are the side and corner galleries of rules versions
 * 1 and 2: two wall squares each, one gun. Tiles 9-16 are those of version 3 (issue 33, RULES.md
 * "Rules versions"): each a shell open on one side, its artifact on the middle space behind three
 * walls, guarded by a gun firing across it, and a second gun in the back wall firing out over the
 * channel behind; same names, two of each opening.
 */
export const GALLERY_TILES: readonly GalleryTile[] = [
  { name: 'Solar Atrium', rows: ['...', '.B.', '...'], guns: [] },
  { name: 'Mercury Hall', rows: ['A.#', '...', '#IJ'], guns: [{ x: 2, y: 0, dir: 'E' }] },
  { name: 'Venus Vault', rows: ['#.A', '.I.', 'J.#'], guns: [{ x: 0, y: 0, dir: 'W' }] },
  { name: 'Earthlight Room', rows: ['I.J', '#.#', '.A.'], guns: [{ x: 0, y: 1, dir: 'W' }] },
  { name: 'Mars Gallery', rows: ['.A.', '#.#', 'I.J'], guns: [{ x: 2, y: 1, dir: 'E' }] },
  { name: 'Jupiter Deck', rows: ['J#I', '...', 'A#.'], guns: [{ x: 1, y: 0, dir: 'N' }] },
  { name: 'Saturn Ring', rows: ['A#.', '...', 'I#J'], guns: [{ x: 1, y: 2, dir: 'S' }] },
  { name: 'Uranus Annex', rows: ['I.#', '.#.', 'J.A'], guns: [{ x: 1, y: 1, dir: 'N' }] },
  { name: 'Neptune Crypt', rows: ['#.I', 'A..', 'J.#'], guns: [{ x: 2, y: 2, dir: 'S' }] },
  // Version 3: open north (9, 10), south (11, 12), west (13, 14), east (15, 16).
  { name: 'Mercury Hall', rows: ['I.J', '#A#', '.#.'], guns: [{ x: 1, y: 2, dir: 'S' }, { x: 2, y: 1, dir: 'W' }] },
  { name: 'Venus Vault', rows: ['J.I', '#A#', '.#.'], guns: [{ x: 1, y: 2, dir: 'S' }, { x: 0, y: 1, dir: 'E' }] },
  { name: 'Earthlight Room', rows: ['.#.', '#A#', 'I.J'], guns: [{ x: 1, y: 0, dir: 'N' }, { x: 0, y: 1, dir: 'E' }] },
  { name: 'Mars Gallery', rows: ['.#.', '#A#', 'J.I'], guns: [{ x: 1, y: 0, dir: 'N' }, { x: 2, y: 1, dir: 'W' }] },
  { name: 'Jupiter Deck', rows: ['I#.', '.A#', 'J#.'], guns: [{ x: 2, y: 1, dir: 'E' }, { x: 1, y: 0, dir: 'S' }] },
  { name: 'Saturn Ring', rows: ['J#.', '.A#', 'I#.'], guns: [{ x: 2, y: 1, dir: 'E' }, { x: 1, y: 2, dir: 'N' }] },
  { name: 'Uranus Annex', rows: ['.#I', '#A.', '.#J'], guns: [{ x: 0, y: 1, dir: 'W' }, { x: 1, y: 0, dir: 'S' }] },
  { name: 'Neptune Crypt', rows: ['.#J', '#A.', '.#I'], guns: [{ x: 0, y: 1, dir: 'W' }, { x: 1, y: 2, dir: 'N' }] },
];
/** The eight non-centre gallery tiles setup shuffles: version 3's, and those of versions 1 and 2. */
export const SIDE_GALLERY_TILES: readonly number[] = [9, 10, 11, 12, 13, 14, 15, 16];
export const SIDE_GALLERY_TILES_VERSION_2: readonly number[] = [1, 2, 3, 4, 5, 6, 7, 8];
export const CENTRE_GALLERY = 0;

// ---------------------------------------------------------------- artifacts

export type TrapKind = 'fire' | 'acid' | 'fear' | 'poison' | 'hiddenGun' | 'malfunction' | 'lifeDrain' | 'laserNet' | 'freeze' | 'none';
export type WeaponKind = 'blaster' | 'heatRay' | 'freezeRay';

export interface ArtifactCard {
  name: string;
  value: number;
  trap: TrapKind;
  /** The active shield absorbs a ray, a bolt or a gun shot (per hit). */
  shieldBlocks: boolean;
  /** Player guns that stop the trap before it springs (one charge). */
  counters: readonly WeaponKind[];
  text: string;
}

/** The 10 artifact cards: the Heart of Sol (id 0, set aside at setup) and the nine of the deck. */
export const ARTIFACTS: readonly ArtifactCard[] = [
  { name: 'Heart of Sol', value: 12, trap: 'none', shieldBlocks: false, counters: [], text: 'Worth 12. Its holder starts each round with 1 less AP; taking it triggers the Last Defense.' },
  { name: 'Mecurial Salamander', value: 6, trap: 'fire', shieldBlocks: false, counters: [], text: 'Fire trap: every move space of this gallery is set on fire; each burning space you move onto burns a hole in your suit.' },
  { name: 'Venusian Dragonfly', value: 7, trap: 'acid', shieldBlocks: false, counters: ['freezeRay'], text: 'Acid spray: a hole in your suit and one of your items is destroyed.' },
  { name: 'Lunar Sickle', value: 8, trap: 'fear', shieldBlocks: true, counters: [], text: 'Fear ray: while on this gallery all your AP costs double.' },
  { name: 'Cererian Flower', value: 8, trap: 'poison', shieldBlocks: false, counters: ['heatRay', 'freezeRay'], text: 'Poisonous thorns: a hole in your suit and start your next round with 3 less AP.' },
  { name: 'Martian Spearhead', value: 8, trap: 'hiddenGun', shieldBlocks: true, counters: ['blaster', 'heatRay'], text: 'A hidden security gun fires twice: 2 holes in your suit.' },
  { name: 'Jovian Scepter', value: 6, trap: 'malfunction', shieldBlocks: true, counters: [], text: 'Bolts of electricity: you cannot control #2 platforms until you have moved two platforms.' },
  { name: 'Saturnian Hourglass', value: 7, trap: 'lifeDrain', shieldBlocks: true, counters: [], text: 'Life drain ray: lose 4 AP.' },
  { name: 'Uranium Gem', value: 8, trap: 'laserNet', shieldBlocks: false, counters: [], text: 'Laser net over the gallery: nobody on it can move until it is disabled with a blaster, a raygun charge, or 5 AP.' },
  { name: 'Neptunian Shell', value: 7, trap: 'freeze', shieldBlocks: true, counters: ['heatRay'], text: 'Freeze ray: your movement costs double until you have moved 4 spaces.' },
];
export const HEART_OF_SOL = 0;

// ---------------------------------------------------------------- items

export type ItemKind =
  | 'powerPack' | 'tape' | 'booster' | 'adrenaline' | 'grapple' | 'doorway' | 'o2' | 'keycard'
  | 'rocketpack' | 'foamGun' | 'heatRay' | 'hack1' | 'hack2' | 'securityHack' | 'freezeRay'
  | 'blaster' | 'shield';

export interface ItemInfo {
  name: string;
  /** Copies among the 22 item cards (blasters and shields are their own 4 + 4 cards). */
  count: number;
  /** Charges the card holds when received. */
  charges: number;
  raygun: boolean;
  text: string;
}

export const ITEMS: Record<ItemKind, ItemInfo> = {
  powerPack: { name: 'Raygun Power Pack', count: 2, charges: 0, raygun: false, text: 'Discard to recharge a raygun with 2 charges or your suit with 2 AP.' },
  tape: { name: 'Bit of Tape', count: 2, charges: 0, raygun: false, text: 'Discard to seal a hole in your suit for no AP.' },
  booster: { name: 'Vitality Booster Shot', count: 2, charges: 0, raygun: false, text: 'Discard to recover 3 AP.' },
  adrenaline: { name: 'Adrenaline Injection', count: 1, charges: 0, raygun: false, text: 'Discard: movement this turn is 2 spaces per 1 AP and gets you past the guns.' },
  grapple: { name: 'Grapple Gun', count: 1, charges: 2, raygun: false, text: '2 charges. Swing over 2 non-walled spaces in a straight orthogonal line for no AP.' },
  doorway: { name: 'Transdimensional Doorway', count: 1, charges: 0, raygun: false, text: 'Place a door on a wall of your tile and one on a wall of another tile; stepping into a door (1 AP) brings you to the other.' },
  o2: { name: 'Canister of O2', count: 2, charges: 0, raygun: false, text: 'Discard to regain 2 AP.' },
  keycard: { name: 'Curator Keycard', count: 2, charges: 0, raygun: false, text: 'Discard (1 AP) to disable the trap of the artifact you pick up.' },
  rocketpack: { name: 'Rocketpack', count: 1, charges: 0, raygun: false, text: '1 AP: move up to 4 non-walled spaces in a straight line, diagonals allowed.' },
  foamGun: { name: 'Foam Gun', count: 1, charges: 2, raygun: false, text: '2 charges. Patch your suit or put out a fire.' },
  heatRay: { name: 'Heat Ray', count: 1, charges: 3, raygun: true, text: 'Raygun, 3 charges. Thaw freezing, stop plants, take out a security gun.' },
  hack1: { name: 'Platform Hack 1', count: 2, charges: 0, raygun: false, text: 'Discard to draw a platform tile and place it anywhere at no cost.' },
  hack2: { name: 'Platform Hack 2', count: 2, charges: 0, raygun: false, text: 'Discard to rotate your current platform or any empty platform.' },
  securityHack: { name: 'Security Hack', count: 1, charges: 0, raygun: false, text: 'Discard to disable one security gun.' },
  freezeRay: { name: 'Freeze Ray', count: 1, charges: 3, raygun: true, text: 'Raygun, 3 charges. Stop plants, negate acid, put out fires.' },
  blaster: { name: 'Blaster', count: 4, charges: 2, raygun: false, text: '2 charges. Take out a security gun, stop a hidden gun, disable a laser net.' },
  shield: { name: 'Shield Generator Band', count: 4, charges: 2, raygun: false, text: '2 charges. A charge turns the shield on; it takes the next hit or a round of radiation.' },
};

const ITEM_DECK_KINDS: readonly ItemKind[] = [
  'powerPack', 'tape', 'booster', 'adrenaline', 'grapple', 'doorway', 'o2', 'keycard',
  'rocketpack', 'foamGun', 'heatRay', 'hack1', 'hack2', 'securityHack', 'freezeRay',
];

/** Every card a player can hold, by id: the 22 item cards (0-21), then 4 blasters and 4 shields (22-29). */
export const CARDS: readonly ItemKind[] = [
  ...ITEM_DECK_KINDS.flatMap((k) => Array.from({ length: ITEMS[k].count }, () => k)),
  ...Array.from({ length: 4 }, (): ItemKind => 'blaster'),
  ...Array.from({ length: 4 }, (): ItemKind => 'shield'),
];
export const ITEM_CARD_COUNT = 22;
export const STARTER_CARD_IDS: readonly number[] = [22, 23, 24, 25, 26, 27, 28, 29];

// ---------------------------------------------------------------- counts and numbers

export const TOTAL_CHARGES = 30;
export const STARTING_CHARGES = 2;
export const FIRE_MARKERS = 8;
export const SHIELD_MARKERS = 4;
export const ITEM_MARKERS = 12;
export const DOORWAY_MARKERS = 2;
export const BLUE_ARTIFACT_MARKERS = 8;

export const STARTING_AP = 12;
/** Round 12 is the last with any air: a 13th round would start at 0 AP. */
export const LAST_ROUND = 12;
export const AP_COST = {
  pickUp: 2,
  patch: 2,
  keycard: 1,
  rocket: 1,
  netByHand: 5,
} as const;
export const PENALTY = { heart: 1, poison: 3, lifeDrain: 4 } as const;
export const GAIN = { o2: 2, booster: 3, powerPack: 2 } as const;
export const FREEZE_SPACES = 4;
export const MALFUNCTION_PLATFORMS = 2;
export const ROCKET_RANGE = 4;
export const GRAPPLE_SPAN = 2;
