import { and, eq, inArray, sql } from 'drizzle-orm';
import { matchSeats, matches, users } from '../db/schema.js';
import type { Db } from '../db/client.js';

/** The computer players' levels, weakest first (what each is: src/bots/levels.ts). */
export const computerLevels = ['easy', 'medium', 'hard'] as const;
export type ComputerLevel = (typeof computerLevels)[number];

/**
 * The platform's computer players: one account per game and level, made on first use, whose
 * seats the server plays itself (src/bots/computer-players.ts). An account's id says what it is,
 * so a seat's holder tells whether and how strongly a computer holds it, with no lookup.
 */
const idPattern = /^usr_cpu-(easy|medium|hard)-([a-z0-9-]+)$/;

export const computerUserId = (gameId: string, level: ComputerLevel) => `usr_cpu-${level}-${gameId}`;
/** Every computer player's user id, as a SQL `like` pattern. */
export const computerUserIdLike = 'usr_cpu-%';

export const computerName = (level: ComputerLevel) => `Computer (${level})`;

/** The level of the computer holding a seat, or null for anyone else. */
export function computerLevelOf(userId: string | null | undefined): ComputerLevel | null {
  const match = userId ? idPattern.exec(userId) : null;
  return match ? (match[1] as ComputerLevel) : null;
}

export const isComputerUserId = (userId: string | null | undefined) => computerLevelOf(userId) !== null;

/** Makes the accounts of these games' and levels' computers if they do not exist yet (one statement). */
export async function ensureComputerUsers(db: Db, wanted: { gameId: string; level: ComputerLevel }[]): Promise<void> {
  if (wanted.length === 0) return;
  await db
    .insert(users)
    .values(wanted.map(({ gameId, level }) => ({ id: computerUserId(gameId, level), name: computerName(level), kind: 'bot' })))
    .onConflictDoNothing();
}

/** Every computer account of these games, for the query below (an index lookup per id). */
const computerUserIds = (gameIds: readonly string[]) => gameIds.flatMap((gameId) => computerLevels.map((level) => computerUserId(gameId, level)));

/**
 * The active matches where a computer seat must act: what a runtime wakes at start, and again
 * from time to time, so that a turn interrupted by a restart, or one whose wake was lost, is
 * played all the same.
 */
export async function pendingComputerTurns(db: Db, gameIds: readonly string[]): Promise<string[]> {
  const rows = await db
    .selectDistinct({ id: matches.id })
    .from(matches)
    .innerJoin(matchSeats, eq(matchSeats.matchId, matches.id))
    .where(and(eq(matches.status, 'active'), inArray(matchSeats.userId, computerUserIds(gameIds)), sql`${matchSeats.seat} = any(${matches.activeSeats})`));
  return rows.map((r) => r.id);
}
