import { and, asc, desc, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { Db } from './client.js';
import type { OutboxItem } from './queries.js';
import { devMail, invitations, matches, outbox, users } from './schema.js';

export type OutboxRow = typeof outbox.$inferSelect;

export async function listDevMail(db: Db, filter: { to?: string | undefined; limit: number }) {
  const q = db.select().from(devMail);
  return (filter.to ? q.where(eq(devMail.to, filter.to)) : q).orderBy(desc(devMail.id)).limit(filter.limit);
}

/** Notifications due now: new ones, and ones whose delivery was started but never confirmed. */
export async function dueOutbox(db: Db, now: Date, limit: number): Promise<OutboxRow[]> {
  return db
    .select()
    .from(outbox)
    .where(and(inArray(outbox.status, ['pending', 'sending']), lte(outbox.nextAttemptAt, now)))
    .orderBy(asc(outbox.nextAttemptAt), asc(outbox.id))
    .limit(limit);
}

/**
 * Takes a row for one delivery attempt: a conditional update on the status and attempt count
 * it was read with, so two dispatchers never both take it. While `sending`, the row comes back
 * only after `leaseUntil` (a dispatcher that died mid-delivery).
 */
export async function claimOutbox(db: Db, row: OutboxRow, leaseUntil: Date): Promise<boolean> {
  const claimed = await db
    .update(outbox)
    .set({ status: 'sending', attempts: row.attempts + 1, nextAttemptAt: leaseUntil })
    .where(and(eq(outbox.id, row.id), eq(outbox.status, row.status), eq(outbox.attempts, row.attempts)))
    .returning({ id: outbox.id });
  return claimed.length === 1;
}

export async function settleOutbox(
  db: Db,
  id: number,
  set: { status: 'pending' | 'sent' | 'skipped' | 'failed' | 'in-doubt'; lastError?: string | null; nextAttemptAt?: Date; sentAt?: Date; attempts?: number },
): Promise<void> {
  await db.update(outbox).set(set).where(eq(outbox.id, id));
}

export async function queueOutbox(db: Db, items: OutboxItem[]): Promise<number> {
  if (items.length === 0) return 0;
  const rows = await db
    .insert(outbox)
    .values(items.map((i) => ({ kind: i.kind, userId: i.userId, matchId: i.matchId, payload: i.payload, dedupeKey: i.dedupeKey })))
    .onConflictDoNothing()
    .returning({ id: outbox.id });
  return rows.length;
}

export async function matchesPastDeadline(db: Db, now: Date, limit: number) {
  return db
    .select({ id: matches.id })
    .from(matches)
    .where(and(eq(matches.status, 'active'), isNotNull(matches.onTimeout), lte(matches.deadlineAt, now)))
    .orderBy(asc(matches.deadlineAt))
    .limit(limit);
}

export async function matchesDueReminder(db: Db, now: Date, limit: number) {
  return db
    .select({ id: matches.id, reminderAt: matches.reminderAt })
    .from(matches)
    .where(and(eq(matches.status, 'active'), lte(matches.reminderAt, now), sql`${matches.deadlineAt} > ${now.toISOString()}::timestamptz`))
    .limit(limit);
}

/** A reminder is queued once per deadline: the field is cleared if it still holds what was read. */
export async function clearReminder(db: Db, matchId: string, reminderAt: Date): Promise<void> {
  await db.update(matches).set({ reminderAt: null }).where(and(eq(matches.id, matchId), eq(matches.reminderAt, reminderAt)));
}

export async function digestUsers(db: Db, limit: number) {
  return db
    .select({ id: users.id, timeZone: users.timeZone })
    .from(users)
    .where(and(isNotNull(users.email), sql`${users.prefs}->>'turn' = 'digest'`))
    .limit(limit);
}

export async function findInvitation(db: Db, id: string) {
  const [row] = await db.select().from(invitations).where(eq(invitations.id, id));
  return row;
}
