import { eventData, genericEvent, humanize, listing, num, seatName, str, type GameEvent, type Locale, type SeatNames } from '../../engine/index.js';
import { xOf, yOf } from './board.js';
import { ARTIFACTS, CARDS, ITEMS, PLATFORM_KINDS, type ItemKind, type PlatformKindId } from './data.js';
import type { SpaceRelicsMove as Move } from './moves.js';
import type { SpaceRelicsView as View } from './view.js';
import { FEMININE_ARTIFACTS, FEMININE_ITEMS, words } from './words.js';

type T = ReturnType<typeof words>;

const dir = (t: T, d: unknown) => t('dir', { dir: str(d) });
/** Platform rotations: the direction the squares run from the anchor. */
const rot = (t: T, r: unknown) => t('rot', { rot: String(num(r)) });
const space = (t: T, cell: number) => t('space', { x: xOf(cell), y: yOf(cell) });
const spaces = (t: T, n: number) => t('spaces', { n });

/** An item by its kind: its name alone, "your …", "their …" and "the …". */
function item(t: T, locale: Locale, kind: unknown) {
  const id = str(kind);
  const name = t('item', { kind: id, name: ITEMS[id as ItemKind]?.name ?? humanize(id) });
  const feminine = FEMININE_ITEMS.has(id) ? 'yes' : 'no';
  const vowel = /^[aeiouyéèêh]/i.test(name) ? 'yes' : 'no';
  const article = locale === 'fr' ? (vowel === 'yes' ? 'l’' : feminine === 'yes' ? 'la ' : 'le ') : '';
  return { name, yours: t('yourItem', { name }), theirs: t('theirItem', { name, feminine, vowel }), the: t('theItem', { name, article }) };
}

/** An artifact by its id: its name alone, "the …" and "of the …" (French: "de la …", "du …"). */
function artifact(t: T, id: unknown) {
  const n = num(id);
  const english = ARTIFACTS[n]?.name;
  const name = english === undefined ? t('anArtifact') : t('artifact', { id: String(n), name: english });
  const feminine = FEMININE_ARTIFACTS.has(n) ? 'yes' : 'no';
  return { name, the: t('theArtifact', { name, feminine }), of: t('ofArtifact', { name, feminine }) };
}

/** One of the reader's own cards: its kind is in their hand or their starter card. */
function myCard(view: View, card: number | null): string {
  if (card === null) return '';
  const mine = view.hand?.find((c) => c.card === card) ?? view.players.find((p) => p.seat === view.seat)?.starter;
  return mine && mine.card === card ? mine.kind : (CARDS[card] ?? '');
}

function platformWords(t: T, view: View, id: number): string {
  const kind = (view.platforms.find((p) => p.id === id)?.kind ?? '') as PlatformKindId;
  const label = PLATFORM_KINDS[kind]?.label;
  return label ? t('platformLabel', { id, label }) : t('platform', { id });
}

/** Why a suit got a hole or a shield took a hit: "gun 3", "fire", "hiddenGun", "radiation". */
function cause(t: T, c: unknown): string {
  const text = str(c);
  const gun = /^gun (\d+)$/.exec(text);
  if (gun) return t('securityGun', { n: Number(gun[1]) });
  return t('cause', { cause: text.replace(/ (\w)/g, (_, l: string) => l.toUpperCase()) || 'unknown', human: humanize(text) });
}

export function describeMove(move: Move, view: View, _names?: SeatNames, locale: Locale = 'en'): string {
  const t = words(locale);
  const mine = (card: number | null) => item(t, locale, myCard(view, card)).yours;
  switch (move.type) {
    case 'chooseAirlock':
      return t('move.chooseAirlock', { airlock: move.airlock });
    case 'selectPlatform':
      return t('move.selectPlatform', { platform: platformWords(t, view, move.platform) });
    case 'placePlatform':
      return t('move.placePlatform', { x: move.x, y: move.y, rot: rot(t, move.rot) });
    case 'step':
      return t('move.step', { spaces: spaces(t, move.distance), dir: dir(t, move.dir) });
    case 'pickUpArtifact':
      return t(move.keycard ? 'move.pickUpArtifactKeycard' : 'move.pickUpArtifact');
    case 'patch':
      return t('move.patch');
    case 'endTurn':
      return t('move.endTurn');
    case 'activateShield':
      return t('move.activateShield');
    case 'shootGun':
      return t('move.shootGun', { gun: move.gun, yours: mine(move.weapon) });
    case 'disableNet':
      return move.weapon === null ? t('move.disableNetAp') : t('move.disableNet', { yours: mine(move.weapon) });
    case 'counterTrap':
      return t('move.counterTrap', { yours: mine(move.weapon) });
    case 'springTrap':
      return t('move.springTrap');
    case 'destroyItem':
      return t('move.destroyItem', { yours: mine(move.card) });
    case 'removePlatform':
      return t('move.removePlatform', { platform: platformWords(t, view, move.platform) });
    case 'useItem':
      return t('move.useItem', { yours: mine(move.card) });
    case 'foamPatch':
      return t('move.foamPatch', { yours: mine(move.card) });
    case 'extinguish':
      return t('move.extinguish', { space: space(t, move.cell), yours: mine(move.card) });
    case 'powerPack':
      return move.target === null ? t('move.powerPackAp', { yours: mine(move.card) }) : t('move.powerPack', { yours: mine(move.card), target: mine(move.target) });
    case 'overload':
      return t('move.overload', { yours: mine(move.card) });
    case 'thaw':
      return t('move.thaw', { yours: mine(move.card) });
    case 'grapple':
      return t('move.grapple', { dir: dir(t, move.dir), yours: mine(move.card) });
    case 'rocket':
      return t('move.rocket', { spaces: spaces(t, move.distance), dir: dir(t, move.dir), yours: mine(move.card) });
    case 'placeDoorways':
      return t('move.placeDoorways', { here: space(t, move.here), there: space(t, move.there) });
    case 'rotatePlatform':
      return t('move.rotatePlatform', { platform: platformWords(t, view, move.platform), rot: rot(t, move.rot), yours: mine(move.card) });
    case 'securityHack':
      return t('move.securityHack', { gun: move.gun, yours: mine(move.card) });
  }
}

