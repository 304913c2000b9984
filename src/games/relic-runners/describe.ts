import { eventData, genericEvent, num, seatName, str, type GameEvent, type Locale, type SeatNames } from '../../engine/index.js';
import { LOCATIONS, otherEnd, tile, type Level } from './data.js';
import { boardMap } from './versions.js';
import type { RelicRunnersMove as Move } from './moves.js';
import type { RelicRunnersView as View, TileFace } from './view.js';
import { words, type WordKey } from './words.js';

type T = ReturnType<typeof words>;
/** How a French place or trail is introduced: "au camp de base", "du sentier 3", "le temple bleu N3". */
type Form = 'to' | 'of' | 'the';

const EFFECTS = new Set([
  'pointsPerIvory', 'pointsPerRation', 'pointsPerExtraRelic', 'pointsPerPathway', 'pointsPerToolbox', 'extraTurn', 'midChainTrail', 'peek',
  'replenish', 'doublePathway', 'pathwayAnywhere', 'teleport', 'pathwayPoint', 'firstExplorer', 'templeBonus', 'opponentMovesRation',
  'campExtraRation', 'leaveCampFlip', 'score3', 'toolboxStep', 'twoRations', 'newToolbox', 'teleportCamp', 'movePathway', 'adjacentAction', 'flipTwo',
]);
const REASONS = new Set([
  'first-explorer', 'temple-bonus', 'ivory-discard', 'purple', 'pathway-point', 'toolbox-relics', 'toolbox-longest-route', 'toolbox-shovel',
  'relic-expedition', 'doubled', 'doubled-blue-tile',
]);

/** A site's name in the reader's language: the West quadrant's sites read O1..O5 in French. */
export function siteName(name: string, locale: Locale = 'en'): string {
  return locale === 'fr' ? name.replace(/^W(?=\d)/, 'O') : name;
}

/** What a tile power does, in a few words (the effect ids of data.ts). */
function effectWords(t: T, effect: unknown): string {
  const id = str(effect);
  return EFFECTS.has(id) ? t(`effect.${id}` as WordKey) : id;
}

function toolboxWords(t: T, branch: string, level: number): string {
  return ['machete', 'compass', 'shovel'].includes(branch) && [1, 2, 3].includes(level) ? t(`toolbox.${branch}.${level}` as WordKey) : '';
}

/** "Base Camp", "the ruin N1", "the blue temple N3" (temple colours are public). */
function place(t: T, locale: Locale, view: View, location: number, form: Form): string {
  const site = view.sites.find((s) => s.location === location);
  const known = site?.name ?? LOCATIONS[location]?.name;
  const name = known === undefined ? t('location', { id: location, form }) : siteName(known, locale);
  if (site?.kind === 'camp' || location === 0) return t('placeCamp', { form });
  if (site?.kind === 'ruin') return t('placeRuin', { name, form });
  return site?.color ? t('placeTemple', { color: site.color, name, form }) : t('placeTempleNoColor', { name, form });
}

/** "trail 3 (N1–N3)". */
function trail(t: T, locale: Locale, id: number, form: Form = 'the'): string {
  const found = boardMap().trails[id];
  if (!found) return t('trailBare', { id, form });
  const end = (l: number) => (l === 0 ? t('campEnd') : siteName(LOCATIONS[l]?.name ?? String(l), locale));
  return t('trail', { kind: found.kind, id, from: end(found.ends[0]), to: end(found.ends[1]), form });
}

function faceWords(t: T, face: TileFace): string {
  if (face.color === 'blue') return t('faceBlue', { level: face.level, value: face.value });
  return t('faceEffect', { level: face.level, color: face.color, effect: effectWords(t, face.effect) });
}

/** A tile that was face up when it left (discards, ivory and purple tiles): static data by id. */
function tileWords(t: T, id: unknown): string {
  const found = typeof id === 'number' ? tile(id) : undefined;
  if (!found) return t('tileAny');
  return found.color === 'blue'
    ? t('tileBlue', { level: found.level })
    : t('faceEffect', { level: found.level, color: found.color, effect: effectWords(t, found.effect) });
}

