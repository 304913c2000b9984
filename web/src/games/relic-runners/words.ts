import type { TileFace } from '../../../../src/games/relic-runners/view.ts';
import { currentLocale, words } from '../../i18n.ts';

/**
 * Words and colours of the Relic Runners table. The engine's describe.ts says the same things in
 * sentences; the board needs them short (a tile is a few centimetres wide) and cannot import
 * engine code into the browser, so they are restated here, in English and French.
 */

const EFFECT_IDS = [
  'pointsPerIvory', 'pointsPerRation', 'pointsPerExtraRelic', 'pointsPerPathway', 'pointsPerToolbox', 'extraTurn', 'midChainTrail', 'peek',
  'replenish', 'doublePathway', 'pathwayAnywhere', 'teleport', 'pathwayPoint', 'firstExplorer', 'templeBonus', 'opponentMovesRation',
  'campExtraRation', 'leaveCampFlip', 'score3', 'toolboxStep', 'twoRations', 'newToolbox', 'teleportCamp', 'movePathway', 'adjacentAction', 'flipTwo',
] as const;

/** The words of the table shared by its parts (a tile power in a few words on the tile, and in a sentence in its title and label). */
export const t = words({
  en: {
    'short.pointsPerIvory': '3/ivory',
    'short.pointsPerRation': '2/ration',
    'short.pointsPerExtraRelic': '5/extra relic',
    'short.pointsPerPathway': '1/pathway',
    'short.pointsPerToolbox': '4/toolbox',
    'short.extraTurn': 'extra turn',
    'short.midChainTrail': 'mid-chain trail',
    'short.peek': 'peek',
    'short.replenish': 'refill',
    'short.doublePathway': '2 pathways',
    'short.pathwayAnywhere': 'pathway anywhere',
    'short.teleport': 'teleport',
    'short.pathwayPoint': '1/placed',
    'short.firstExplorer': 'first explorer',
    'short.templeBonus': 'temple +1',
    'short.opponentMovesRation': 'ration on moves',
    'short.campExtraRation': 'camp +1',
    'short.leaveCampFlip': 'camp flip',
    'short.score3': '3 VP',
    'short.toolboxStep': '+1 step',
    'short.twoRations': '+2 rations',
    'short.newToolbox': '+toolbox',
    'short.teleportCamp': 'to camp',
    'short.movePathway': 'move pathway',
    'short.adjacentAction': 'adjacent',
    'short.flipTwo': 'flip 2',
    'long.pointsPerIvory': '3 VP per ivory tile at the end',
    'long.pointsPerRation': '2 VP per ration at the end',
    'long.pointsPerExtraRelic': '5 VP per extra relic of a colour at the end',
    'long.pointsPerPathway': '1 VP per pathway on the board at the end',
    'long.pointsPerToolbox': '4 VP per toolbox on the table at the end',
    'long.extraTurn': 'an extra turn after the last round',
    'long.midChainTrail': 'an unfamiliar trail in the middle of a chain',
    'long.peek': 'peek at a whole temple and pick any tile',
    'long.replenish': 'refill to 5 rations at the start of a turn',
    'long.doublePathway': 'place two pathways',
    'long.pathwayAnywhere': 'place a pathway anywhere',
    'long.teleport': 'teleport to a temple of the same colour',
    'long.pathwayPoint': '1 VP per pathway placed',
    'long.firstExplorer': '1 VP for the first exploration of a site',
    'long.templeBonus': '+1 VP whenever you score at a temple',
    'long.opponentMovesRation': '1 ration when an opponent moves a pathway',
    'long.campExtraRation': '1 extra ration at Base Camp',
    'long.leaveCampFlip': 'flip a token when leaving Base Camp',
    'long.score3': '3 VP',
    'long.toolboxStep': 'one toolbox step',
    'long.twoRations': '2 rations',
    'long.newToolbox': 'a reserve toolbox onto the table',
    'long.teleportCamp': 'teleport to Base Camp',
    'long.movePathway': 'move one of your pathways anywhere',
    'long.adjacentAction': 'the action of an adjacent ruin or temple',
    'long.flipTwo': 'flip up to 2 tokens',
    tileBlue: 'level-{level} blue tile worth {value}',
    tileEffect: 'level-{level} {color} tile: {effect}',
    color: '{color}',
    templeColor: '{color}',
    branch: '{branch}',
    'action.machete.1': 'temple action here without a ration',
    'action.machete.2': 'take 2 rations',
    'action.machete.3': '4 VP per relic held',
    'action.compass.1': 'move 1 pathway anywhere',
    'action.compass.2': 'move 2 pathways anywhere',
    'action.compass.3': '2 VP per pathway in your longest route',
    'action.shovel.1': 'a reserve toolbox, or 2 VP',
    'action.shovel.2': 'place a pathway next to you',
    'action.shovel.3': 'double every VP this turn',
    'relic.green': 'green toad',
    'relic.ivory': 'white skull',
    'relic.blue': 'blue bird',
    'relic.purple': 'purple juju',
    'letter.green': 'T',
    'letter.ivory': 'S',
    'letter.blue': 'B',
    'letter.purple': 'J',
    'seatColor.0': 'red',
    'seatColor.1': 'yellow',
    'seatColor.2': 'teal',
    'seatColor.3': 'black',
    'seatColor.4': 'pink',
    camp: 'Base Camp',
    seat: 'Seat {n}',
    level: 'L{level}',
  },
  fr: {
    'short.pointsPerIvory': '3/ivoire',
    'short.pointsPerRation': '2/ration',
    'short.pointsPerExtraRelic': '5/relique en +',
    'short.pointsPerPathway': '1/chemin',
    'short.pointsPerToolbox': '4/boîte',
    'short.extraTurn': 'tour en +',
    'short.midChainTrail': 'sentier au milieu',
    'short.peek': 'coup d’œil',
    'short.replenish': 'remplir',
    'short.doublePathway': '2 chemins',
    'short.pathwayAnywhere': 'chemin partout',
    'short.teleport': 'téléport',
    'short.pathwayPoint': '1/posé',
    'short.firstExplorer': 'premier venu',
    'short.templeBonus': 'temple +1',
    'short.opponentMovesRation': 'ration si déplacé',
    'short.campExtraRation': 'camp +1',
    'short.leaveCampFlip': 'jeton au départ',
    'short.score3': '3 PV',
    'short.toolboxStep': '+1 niveau',
    'short.twoRations': '+2 rations',
    'short.newToolbox': '+boîte',
    'short.teleportCamp': 'au camp',
    'short.movePathway': 'déplacer chemin',
    'short.adjacentAction': 'voisin',
    'short.flipTwo': 'retourner 2',
    'long.pointsPerIvory': '3 PV par tuile ivoire en fin de partie',
    'long.pointsPerRation': '2 PV par ration en fin de partie',
    'long.pointsPerExtraRelic': '5 PV par relique supplémentaire d’une même couleur en fin de partie',
    'long.pointsPerPathway': '1 PV par chemin sur le plateau en fin de partie',
    'long.pointsPerToolbox': '4 PV par boîte à outils sur le tableau en fin de partie',
    'long.extraTurn': 'un tour de plus après le dernier tour de jeu',
    'long.midChainTrail': 'un sentier inconnu au milieu d’une chaîne',
    'long.peek': 'regarder tout un temple et y prendre la tuile de son choix',
    'long.replenish': 'remonter à 5 rations en début de tour',
    'long.doublePathway': 'poser deux chemins',
    'long.pathwayAnywhere': 'poser un chemin n’importe où',
    'long.teleport': 'se téléporter vers un temple de la même couleur',
    'long.pathwayPoint': '1 PV par chemin posé',
    'long.firstExplorer': '1 PV pour la première exploration d’un site',
    'long.templeBonus': '+1 PV chaque fois que vous marquez dans un temple',
    'long.opponentMovesRation': '1 ration quand un adversaire déplace un chemin',
    'long.campExtraRation': '1 ration de plus au camp de base',
    'long.leaveCampFlip': 'retourner un jeton en quittant le camp de base',
    'long.score3': '3 PV',
    'long.toolboxStep': 'une progression de boîte à outils',
    'long.twoRations': '2 rations',
    'long.newToolbox': 'une boîte à outils de la réserve sur le tableau',
    'long.teleportCamp': 'se téléporter au camp de base',
    'long.movePathway': 'déplacer un de vos chemins n’importe où',
    'long.adjacentAction': 'l’action d’une ruine ou d’un temple voisin',
    'long.flipTwo': 'retourner jusqu’à 2 jetons',
    tileBlue: 'tuile bleue de niveau {level} valant {value}',
    tileEffect: 'tuile {color, select, ivory {ivoire} purple {violette} blue {bleue} other {{color}}} de niveau {level} : {effect}',
    color: '{color, select, ivory {ivoire} purple {violette} blue {bleue} green {verte} other {{color}}}',
    templeColor: '{color, select, ivory {ivoire} purple {violet} blue {bleu} other {{color}}}',
    branch: '{branch, select, machete {machette} compass {boussole} shovel {pelle} other {{branch}}}',
    'action.machete.1': 'action du temple ici sans ration',
    'action.machete.2': 'prendre 2 rations',
    'action.machete.3': '4 PV par relique possédée',
    'action.compass.1': 'déplacer 1 chemin n’importe où',
    'action.compass.2': 'déplacer 2 chemins n’importe où',
    'action.compass.3': '2 PV par chemin de votre plus longue route',
    'action.shovel.1': 'une boîte de la réserve, ou 2 PV',
    'action.shovel.2': 'poser un chemin à côté de vous',
    'action.shovel.3': 'doubler tous les PV de ce tour',
    'relic.green': 'crapaud vert',
    'relic.ivory': 'tête de mort blanche',
    'relic.blue': 'oiseau bleu',
    'relic.purple': 'juju violet',
    'letter.green': 'C',
    'letter.ivory': 'T',
    'letter.blue': 'O',
    'letter.purple': 'J',
    'seatColor.0': 'rouge',
    'seatColor.1': 'jaune',
    'seatColor.2': 'turquoise',
    'seatColor.3': 'noir',
    'seatColor.4': 'rose',
    camp: 'Camp de base',
    seat: 'Place {n}',
    level: 'Niv.{level}',
  },
});

