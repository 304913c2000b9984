import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from './client.js';
import { matchSeats, matches, users } from './schema.js';

/**
 * Whether `userId` is a bot already in as many waiting or active matches (other than
 * `matchId`) as its `maxConcurrentMatches`. Locks the user's row for the rest of the
 * transaction, so two joins by the same bot cannot both pass the check.
 */
export async function concurrentMatchLimitReached(tx: Db, userId: string, matchId: string): Promise<boolean> {
  const [user] = await tx.select({ max: users.maxConcurrentMatches }).from(users).where(eq(users.id, userId)).for('update');
  if (!user || user.max === null) return false;
  const [row] = await tx
    .select({ n: sql<number>`count(distinct ${matchSeats.matchId})::int` })
    .from(matchSeats)
    .innerJoin(matches, eq(matches.id, matchSeats.matchId))
    .where(sql`${matchSeats.userId} = ${userId} and ${matches.status} in ('waiting', 'active') and ${matches.id} <> ${matchId}`);
  return (row?.n ?? 0) >= user.max;
}

/** The ids among `ids` that name existing users (deleted bots excluded). */
export async function existingUserIds(db: Db, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, ids), isNull(users.deletedAt)));
  return new Set(rows.map((r) => r.id));
}