function here(view: View): number {
  const me = view.explorers.find((e) => e.seat === view.seat) ?? view.explorers.find((e) => e.seat === view.turn.seat);
  return me?.location ?? 0;
}

export function describeMove(move: Move, view: View, _names?: SeatNames, locale: Locale = 'en'): string {
  const t = words(locale);
  const at = (location: number, form: Form) => place(t, locale, view, location, form);
  switch (move.type) {
    case 'step':
      return t('move.step', { trail: trail(t, locale, move.trail), place: at(otherEnd(move.trail, here(view), boardMap()), 'to') });
    case 'stopMove':
      return t('move.stopMove', { place: at(here(view), 'to') });
    case 'teleport':
      return t('move.teleport', { place: at(move.to, 'to') });
    case 'replenish':
      return t('move.replenish');
    case 'explore':
      return t(move.peek ? 'move.explorePeek' : 'move.explore', { place: at(here(view), 'the') });
    case 'useToolbox': {
      const what =
        move.branch === 'shovel' && move.level === 1
          ? t(move.choice === 'toolbox' ? 'move.shovelToolbox' : 'move.shovelPoints')
          : toolboxWords(t, move.branch, move.level as Level);
      return t('move.useToolbox', { level: move.level, branch: t('branch', { branch: move.branch }), what });
    }
    case 'climb':
      return move.level === 0
        ? t('move.climbBottom', { branch: t('branch', { branch: move.branch }) })
        : t('move.climb', { branch: t('branch', { branch: move.branch }), level: move.level, next: move.level + 1 });
    case 'placePathway':
      return t('move.placePathway', { trail: trail(t, locale, move.trail), ivory: move.ivory ? 'yes' : 'no' });
    case 'liftPathway':
      return t('move.liftPathway', { trail: trail(t, locale, move.trail, 'of') });
    case 'dropPathway':
      return t('move.dropPathway', { trail: trail(t, locale, move.trail) });
    case 'keepIvory': {
      const prompt = view.prompt?.kind === 'ivoryChoice' ? view.prompt : null;
      const fresh = prompt ? faceWords(t, prompt.newTile) : t('freshIvory');
      return t(move.keep === 'new' ? 'move.keepNew' : 'move.keepOld', { fresh });
    }
    case 'pickTile': {
      const shown = view.prompt?.kind === 'pickTile' ? view.prompt.tiles?.[move.position] : undefined;
      return shown
        ? t('move.pickTileShown', { position: move.position + 1, face: faceWords(t, shown) })
        : t('move.pickTile', { position: move.position + 1 });
    }
    case 'flipToken': {
      const up = view.tokens.find((token) => token.trail === move.trail)?.faceUp;
      return t('move.flipToken', { trail: trail(t, locale, move.trail, 'of'), to: up === undefined ? 'unknown' : up ? 'down' : 'up' });
    }
    case 'stopFlipping':
      return t('move.stopFlipping');
    case 'adjacentAction':
      return t('move.adjacentAction', { place: at(move.location, 'of') });
    case 'endTurn':
      return t('move.endTurn');
  }
}