type Key = Parameters<typeof t>[0];
const isEffect = (effect: string): effect is (typeof EFFECT_IDS)[number] => (EFFECT_IDS as readonly string[]).includes(effect);

/** The power printed on an ivory or purple tile (blue tiles carry a value instead). */
export function effectOf(face: TileFace): string {
  return face.color === 'blue' ? '' : face.effect;
}

export function effectShort(effect: string): string {
  return isEffect(effect) ? t(`short.${effect}`) : effect;
}
export function effectLong(effect: string): string {
  return isEffect(effect) ? t(`long.${effect}`) : effect;
}

/** A tile as the reader sees it: "level-2 ivory: teleport to …", "level-1 blue worth 5". */
export function tileWords(face: TileFace): string {
  if (face.color === 'blue') return t('tileBlue', { level: face.level, value: face.value });
  return t('tileEffect', { level: face.level, color: face.color, effect: effectLong(face.effect) });
}

export type Branch = 'machete' | 'compass' | 'shovel';
export const BRANCHES: readonly Branch[] = ['machete', 'compass', 'shovel'];

/** What each toolbox of the Progression Table does, by branch and level (1-3). */
export function toolboxAction(branch: Branch, level: number): string {
  return t(`action.${branch}.${level}` as Key);
}

/** A branch of the Progression Table, by its tool's name. */
export const branchName = (branch: string): string => t('branch', { branch });
/** A temple's colour ("blue temple"; feminine in French for tiles and relics: `colorName`). */
export const templeColor = (color: string): string => t('templeColor', { color });
export const colorName = (color: string): string => t('color', { color });

