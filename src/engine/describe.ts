/**
 * Small helpers for the words games use to describe moves and events to people. Each game
 * writes its own sentences (src/games/<id>/describe.ts); these only keep names, counts and
 * lists consistent across games.
 */
import type { GameEvent, Seat } from './game.js';
import { defineMessages, listIn, type Locale } from './i18n.js';

const words = defineMessages({
  en: { seat: 'Seat {seat}', aPlayer: 'A player' },
  fr: { seat: 'Place {seat}', aPlayer: 'Un joueur' },
});

/**
 * Display names by seat (`names[2]` is the name of seat 2). A seat without a name reads
 * "Seat N", N being the same 0-based seat number the API uses.
 */
export type SeatNames = readonly (string | null | undefined)[];

export function seatName(seat: Seat, names?: SeatNames, locale?: Locale): string {
  const t = words(locale);
  if (!Number.isInteger(seat) || seat < 0) return t('aPlayer');
  const name = names?.[seat];
  return typeof name === 'string' && name.trim() !== '' ? name : t('seat', { seat });
}

/** "1 ration", "2 rations"; `many` for irregular plurals. */
export function count(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** "a blue counter", "an orange counter". */
export function withArticle(words: string): string {
  return `${/^[aeiou]/i.test(words) ? 'an' : 'a'} ${words}`;
}

/** "a", "a and b", "a, b and c" (French: "a, b et c"). */
export function listing(items: readonly string[], locale: Locale = 'en'): string {
  return listIn(locale, items);
}

/** "1st", "2nd", "3rd", "4th". */
export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th'}`;
}

/** "takeNothing", "take-nothing" -> "take nothing": the last resort for a type a game has no words for. */
export function humanize(id: string): string {
  return id
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]+/g, ' ')
    .toLowerCase()
    .trim();
}

/** The first letter in upper case, for a sentence that starts with a name of a thing. */
export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The event's data as a typed record (events are plain JSON; fields may be absent). */
export function eventData(event: GameEvent): Record<string, unknown> {
  return event.data ?? {};
}

/** A number field of an event, or NaN when it is absent. */
export function num(value: unknown): number {
  return typeof value === 'number' ? value : Number.NaN;
}

/** A text field of an event, or '' when it is absent. */
export function str(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** A sentence for an event type a game has no words for: never the event's data. */
export function genericEvent(event: GameEvent, names?: SeatNames, locale?: Locale): string {
  const seat = event.data?.seat;
  const who = typeof seat === 'number' ? `${seatName(seat, names, locale)}: ` : '';
  return `${who}${capitalize(humanize(event.type))}.`;
}
