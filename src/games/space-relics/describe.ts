import { eventData, genericEvent, humanize, listing, num, ordinal, seatName, str, type GameEvent, type SeatNames } from '../../engine/index.js';
import { ARTIFACTS, CARDS, ITEMS, PLATFORM_KINDS, WIDTH, type Dir8, type ItemKind, type PlatformKindId } from './data.js';
import type { SpaceRelicsMove as Move } from './moves.js';
import type { SpaceRelicsView as View } from './view.js';

const DIR_WORDS: Record<Dir8, string> = {
  N: 'north',
  NE: 'north-east',
  E: 'east',
  SE: 'south-east',
  S: 'south',
  SW: 'south-west',
  W: 'west',
  NW: 'north-west',
};
/** Platform rotations: the direction the squares run from the anchor. */
const ROT_WORDS = ['east', 'south', 'west', 'north'];

const dir = (d: unknown) => DIR_WORDS[d as Dir8] ?? str(d);
const space = (cell: number) => `space (${cell % WIDTH}, ${Math.floor(cell / WIDTH)})`;
const itemName = (kind: unknown) => ITEMS[kind as ItemKind]?.name ?? humanize(str(kind));
const artifactName = (id: unknown) => ARTIFACTS[num(id)]?.name ?? 'an artifact';
const spaces = (n: number) => `${n} ${n === 1 ? 'space' : 'spaces'}`;

/** One of the reader's own cards: its kind is in their hand or their starter card. */
function myCard(view: View, card: number | null): string {
  if (card === null) return '';
  const mine = view.hand?.find((c) => c.card === card) ?? view.players.find((p) => p.seat === view.seat)?.starter;
  const kind = mine && mine.card === card ? mine.kind : CARDS[card];
  return itemName(kind);
}

function platformWords(view: View, id: number): string {
  const kind = (view.platforms.find((p) => p.id === id)?.kind ?? '') as PlatformKindId;
  const label = PLATFORM_KINDS[kind]?.label;
  return `platform ${id}${label ? ` (${label})` : ''}`;
}

/** Why a suit got a hole or a shield took a hit: "gun 3", "fire", "hiddenGun", "radiation". */
function cause(c: unknown): string {
  const text = str(c);
  if (/^gun \d+$/.test(text)) return `security ${text}`;
  return humanize(text);
}

export function describeMove(move: Move, view: View): string {
  switch (move.type) {
    case 'chooseAirlock':
      return `Start at airlock ${move.airlock}`;
    case 'selectPlatform':
      return `Lift ${platformWords(view, move.platform)} to move it`;
    case 'placePlatform':
      return `Put the platform down at (${move.x}, ${move.y}), running ${ROT_WORDS[move.rot] ?? ''}`;
    case 'step':
      return `Move ${spaces(move.distance)} ${dir(move.dir)}`;
    case 'pickUpArtifact':
      return `Pick up the artifact here${move.keycard ? ', disabling its trap with your Curator Keycard' : ''}`;
    case 'patch':
      return 'Patch a hole in your suit (2 AP)';
    case 'endTurn':
      return 'End your turn';
    case 'activateShield':
      return 'Turn your shield on';
    case 'shootGun':
      return `Shoot security gun ${move.gun} with your ${myCard(view, move.weapon)}`;
    case 'disableNet':
      return move.weapon === null ? 'Disable the laser net for 5 AP' : `Disable the laser net with your ${myCard(view, move.weapon)}`;
    case 'counterTrap':
      return `Stop the trap with your ${myCard(view, move.weapon)}`;
    case 'springTrap':
      return 'Let the trap spring';
    case 'destroyItem':
      return `Let the acid destroy your ${myCard(view, move.card)}`;
    case 'removePlatform':
      return `Remove ${platformWords(view, move.platform)} from the game`;
    case 'useItem':
      return `Use your ${myCard(view, move.card)}`;
    case 'foamPatch':
      return `Patch a hole with your ${myCard(view, move.card)}`;
    case 'extinguish':
      return `Put out the fire on ${space(move.cell)} with your ${myCard(view, move.card)}`;
    case 'powerPack':
      return move.target === null
        ? `Use your ${myCard(view, move.card)} for 2 AP`
        : `Use your ${myCard(view, move.card)} to recharge your ${myCard(view, move.target)}`;
    case 'overload':
      return `Overload your ${myCard(view, move.card)}: every charge becomes 1 AP`;
    case 'thaw':
      return `Thaw yourself with your ${myCard(view, move.card)}`;
    case 'grapple':
      return `Swing 2 spaces ${dir(move.dir)} with your ${myCard(view, move.card)}`;
    case 'rocket':
      return `Fly ${spaces(move.distance)} ${dir(move.dir)} with your ${myCard(view, move.card)} (1 AP)`;
    case 'placeDoorways':
      return `Place doorways on ${space(move.here)} and ${space(move.there)}`;
    case 'rotatePlatform':
      return `Turn ${platformWords(view, move.platform)} to run ${ROT_WORDS[move.rot] ?? ''} with your ${myCard(view, move.card)}`;
    case 'securityHack':
      return `Disable security gun ${move.gun} with your ${myCard(view, move.card)}`;
  }
}