export type RelicColor = 'green' | 'ivory' | 'blue' | 'purple';
export const RELIC_COLORS: readonly RelicColor[] = ['green', 'ivory', 'blue', 'purple'];
/** The relic of each colour, by the name the box gives it, and the letter drawn on it. */
export const relicName = (color: RelicColor): string => t(`relic.${color}`);
export const relicLetter = (color: RelicColor): string => t(`letter.${color}`);

/** A site's name as printed on the map: the West quadrant's sites read O1..O5 in French (ouest). */
export function placeName(name: string): string {
  return currentLocale.get() === 'fr' ? name.replace(/^W(?=\d)/, 'O') : name;
}

/** A tile's level, as printed on it: "L2". */
export const levelTag = (level: number): string => t('level', { level });

/** A seat without a name: "Seat 2" (counted from 1, as the pawns are). */
export const seatLabel = (seat: number): string => t('seat', { n: seat + 1 });

/**
 * Each seat's colour and the dash of its pathways, so pathways are told apart without colour
 * too; pawns carry the seat number. None is a temple colour or the jungle's green.
 */
export const SEAT_STYLES: readonly { color: string; dash: string }[] = [
  { color: '#d2401f', dash: '' },
  { color: '#e0a400', dash: '10 4' },
  { color: '#0e9aa7', dash: '4 3' },
  { color: '#3b3b3b', dash: '12 3 3 3' },
  { color: '#e04f9c', dash: '2 3' },
];

/** A seat colour's name (red, yellow, teal, black, pink). */
export const seatColorName = (seat: number): string => t(`seatColor.${seat % SEAT_STYLES.length}` as Key);

export function seatStyle(seat: number) {
  return SEAT_STYLES[seat % SEAT_STYLES.length]!;
}
