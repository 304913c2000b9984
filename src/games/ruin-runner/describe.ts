import { count, eventData, withArticle, genericEvent, listing, num, seatName, str, type GameEvent, type SeatNames } from '../../engine/index.js';
import { TILES, type Direction, type TileKind } from './data.js';
import type { Move } from './moves.js';
import type { View } from './state.js';

const DIRECTION_WORDS: Record<Direction, string> = { N: 'north', E: 'east', S: 'south', W: 'west' };

const KIND_WORDS: Record<TileKind, string> = {
  start: 'START tile',
  path: 'path tile',
  gate: 'gate tile',
  'teleport-entrance': 'teleport entrance',
  'teleport-exit': 'teleport exit',
  'teleport-to-start': 'teleport-to-START tile',
};

const direction = (d: unknown) => DIRECTION_WORDS[d as Direction] ?? str(d);

/** "START", "the square 2 east and 1 north of START". */
function square(x: number, y: number): string {
  if (x === 0 && y === 0) return 'START';
  const parts = [
    ...(x !== 0 ? [`${Math.abs(x)} ${x > 0 ? 'east' : 'west'}`] : []),
    ...(y !== 0 ? [`${Math.abs(y)} ${y > 0 ? 'north' : 'south'}`] : []),
  ];
  return `the square ${parts.join(' and ')} of START`;
}

/** A tile by its id: its kind and printed counters are component data, the same for everyone. */
function tileWords(id: number): string {
  const def = TILES[id];
  if (!def) return `tile ${id}`;
  const counters = [...(def.circle ? [`3 ${def.circle}`] : []), ...def.diamonds.map((c) => `1 ${c}`)];
  return `${KIND_WORDS[def.kind]} ${id}${counters.length ? ` (${listing(counters)})` : ''}`;
}

const turned = (rotation: number) => (rotation === 0 ? 'as printed' : `turned ${rotation * 90}° clockwise`);

export function describeMove(move: Move, _view: View, names?: SeatNames): string {
  switch (move.type) {
    case 'place':
      return `Place ${tileWords(move.tile)} on ${square(move.x, move.y)}, ${turned(move.rotation)}${
        move.gateArrow ? `, exit arrow pointing ${direction(move.gateArrow)}` : ''
      }`;
    case 'pass':
      return 'Pass: no tile in your hand fits';
    case 'move':
      return `Move your looter ${direction(move.direction)}`;
    case 'take':
      return `Take ${withArticle(move.colour)} counter`;
    case 'take-nothing':
      return 'Take no counter';
    case 'swap':
      return `Swap one of your ${move.give} counters for one of ${seatName(move.with, names)}’s ${move.receive} counters`;
    case 'no-swap':
      return 'Do not swap';
  }
}

export function describeEvent(event: GameEvent, _view: View, names?: SeatNames): string {
  const d = eventData(event);
  const who = seatName(num(d.seat), names);
  const at = (p: unknown) => {
    const { x, y } = (p ?? {}) as { x?: number; y?: number };
    return square(num(x), num(y));
  };
  switch (event.type) {
    case 'tile-placed':
      return `${who} placed ${tileWords(num(d.tile))} on ${square(num(d.x), num(d.y))}, ${turned(num(d.rotation))}${
        typeof d.gateArrow === 'string' ? `, exit arrow pointing ${direction(d.gateArrow)}` : ''
      }.`;
    case 'tile-drawn':
      return `${who} drew a tile (${count(num(d.drawPileSize), 'tile')} left to draw).`;
    case 'you-drew':
      return `${who} drew ${tileWords(num(d.tile))}.`;
    case 'passed':
      return `${who} passed.`;
    case 'discovery-ended':
      return `Discovery is over: ${count(num(d.placed), 'tile')} on the board, ${num(d.discarded)} discarded. ${seatName(num(d.firstLooter), names)} loots first.`;
    case 'looter-moved': {
      const moved = `${who} moved their looter ${direction(d.direction)}`;
      switch (d.how) {
        case 'exited':
          return `${moved} off the ruins and went back to START.`;
        case 'teleported':
          return `${moved} into a teleport entrance and came out on ${at(d.to)}.`;
        case 'teleported-to-start':
          return `${moved} onto a teleport-to-START tile and went back to START.`;
        default:
          return `${moved} to ${at(d.to)}.`;
      }
    }
    case 'counter-taken':
      return `${who} took ${withArticle(str(d.colour))} counter from ${square(num(d.x), num(d.y))}.`;
    case 'took-nothing':
      return `${who} took no counter.`;
    case 'no-swap':
      return `${who} did not swap.`;
    case 'swapped':
      return `${who} swapped one of their ${str(d.give)} counters for one of ${seatName(num(d.with), names)}’s ${str(d.receive)} counters.`;
    case 'game-over': {
      const winners = Array.isArray(d.winners) ? (d.winners as number[]) : [];
      const scores = Array.isArray(d.scores) ? (d.scores as number[]) : [];
      return `The game is over. ${winners.length ? `Won by ${listing(winners.map((s) => seatName(s, names)))}.` : 'Nobody won.'} Scores: ${scores
        .map((score, s) => `${seatName(s, names)} ${score}`)
        .join(', ')}.`;
    }
    default:
      return genericEvent(event, names);
  }
}
