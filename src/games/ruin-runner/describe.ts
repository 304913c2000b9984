import { eventData, genericEvent, listing, num, seatName, str, type GameEvent, type Locale, type SeatNames } from '../../engine/index.js';
import { TILES } from './data.js';
import type { Move } from './moves.js';
import type { View } from './state.js';
import { words, type WordKey } from './words.js';

type T = ReturnType<typeof words>;
/** How a French square is introduced: "la case …", "le DÉPART" (`the`), or "de la case …", "du DÉPART" (`of`). */
type Form = 'the' | 'of';

const direction = (t: T, d: unknown) => t('direction', { direction: str(d) });
/** A counter colour; `n` for the agreement of the French adjective. */
const colour = (t: T, c: unknown, n = 1) => t('colour', { colour: str(c), n });

/** "START", "the square 2 east and 1 north of START". */
function square(t: T, x: number, y: number, form: Form = 'the'): string {
  if (x === 0 && y === 0) return t('start', { form });
  const parts = [...(x !== 0 ? [t(x > 0 ? 'east' : 'west', { n: Math.abs(x) })] : []), ...(y !== 0 ? [t(y > 0 ? 'north' : 'south', { n: Math.abs(y) })] : [])];
  return t('square', { parts: parts.join(t('and')), form });
}

/** A tile by its id: its kind and printed counters are component data, the same for everyone. */
function tileWords(t: T, locale: Locale, id: number): string {
  const def = TILES[id];
  if (!def) return t('tileUnknown', { id });
  const counters = [
    ...(def.circle ? [t('counters', { n: 3, colour: colour(t, def.circle, 3) })] : []),
    ...def.diamonds.map((c) => t('counters', { n: 1, colour: colour(t, c) })),
  ];
  const kind = t(`kind.${def.kind}` as WordKey, { id });
  return counters.length ? t('tileWithCounters', { kind, id, counters: listing(counters, locale) }) : t('tile', { kind, id });
}

const turned = (t: T, rotation: number) => (rotation === 0 ? t('asPrinted') : t('turned', { degrees: rotation * 90 }));

export function describeMove(move: Move, _view: View, names?: SeatNames, locale: Locale = 'en'): string {
  const t = words(locale);
  switch (move.type) {
    case 'place': {
      const values = { tile: tileWords(t, locale, move.tile), square: square(t, move.x, move.y), turned: turned(t, move.rotation) };
      return move.gateArrow ? t('move.placeGate', { ...values, direction: direction(t, move.gateArrow) }) : t('move.place', values);
    }
    case 'pass':
      return t('move.pass');
    case 'move':
      return t('move.move', { direction: direction(t, move.direction) });
    case 'take':
      return t('move.take', { colour: colour(t, move.colour) });
    case 'take-nothing':
      return t('move.take-nothing');
    case 'swap':
      return t('move.swap', { give: colour(t, move.give, 2), with: seatName(move.with, names, locale), receive: colour(t, move.receive, 2) });
    case 'no-swap':
      return t('move.no-swap');
  }
}

export function describeEvent(event: GameEvent, _view: View, names?: SeatNames, locale: Locale = 'en'): string {
  const t = words(locale);
  const d = eventData(event);
  const who = seatName(num(d.seat), names, locale);
  const at = (p: unknown) => {
    const { x, y } = (p ?? {}) as { x?: number; y?: number };
    return square(t, num(x), num(y));
  };
  switch (event.type) {
    case 'tile-placed': {
      const values = { who, tile: tileWords(t, locale, num(d.tile)), square: square(t, num(d.x), num(d.y)), turned: turned(t, num(d.rotation)) };
      return typeof d.gateArrow === 'string' ? t('event.tile-placedGate', { ...values, direction: direction(t, d.gateArrow) }) : t('event.tile-placed', values);
    }
    case 'tile-drawn':
      return t('event.tile-drawn', { who, left: num(d.drawPileSize) });
    case 'you-drew':
      return t('event.you-drew', { who, tile: tileWords(t, locale, num(d.tile)) });
    case 'passed':
      return t('event.passed', { who });
    case 'discovery-ended':
      return t('event.discovery-ended', { placed: num(d.placed), discarded: num(d.discarded), first: seatName(num(d.firstLooter), names, locale) });
    case 'looter-moved': {
      const values = { who, direction: direction(t, d.direction) };
      switch (d.how) {
        case 'exited':
          return t('event.exited', values);
        case 'teleported':
          return t('event.teleported', { ...values, square: at(d.to) });
        case 'teleported-to-start':
          return t('event.teleported-to-start', values);
        default:
          return t('event.looter-moved', { ...values, square: at(d.to) });
      }
    }
    case 'counter-taken':
      return t('event.counter-taken', { who, colour: colour(t, d.colour), square: square(t, num(d.x), num(d.y), 'of') });
    case 'took-nothing':
      return t('event.took-nothing', { who });
    case 'no-swap':
      return t('event.no-swap', { who });
    case 'swapped':
      return t('event.swapped', { who, give: colour(t, d.give, 2), with: seatName(num(d.with), names, locale), receive: colour(t, d.receive, 2) });
    case 'game-over': {
      const winners = Array.isArray(d.winners) ? (d.winners as number[]) : [];
      const scores = (Array.isArray(d.scores) ? (d.scores as number[]) : []).map((score, s) => `${seatName(s, names, locale)} ${score}`).join(', ');
      return winners.length
        ? t('event.game-over', { winners: listing(winners.map((s) => seatName(s, names, locale)), locale), count: winners.length, scores })
        : t('event.game-overNobody', { scores });
    }
    default:
      return genericEvent(event, names, locale);
  }
}