export function describeEvent(event: GameEvent, view: View, names?: SeatNames, locale: Locale = 'en'): string {
  const t = words(locale);
  const d = eventData(event);
  const who = seatName(num(d.seat), names, locale);
  const seats = (v: unknown) => listing((Array.isArray(v) ? (v as number[]) : []).map((s) => seatName(s, names, locale)), locale);
  const platform = (id: unknown) => platformWords(t, view, num(id));
  const theirs = (kind: unknown) => item(t, locale, kind).theirs;
  switch (event.type) {
    case 'round':
      return t('event.round', { round: num(d.round) });
    case 'airlockChosen':
      return t('event.airlockChosen', { who, airlock: num(d.airlock) });
    case 'turnEnded':
      return t('event.turnEnded', { who });
    case 'platformLifted':
      return t('event.platformLifted', { who, platform: platform(d.platform) });
    case 'platformPlaced':
      return t('event.platformPlaced', { who, platform: platform(d.platform), x: num(d.x), y: num(d.y), rot: rot(t, d.rot) });
    case 'platformDrawn':
      return t('event.platformDrawn', { who, platform: platform(d.platform) });
    case 'platformReturned':
      return t('event.platformReturned', { who, platform: platform(d.platform) });
    case 'platformRemoved':
      return t('event.platformRemoved', { who, platform: platform(d.platform) });
    case 'platformRotated':
      return t('event.platformRotated', { who, platform: platform(d.platform), rot: rot(t, d.rot) });
    case 'artifactTaken':
      return t(d.lastDefense === true ? 'event.artifactTakenLast' : 'event.artifactTaken', { who, the: artifact(t, d.artifact).the });
    case 'trap': {
      const trap = str(d.trap);
      return t('event.trap', { ...artifact(t, d.artifact), who, trap: t('trapKind', { trap: trap || 'unknown', human: humanize(trap) }) });
    }
    case 'trapDisabled':
      return t('event.trapDisabled', { who, of: artifact(t, d.artifact).of });
    case 'trapCountered':
      return t('event.trapCountered', { who, of: artifact(t, d.artifact).of, theirs: theirs(d.by) });
    case 'patched':
      return t(d.by === 'foamGun' ? 'event.patchedFoam' : 'event.patched', { who });
    case 'hole':
      return t('event.hole', { who, cause: cause(t, d.cause) });
    case 'shieldOn':
      return t('event.shieldOn', { who });
    case 'shieldAbsorbed':
      return t('event.shieldAbsorbed', { who, cause: cause(t, d.cause) });
    case 'gunDisabled':
      return d.by === 'securityHack' ? t('event.gunDisabledHack', { who, gun: num(d.gun) }) : t('event.gunDisabled', { who, gun: num(d.gun), theirs: theirs(d.by) });
    case 'netDisabled':
      return d.by === 'ap' ? t('event.netDisabledAp', { who }) : t('event.netDisabled', { who, theirs: theirs(d.by) });
    case 'itemDrawn':
      return t('event.itemDrawn', { who });
    case 'itemCard':
      return t('event.itemCard', { who, the: item(t, locale, d.kind).the });
    case 'itemUsed':
      if (d.target === 'suit') return t('event.itemUsedAp', { who, theirs: theirs(d.kind) });
      if (typeof d.target === 'string') return t('event.itemUsedOn', { who, theirs: theirs(d.kind), target: theirs(d.target) });
      return t('event.itemUsed', { who, theirs: theirs(d.kind) });
    case 'itemDestroyed':
      return t('event.itemDestroyed', { who, item: item(t, locale, d.kind).name });
    case 'fireOut':
      return t('event.fireOut', { who, space: space(t, num(d.cell)), theirs: theirs(d.by) });
    case 'overload':
      return t('event.overload', { who, theirs: theirs(d.kind), ap: num(d.ap) });
    case 'thawed':
      return t('event.thawed', { who });
    case 'grapple':
      return t('event.grapple', { who, dir: dir(t, d.dir) });
    case 'rocket':
      return t('event.rocket', { who, spaces: spaces(t, num(d.distance)), dir: dir(t, d.dir) });
    case 'doorways': {
      const cells = Array.isArray(d.cells) ? (d.cells as number[]) : [];
      return t('event.doorways', { who, spaces: listing(cells.map((c) => space(t, c)), locale) });
    }
    case 'doorway':
      return t('event.doorway', { who });
    case 'escaped':
      return t('event.escaped', { who, rank: num(d.rank) });
    case 'captured':
      return t('event.captured', { who });
    case 'lastTurns':
      return t('event.lastTurns', { seats: seats(d.seats) });
    case 'lastDefense':
      return t('event.lastDefense', { seats: seats(d.seats) });
    case 'outOfAir':
      return t('event.outOfAir');
    case 'gameOver': {
      const scores = (Array.isArray(d.scores) ? (d.scores as number[]) : []).map((n, s) => `${seatName(s, names, locale)} ${n}`).join(', ');
      const winners = Array.isArray(d.winners) ? (d.winners as number[]) : [];
      return winners.length ? t('event.gameOver', { winners: seats(winners), count: winners.length, scores }) : t('event.gameOverNobody', { scores });
    }
    default:
      return genericEvent(event, names, locale);
  }
}