export function describeEvent(event: GameEvent, view: View, names?: SeatNames): string {
  const d = eventData(event);
  const who = seatName(num(d.seat), names);
  const seats = (v: unknown) => listing((Array.isArray(v) ? (v as number[]) : []).map((s) => seatName(s, names)));
  switch (event.type) {
    case 'round':
      return `Round ${num(d.round)} begins.`;
    case 'airlockChosen':
      return `${who} chose airlock ${num(d.airlock)}.`;
    case 'turnEnded':
      return `${who} ended their turn.`;
    case 'platformLifted':
      return `${who} lifted ${platformWords(view, num(d.platform))}.`;
    case 'platformPlaced':
      return `${who} put ${platformWords(view, num(d.platform))} down at (${num(d.x)}, ${num(d.y)}), running ${ROT_WORDS[num(d.rot)] ?? ''}.`;
    case 'platformDrawn':
      return `${who} drew ${platformWords(view, num(d.platform))} from the pile.`;
    case 'platformReturned':
      return `${who} returned ${platformWords(view, num(d.platform))} to the pile.`;
    case 'platformRemoved':
      return `${who} removed ${platformWords(view, num(d.platform))} from the game.`;
    case 'platformRotated':
      return `${who} turned ${platformWords(view, num(d.platform))} to run ${ROT_WORDS[num(d.rot)] ?? ''}.`;
    case 'artifactTaken':
      return `${who} took the ${artifactName(d.artifact)}${d.lastDefense === true ? ': the Last Defense begins' : ''}.`;
    case 'trap':
      return `The ${artifactName(d.artifact)} trap sprang on ${who}: ${humanize(str(d.trap))}.`;
    case 'trapDisabled':
      return `${who} disabled the trap of the ${artifactName(d.artifact)} with a Curator Keycard.`;
    case 'trapCountered':
      return `${who} stopped the trap of the ${artifactName(d.artifact)} with their ${itemName(d.by)}.`;
    case 'patched':
      return `${who} patched a hole in their suit${d.by === 'foamGun' ? ' with the Foam Gun' : ''}.`;
    case 'hole':
      return `${who}’s suit got a hole (${cause(d.cause)}).`;
    case 'shieldOn':
      return `${who} turned their shield on.`;
    case 'shieldAbsorbed':
      return `${who}’s shield took the hit (${cause(d.cause)}).`;
    case 'gunDisabled':
      return `${who} disabled security gun ${num(d.gun)} with ${d.by === 'securityHack' ? 'a Security Hack' : `their ${itemName(d.by)}`}.`;
    case 'netDisabled':
      return `${who} disabled the laser net ${d.by === 'ap' ? 'for 5 AP' : `with their ${itemName(d.by)}`}.`;
    case 'itemDrawn':
      return `${who} drew an item card.`;
    case 'itemCard':
      return `${who} drew the ${itemName(d.kind)}.`;
    case 'itemUsed':
      return `${who} used their ${itemName(d.kind)}${d.target === 'suit' ? ' for AP' : typeof d.target === 'string' ? ` on their ${itemName(d.target)}` : ''}.`;
    case 'itemDestroyed':
      return `${who}’s ${itemName(d.kind)} was destroyed.`;
    case 'fireOut':
      return `${who} put out the fire on ${space(num(d.cell))} with their ${itemName(d.by)}.`;
    case 'overload':
      return `${who} overloaded their ${itemName(d.kind)} for ${num(d.ap)} AP.`;
    case 'thawed':
      return `${who} thawed out.`;
    case 'grapple':
      return `${who} swung 2 spaces ${dir(d.dir)} with the Grapple Gun.`;
    case 'rocket':
      return `${who} flew ${spaces(num(d.distance))} ${dir(d.dir)} with the Rocketpack.`;
    case 'doorways': {
      const cells = Array.isArray(d.cells) ? (d.cells as number[]) : [];
      return `${who} placed doorways on ${listing(cells.map(space))}.`;
    }
    case 'doorway':
      return `${who} stepped through a doorway.`;
    case 'escaped':
      return `${who} escaped through an airlock, ${ordinal(num(d.rank))} out.`;
    case 'captured':
      return `${who} was captured.`;
    case 'lastTurns':
      return `Last turns for ${seats(d.seats)}.`;
    case 'lastDefense':
      return `Last Defense: ${seats(d.seats)} each remove an empty platform.`;
    case 'outOfAir':
      return 'The air has run out.';
    case 'gameOver': {
      const scores = Array.isArray(d.scores) ? (d.scores as number[]) : [];
      const winners = Array.isArray(d.winners) ? (d.winners as number[]) : [];
      return `The game is over. ${winners.length ? `Won by ${seats(winners)}.` : 'Nobody won.'} Scores: ${scores.map((n, s) => `${seatName(s, names)} ${n}`).join(', ')}.`;
    }
    default:
      return genericEvent(event, names);
  }
}
