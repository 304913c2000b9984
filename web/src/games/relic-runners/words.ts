import type { TileFace } from '../../../../src/games/relic-runners/view.ts';

/**
 * Words and colours of the Relic Runners table. The engine's describe.ts says the same things in
 * sentences; the board needs them short (a tile is a few centimetres wide) and cannot import
 * engine code into the browser, so they are restated here.
 */

/** A tile power in a few words (on the tile) and in a sentence (its title and label). */
export const EFFECTS: Record<string, { short: string; long: string }> = {
  pointsPerIvory: { short: '3/ivory', long: '3 VP per ivory tile at the end' },
  pointsPerRation: { short: '2/ration', long: '2 VP per ration at the end' },
  pointsPerExtraRelic: { short: '5/extra relic', long: '5 VP per extra relic of a colour at the end' },
  pointsPerPathway: { short: '1/pathway', long: '1 VP per pathway on the board at the end' },
  pointsPerToolbox: { short: '4/toolbox', long: '4 VP per toolbox on the table at the end' },
  extraTurn: { short: 'extra turn', long: 'an extra turn after the last round' },
  midChainTrail: { short: 'mid-chain trail', long: 'an unfamiliar trail in the middle of a chain' },
  peek: { short: 'peek', long: 'peek at a whole temple and pick any tile' },
  replenish: { short: 'refill', long: 'refill to 5 rations at the start of a turn' },
  doublePathway: { short: '2 pathways', long: 'place two pathways' },
  pathwayAnywhere: { short: 'pathway anywhere', long: 'place a pathway anywhere' },
  teleport: { short: 'teleport', long: 'teleport to a temple of the same colour' },
  pathwayPoint: { short: '1/placed', long: '1 VP per pathway placed' },
  firstExplorer: { short: 'first explorer', long: '1 VP for the first exploration of a site' },
  templeBonus: { short: 'temple +1', long: '+1 VP whenever you score at a temple' },
  opponentMovesRation: { short: 'ration on moves', long: '1 ration when an opponent moves a pathway' },
  campExtraRation: { short: 'camp +1', long: '1 extra ration at Base Camp' },
  leaveCampFlip: { short: 'camp flip', long: 'flip a token when leaving Base Camp' },
  score3: { short: '3 VP', long: '3 VP' },
  toolboxStep: { short: '+1 step', long: 'one toolbox step' },
  twoRations: { short: '+2 rations', long: '2 rations' },
  newToolbox: { short: '+toolbox', long: 'a reserve toolbox onto the table' },
  teleportCamp: { short: 'to camp', long: 'teleport to Base Camp' },
  movePathway: { short: 'move pathway', long: 'move one of your pathways anywhere' },
  adjacentAction: { short: 'adjacent', long: 'the action of an adjacent ruin or temple' },
  flipTwo: { short: 'flip 2', long: 'flip up to 2 tokens' },
};

/** The power printed on an ivory or purple tile (blue tiles carry a value instead). */
export function effectOf(face: TileFace): string {
  return face.color === 'blue' ? '' : face.effect;
}

export function effectShort(effect: string): string {
  return EFFECTS[effect]?.short ?? effect;
}
export function effectLong(effect: string): string {
  return EFFECTS[effect]?.long ?? effect;
}

/** A tile as the reader sees it: "level-2 ivory: teleport to …", "level-1 blue worth 5". */
export function tileWords(face: TileFace): string {
  if (face.color === 'blue') return `level-${face.level} blue tile worth ${face.value}`;
  return `level-${face.level} ${face.color} tile: ${effectLong(face.effect)}`;
}

export type Branch = 'machete' | 'compass' | 'shovel';
export const BRANCHES: readonly Branch[] = ['machete', 'compass', 'shovel'];

/** What each toolbox of the Progression Table does, by branch and level (1-3). */
export const TOOLBOX_ACTIONS: Record<Branch, [string, string, string]> = {
  machete: ['temple action here without a ration', 'take 2 rations', '4 VP per relic held'],
  compass: ['move 1 pathway anywhere', 'move 2 pathways anywhere', '2 VP per pathway in your longest route'],
  shovel: ['a reserve toolbox, or 2 VP', 'place a pathway next to you', 'double every VP this turn'],
};

export type RelicColor = 'green' | 'ivory' | 'blue' | 'purple';
export const RELIC_COLORS: readonly RelicColor[] = ['green', 'ivory', 'blue', 'purple'];
/** The relic of each colour, by the name the box gives it, and the letter drawn on it. */
export const RELICS: Record<RelicColor, { name: string; letter: string }> = {
  green: { name: 'green toad', letter: 'T' },
  ivory: { name: 'white skull', letter: 'S' },
  blue: { name: 'blue bird', letter: 'B' },
  purple: { name: 'purple juju', letter: 'J' },
};

/**
 * Each seat's colour and the dash of its pathways, so pathways are told apart without colour
 * too; pawns carry the seat number. None is a temple colour or the jungle's green.
 */
export const SEAT_STYLES: readonly { color: string; dash: string; name: string }[] = [
  { color: '#d2401f', dash: '', name: 'red' },
  { color: '#e0a400', dash: '10 4', name: 'yellow' },
  { color: '#0e9aa7', dash: '4 3', name: 'teal' },
  { color: '#3b3b3b', dash: '12 3 3 3', name: 'black' },
  { color: '#e04f9c', dash: '2 3', name: 'pink' },
];

export function seatStyle(seat: number) {
  return SEAT_STYLES[seat % SEAT_STYLES.length]!;
}
