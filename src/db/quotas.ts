import { sql, type SQL } from 'drizzle-orm';
import type { Db } from './client.js';
import { users } from './schema.js';

/**
 * Whether `owner` holds fewer than `quota` of the rows `held` selects, counted so that concurrent
 * creations take turns: call it inside the transaction that then inserts. It first locks the
 * owner's user row until that transaction ends; the count is a statement of its own after the
 * lock, because READ COMMITTED takes a statement's snapshot when the statement starts (a count in
 * the same statement as the lock could miss the row a request it waited for has just added).
 * `for no key update` leaves alone the foreign-key checks of rows that name the owner.
 * `quota` undefined: no quota, nothing locked or counted.
 */
export async function roomWithinQuota(tx: Db, owner: string, quota: number | undefined, held: SQL): Promise<boolean> {
  if (quota === undefined) return true;
  await tx.execute(sql`select 1 from ${users} where ${users.id} = ${owner} for no key update`);
  const result = await tx.execute(sql`select count(*)::integer as n from (${held}) as held`);
  return Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0) < quota;
}