export function describeEvent(event: GameEvent, view: View, names?: SeatNames, locale: Locale = 'en'): string {
  const t = words(locale);
  const d = eventData(event);
  const who = seatName(num(d.seat), names, locale);
  const at = (location: unknown, form: Form) => place(t, locale, view, num(location), form);
  const path = (id: unknown, form: Form = 'the') => trail(t, locale, num(id), form);
  switch (event.type) {
    case 'turnStarted':
      return t('event.turnStarted', { who });
    case 'extraTurn':
      return t('event.extraTurn', { who });
    case 'turnEnded':
      return t('event.turnEnded', { who });
    case 'stepped':
      return t('event.stepped', { who, trail: path(d.trail), place: at(d.to, 'to'), familiar: d.familiar === true ? 'yes' : 'no' });
    case 'teleported':
      return t('event.teleported', { who, place: at(d.to, 'to') });
    case 'moveFinished':
      return t('event.moveFinished', { who, place: at(d.at, 'to'), trails: num(d.trails) });
    case 'tokenFlipped':
      return t('event.tokenFlipped', { trail: path(d.trail, 'of'), up: d.faceUp === true ? 'yes' : 'no' });
    case 'tokensReset':
      return t('event.tokensReset', { who });
    case 'rationsTaken':
      return t('event.rationsTaken', { who, rations: num(d.rations) });
    case 'relicCollected':
      return t('event.relicCollected', { who, color: str(d.color), place: at(d.location, 'to') });
    case 'lastRound':
      return t('event.lastRound', { who: seatName(num(d.triggeredBy), names, locale), relics: num(d.relics) });
    case 'pathwayPlaced':
      return t('event.pathwayPlaced', { who, trail: path(d.trail) });
    case 'pathwayMoved':
      return t('event.pathwayMoved', { who, from: path(d.from, 'of'), to: path(d.to) });
    case 'explored':
      return t('event.explored', { who, place: at(d.site, 'the'), peek: d.peek === true ? 'yes' : 'no' });
    case 'ruinExplored':
      return t('event.ruinExplored', { who, place: at(d.site, 'the'), tiles: num(d.tilesLeft) });
    case 'shrineRevealed':
      return t('event.shrineRevealed', { place: at(d.site, 'of'), relic: t('relicWithArticle', { color: str(d.relic) }) });
    case 'ivoryTaken':
      return t('event.ivoryTaken', { who, tile: tileWords(t, d.tile), place: at(d.site, 'of') });
    case 'blueTaken':
      return t('event.blueTaken', { who, level: num(d.level), place: at(d.site, 'of') });
    case 'blueTileSeen':
      return t('event.blueTileSeen', { who, place: at(d.site, 'of'), value: num(d.value) });
    case 'purpleTaken':
      return t('event.purpleTaken', { who, place: at(d.site, 'of'), effect: effectWords(t, d.effect) });
    case 'purpleRevealed':
      return t('event.purpleRevealed', { place: at(d.site, 'of'), effect: effectWords(t, d.effect) });
    case 'ivoryKept':
      return t('event.ivoryKept', { who, kept: d.kept === 'old' ? 'old' : 'new', tile: tileWords(t, d.discarded) });
    case 'ivoryUsed':
      return t('event.ivoryUsed', { who, tile: tileWords(t, d.tile) });
    case 'blueRevealed':
      return t('event.blueRevealed', { who, value: num(d.value) });
    case 'templePeeked': {
      const tiles = Array.isArray(d.topFirst) ? (d.topFirst as TileFace[]) : [];
      return t('event.templePeeked', { place: at(d.site, 'of'), tiles: tiles.map((face) => faceWords(t, face)).join('; ') });
    }
    case 'toolboxAdded':
      return t('event.toolboxAdded', { who });
    case 'toolboxUsed': {
      const branch = str(d.branch);
      const level = num(d.level);
      const what =
        branch === 'shovel' && level === 1 ? t(d.choice === 'toolbox' ? 'event.shovelToolbox' : 'event.shovelPoints') : toolboxWords(t, branch, level);
      return t('event.toolboxUsed', { who, level, branch: t('branch', { branch }), what });
    }
    case 'toolboxClimbed':
      return t('event.toolboxClimbed', { who, to: num(d.to), branch: t('branch', { branch: str(d.branch) }) });
    case 'scored': {
      const reason = str(d.reason);
      return REASONS.has(reason)
        ? t('event.scoredWhy', { who, points: num(d.points), reason: t(`reason.${reason}` as WordKey) })
        : t('event.scored', { who, points: num(d.points) });
    }
    case 'gameOver': {
      const sheets = Array.isArray(d.scores) ? (d.scores as { seat: number; total: number }[]) : [];
      return t('event.gameOver', { scores: sheets.map((s) => `${seatName(s.seat, names, locale)} ${s.total}`).join(', ') });
    }
    default:
      return genericEvent(event, names, locale);
  }
}
