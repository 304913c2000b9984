import { api, must, type Game, type Match, type Schemas } from './api.ts';
import { currentLocale, words } from './i18n.ts';
import { listIn } from '../../src/engine/i18n.ts';

const t = words({
  en: {
    easy: 'Easy',
    medium: 'Medium',
    hard: 'Hard',
    easyLower: 'easy',
    mediumLower: 'medium',
    hardLower: 'hard',
    computer: 'Computer ({level})',
    computerName: 'Computer ({level})',
    thinking: '{names} {count, plural, one {is} other {are}} thinking…',
  },
  fr: {
    easy: 'Facile',
    medium: 'Moyen',
    hard: 'Difficile',
    easyLower: 'facile',
    mediumLower: 'moyen',
    hardLower: 'difficile',
    computer: 'l’ordinateur ({level})',
    computerName: 'Ordinateur ({level})',
    thinking: '{names} {count, plural, one {réfléchit} other {réfléchissent}}…',
  },
});

/**
 * Playing against the platform's computer players: the levels, what a seat says about its
 * computer, and the two requests that seat them (POST /v1/matches with `computer`, and
 * POST /v1/matches/{matchId}/computer for a waiting match's open seat).
 */
export type Level = NonNullable<Schemas['ComputerLevel']>;
export const levels: readonly Level[] = ['easy', 'medium', 'hard'];
export const defaultLevel: Level = 'medium';
/** A level in words, for a choice ("Medium"), or within a sentence (`lower`: "medium"). */
export const levelWord = (level: Level, lower = false): string => t(lower ? `${level}Lower` : level);

/** What a seat of a match body says of a computer in it. */
type ComputerSeat = Pick<Schemas['SeatHolder'], 'seat' | 'userId' | 'computer' | 'level'>;

/** The level of the computer in `seat`, or null when a person (or nobody) holds it. */
export function computerLevel(seat: Pick<ComputerSeat, 'computer' | 'level'> | undefined): Level | null {
  if (!seat?.computer) return null;
  return seat.level ?? defaultLevel;
}

/**
 * The name a seat's holder goes by on the page: a computer's in the page's language ("Ordinateur
 * (facile)"; its account's name is English), anyone else's as they chose it; null for a free seat.
 */
export function seatHolderName(seat: Pick<ComputerSeat, 'computer' | 'level'> & { name?: string | null }): string | null {
  const level = computerLevel(seat);
  return level ? t('computerName', { level: levelWord(level, true) }) : (seat.name ?? null);
}

/** Whether no one holds the seat yet: neither a person nor a computer. */
export const isFree = (seat: Pick<ComputerSeat, 'userId' | 'computer'>) => !seat.userId && !seat.computer;

/** Seats no one holds yet. */
export const freeSeats = (match: { seats: ComputerSeat[] }): number[] => match.seats.filter(isFree).map((s) => s.seat);

/** The computers among the seats that must act now, in words: "Computer (hard) is thinking…". */
export function thinkingWords(match: Match): string | null {
  const seats: ComputerSeat[] = match.seats;
  const thinking = match.activeSeats.map((n) => seats.find((s) => s.seat === n)).filter((s): s is ComputerSeat => computerLevel(s) !== null);
  if (thinking.length === 0) return null;
  const names = [...new Set(thinking.map((s) => t('computer', { level: levelWord(computerLevel(s) ?? defaultLevel, true) })))];
  const text = t('thinking', { names: currentLocale.get() === 'en' ? names.join(' and ') : listIn(currentLocale.get(), names), count: thinking.length });
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** In co-operative games the computers play beside you, not against you. */
const cooperative = new Set(['relic-run']);
export const isCooperative = (gameId: string) => cooperative.has(gameId);

/** Player counts a match against the computer may have: at least one computer besides you. */
export function computerPlayerCounts(game: Game): number[] {
  const counts: number[] = [];
  for (let n = Math.max(2, game.minPlayers); n <= game.maxPlayers; n++) counts.push(n);
  return counts;
}

/**
 * Creates a match of `game` for `players` in which the caller takes seat 0 and the computers
 * every other seat, at the levels given (one per computer seat, seat 1 first). The server starts
 * it at once.
 */
export async function createComputerMatch(game: Game, players: number, seatLevels: Level[], rated = false): Promise<Match> {
  const computer = Array.from({ length: players - 1 }, (_, i) => ({ seat: i + 1, level: seatLevels[i] ?? defaultLevel }));
  return must(
    await api.POST('/v1/matches', {
      body: { gameId: game.id, players, seat: 0, computer, ...(rated ? { rated: true } : {}) } as Schemas['CreateMatchRequest'],
    }),
  );
}

/** Seats a computer at an open seat of a waiting match; answers the match. */
export async function addComputer(matchId: string, seat: number, level: Level): Promise<Match> {
  return must(await api.POST('/v1/matches/{matchId}/computer', { params: { path: { matchId } }, body: { seat, level } }));
}
