import { canSee, genericEvent, humanize, listing, seatName, type AnyGame, type GameEvent, type Seat, type SeatNames } from '../engine/index.js';
import type { MatchRecord } from '../db/queries.js';
import { matchView } from './match-view.js';

/** Players' display names by seat, for the words games write ("Ada took 2 rations."); open seats read "Seat N". */
export function seatNames(match: Pick<MatchRecord, 'seats'>): SeatNames {
  const names: (string | undefined)[] = [];
  for (const holder of match.seats) names[holder.seat] = holder.name;
  return names;
}

/** A legal move as a label; a game's words never break a response (the move's type stands in). */
export function moveText(game: AnyGame, move: { type: string }, view: unknown, names: SeatNames): string {
  try {
    return game.describeMove(move, view, names);
  } catch {
    return humanize(move.type);
  }
}

/** The platform's own events (src/engine/timeout.ts, the claim route): the same words in every game. */
function platformEventText(event: GameEvent, names: SeatNames): string | null {
  const data = event.data ?? {};
  const seats = Array.isArray(data.seats) ? listing(data.seats.map((s) => seatName(Number(s), names))) : 'A player';
  switch (event.type) {
    case 'resigned':
      return `${seats} resigned.`;
    case 'timeout':
      if (data.policy === 'skip') return `${seats} ran out of time: the turn was played out for them.`;
      if (data.policy === 'resign') return `${seats} ran out of time and lost the match.`;
      return `${seats} ran out of time: the others may claim the win.`;
    case 'claimed':
      return `${seatName(Number(data.by), names)} claimed the win: ${seats} ran out of time.`;
    default:
      return null;
  }
}

/** An event as a sentence, for a reader who may see it; a game's words never break a response. */
export function eventText(game: AnyGame, event: GameEvent, view: unknown, names: SeatNames): string {
  const platform = platformEventText(event, names);
  if (platform !== null) return platform;
  try {
    return game.describeEvent(event, view, names);
  } catch {
    return genericEvent(event, names);
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
export function readableLog(game: AnyGame, match: MatchRecord, reader: Seat | null, moves: readonly LoggedMoveEvents[]): ReadableEvent[] {
  const view = matchView(game, match.state, reader, match.status === 'finished');
  const names = seatNames(match);
  return moves.flatMap((m) =>
    ((m.events ?? []) as GameEvent[])
      .filter((e) => canSee(e.audience, reader))
      .map((e) => ({ seq: m.seq, seat: m.seat, type: e.type, ...(e.data ? { data: e.data } : {}), text: eventText(game, e, view, names) })),
  );
}
