import { canSee, defineMessages, genericEvent, humanize, listing, seatName, type AnyGame, type GameEvent, type Locale, type Seat, type SeatNames } from '../engine/index.js';
import type { MatchRecord } from '../db/queries.js';
import { matchView } from './match-view.js';
import { computerLevelOf } from '../bots/computer.js';

const computerWords = defineMessages({
  en: { computer: 'Computer ({level})' },
  fr: { computer: 'Ordinateur ({level, select, easy {facile} medium {moyen} other {difficile}})' },
});

/**
 * Players' display names by seat, for the words games write ("Ada took 2 rations."); open seats
 * read "Seat N". A computer goes by its name in the reader's language (its account's is English).
 */
export function seatNames(match: Pick<MatchRecord, 'seats'>, locale: Locale = 'en'): SeatNames {
  const names: (string | undefined)[] = [];
  for (const holder of match.seats) {
    const level = computerLevelOf(holder.userId);
    names[holder.seat] = level ? computerWords(locale)('computer', { level }) : holder.name;
  }
  return names;
}

/** A legal move as a label; a game's words never break a response (the move's type stands in). */
export function moveText(game: AnyGame, move: { type: string }, view: unknown, names: SeatNames, locale: Locale = 'en'): string {
  try {
    return game.describeMove(move, view, names, locale);
  } catch {
    return humanize(move.type);
  }
}

const platformWords = defineMessages({
  en: {
    resigned: '{seats} resigned.',
    timeoutSkip: '{seats} ran out of time: the turn was played out for them.',
    timeoutResign: '{seats} ran out of time and lost the match.',
    timeoutClaim: '{seats} ran out of time: the others may claim the win.',
    claimed: '{by} claimed the win: {seats} ran out of time.',
  },
  fr: {
    resigned: '{count, plural, one {{seats} a abandonné} other {{seats} ont abandonné}}.',
    timeoutSkip: '{count, plural, one {{seats} n’avait plus de temps : son tour a été joué pour lui} other {{seats} n’avaient plus de temps : leur tour a été joué pour eux}}.',
    timeoutResign: '{count, plural, one {{seats} n’avait plus de temps et a perdu la partie} other {{seats} n’avaient plus de temps et ont perdu la partie}}.',
    timeoutClaim: '{count, plural, one {{seats} n’avait plus de temps} other {{seats} n’avaient plus de temps}} : les autres peuvent réclamer la victoire.',
    claimed: '{by} a réclamé la victoire : {count, plural, one {{seats} n’avait} other {{seats} n’avaient}} plus de temps.',
  },
});

/** The platform's own events (src/engine/timeout.ts, the claim route): the same words in every game. */
function platformEventText(event: GameEvent, names: SeatNames, locale: Locale): string | null {
  const t = platformWords(locale);
  const data = event.data ?? {};
  const listed = Array.isArray(data.seats) ? data.seats : [];
  const seats = listed.length > 0 ? listing(listed.map((s) => seatName(Number(s), names, locale)), locale) : seatName(-1, names, locale);
  const count = Math.max(1, listed.length);
  switch (event.type) {
    case 'resigned':
      return t('resigned', { seats, count });
    case 'timeout':
      if (data.policy === 'skip') return t('timeoutSkip', { seats, count });
      if (data.policy === 'resign') return t('timeoutResign', { seats, count });
      return t('timeoutClaim', { seats, count });
    case 'claimed':
      return t('claimed', { by: seatName(Number(data.by), names, locale), seats, count });
    default:
      return null;
  }
}

/** An event as a sentence, for a reader who may see it; a game's words never break a response. */
export function eventText(game: AnyGame, event: GameEvent, view: unknown, names: SeatNames, locale: Locale = 'en'): string {
  const platform = platformEventText(event, names, locale);
  if (platform !== null) return platform;
  try {
    return game.describeEvent(event, view, names, locale);
  } catch {
    return genericEvent(event, names, locale);
  }
}

export interface LoggedMoveEvents {
  seq: number;
  seat: number;
  events: unknown;
}

export interface ReadableEvent {
  seq: number;
  seat: number;
  type: string;
  data?: Record<string, unknown>;
  text: string;
}

/**
 * The match log as `reader` may read it (null: a spectator): only events whose audience
 * includes the reader, each with its words, told from the reader's current view.
 */
export function readableLog(game: AnyGame, match: MatchRecord, reader: Seat | null, moves: readonly LoggedMoveEvents[], locale: Locale = 'en'): ReadableEvent[] {
  const view = matchView(game, match.state, reader, match.status === 'finished');
  const names = seatNames(match, locale);
  return moves.flatMap((m) =>
    ((m.events ?? []) as GameEvent[])
      .filter((e) => canSee(e.audience, reader))
      .map((e) => ({ seq: m.seq, seat: m.seat, type: e.type, ...(e.data ? { data: e.data } : {}), text: eventText(game, e, view, names, locale) })),
  );
}
