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

/** One outbox row by id (a queue message names its row). */
export async function outboxRow(db: Db, id: number): Promise<OutboxRow | undefined> {
  const [row] = await db.select().from(outbox).where(eq(outbox.id, id));
  return row;
}

/**
 * Workers (the delivery queue): takes new rows (never attempted, due now) for the queue, oldest
 * first, by moving their next attempt `leaseMs` ahead, so another scan skips them until then and
 * the cron reconciles only a row whose message never came or whose delivery died. Answers the
 * rows as adopted (a consumer delivers them without reading them again). Due is read on the
 * database's clock, which dated the rows. `scope`: only rows of these matches or users.
 */
export async function adoptNewOutbox(db: Db, leaseMs: number, limit: number, scope?: { matches: readonly string[]; users: readonly string[] }): Promise<OutboxRow[]> {
  // A commit's scan looks only at its own matches and users (the cron's at every row).
  const within = scope
    ? sql`and (${outbox.matchId} in (select jsonb_array_elements_text(${JSON.stringify(scope.matches)}::jsonb)) or ${outbox.userId} in (select jsonb_array_elements_text(${JSON.stringify(scope.users)}::jsonb)))`
    : sql``;
  const candidates = sql`select ${outbox.id} from ${outbox}
      where ${outbox.status} = 'pending' and ${outbox.attempts} = 0 and ${outbox.nextAttemptAt} <= statement_timestamp() ${within}
      order by ${outbox.nextAttemptAt}, ${outbox.id} limit ${limit}
      for update skip locked`;
  const rows = await db
    .update(outbox)
    .set({ nextAttemptAt: sql`statement_timestamp() + make_interval(secs => ${leaseMs / 1000})` })
    .where(sql`${outbox.id} in (${candidates})`)
    .returning();
  return rows.sort((a, b) => a.id - b.id);
}

/** A row whose queue message was dead-lettered: given up unless something settled it meanwhile. */
export async function giveUpOutbox(db: Db, id: number, reason: string): Promise<boolean> {
  const rows = await db
    .update(outbox)
    .set({ status: 'failed', lastError: sql`left(coalesce(${outbox.lastError} || '; ', '') || ${reason}, 500)` })
    .where(and(eq(outbox.id, id), eq(outbox.status, 'pending')))
    .returning({ id: outbox.id });
  return rows.length === 1;
}

/** A match's clock as stored (a Durable Object alarm or Node's timer is set from it). */
export async function matchClockOf(db: Db, matchId: string): Promise<{ status: string; deadlineAt: Date | null; reminderAt: Date | null } | undefined> {
  const [row] = await db
    .select({ status: matches.status, deadlineAt: matches.deadlineAt, reminderAt: matches.reminderAt })
    .from(matches)
    .where(eq(matches.id, matchId));
  return row;
}

/** The earliest deadline or reminder after `after` of any active match (Node's dispatcher sets its timer by it). */
export async function nextClockEvent(db: Db, after: Date): Promise<Date | null> {
  const result = await db.execute(sql`
    select least(
      (select min(deadline_at) from ${matches} where deadline_at > ${after.toISOString()}::timestamptz and status = 'active'),
      (select min(reminder_at) from ${matches} where reminder_at > ${after.toISOString()}::timestamptz and status = 'active')) as at`);
  const at = (result as unknown as { rows: { at: string | Date | null }[] }).rows[0]?.at;
  return at ? new Date(at) : null;
}
