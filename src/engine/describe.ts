/**
 * Small helpers for the words games use to describe moves and events to people. Each game
 * writes its own sentences (src/games/<id>/describe.ts); these only keep names, counts and
 * lists consistent across games.
 */
import type { GameEvent, Seat } from './game.js';

/**
 * Display names by seat (`names[2]` is the name of seat 2). A seat without a name reads
 * "Seat N", N being the same 0-based seat number the API uses.
 */
export type SeatNames = readonly (string | null | undefined)[];

export function seatName(seat: Seat, names?: SeatNames): string {
  if (!Number.isInteger(seat) || seat < 0) return 'A player';
  const name = names?.[seat];
  return typeof name === 'string' && name.trim() !== '' ? name : `Seat ${seat}`;
}

/** "1 ration", "2 rations"; `many` for irregular plurals. */
export function count(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** "a blue counter", "an orange counter". */
export function withArticle(words: string): string {
  return `${/^[aeiou]/i.test(words) ? 'an' : 'a'} ${words}`;
}

/** "a", "a and b", "a, b and c". */
export function listing(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
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
export function genericEvent(event: GameEvent, names?: SeatNames): string {
  const seat = event.data?.seat;
  const who = typeof seat === 'number' ? `${seatName(seat, names)}: ` : '';
  return `${who}${capitalize(humanize(event.type))}.`;
}
