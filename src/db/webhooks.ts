import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from './client.js';
import { roomWithinQuota } from './quotas.js';
import { events, webhookDeliveries, webhooks } from './schema.js';

export type WebhookRow = typeof webhooks.$inferSelect;
export type DeliveryRow = typeof webhookDeliveries.$inferSelect;

/**
 * A webhook for the events from now on (its cursor starts at the user's current last seq). With
 * `quota`, only while the user has fewer webhooks: undefined otherwise, and nothing is stored.
 */
export async function insertWebhook(db: Db, hook: { id: string; userId: string; url: string; eventTypes: string[]; secret: string }, quota?: number): Promise<WebhookRow | undefined> {
  const insert = async (tx: Db) => {
    const [row] = await tx
      .insert(webhooks)
      .values({ ...hook, cursor: sql`(select event_seq from users where id = ${hook.userId})` })
      .returning();
    return row as WebhookRow;
  };
  if (quota === undefined) return insert(db);
  return db.transaction(async (tx) =>
    (await roomWithinQuota(tx, hook.userId, quota, sql`select 1 from ${webhooks} where ${webhooks.userId} = ${hook.userId}`)) ? insert(tx) : undefined,
  );
}

export async function listWebhooks(db: Db, userId: string): Promise<WebhookRow[]> {
  return db.select().from(webhooks).where(eq(webhooks.userId, userId)).orderBy(webhooks.createdAt, webhooks.id);
}

export async function findWebhook(db: Db, userId: string, id: string): Promise<WebhookRow | undefined> {
  const [row] = await db.select().from(webhooks).where(and(eq(webhooks.id, id), eq(webhooks.userId, userId)));
  return row;
}

export async function deleteWebhook(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db.delete(webhooks).where(and(eq(webhooks.id, id), eq(webhooks.userId, userId))).returning({ id: webhooks.id });
  return rows.length === 1;
}

export async function listDeliveries(db: Db, webhookId: string, limit: number): Promise<DeliveryRow[]> {
  return db.select().from(webhookDeliveries).where(eq(webhookDeliveries.webhookId, webhookId)).orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id)).limit(limit);
}

export async function insertDelivery(db: Db, d: { id: string; webhookId: string; type: string; body: string; nextAttemptAt: Date }): Promise<DeliveryRow> {
  const [row] = await db.insert(webhookDeliveries).values(d).returning();
  return row as DeliveryRow;
}

/**
 * Turns new inbox events of every enabled webhook's user into deliveries (one per webhook and
 * event, never twice) and moves each webhook's cursor past them. A user's seqs become visible
 * in order, so nothing is skipped. `users`: only these users' webhooks (a commit's scan);
 * `createdBefore`: only events that old (the cron, reconciling what no scan took). The new
 * deliveries are due at `now`.
 */
export async function enqueueDeliveries(db: Db, now: Date, only: { users?: readonly string[]; createdBefore?: Date } = {}): Promise<string[]> {
  const result = await db.execute(sql`
    with cand as (
      select w.id as wid, w.event_types, e.seq, e.type, e.match_id, e.payload, e.created_at
      from ${webhooks} w join ${events} e on e.user_id = w.user_id and e.seq > w.cursor
      where w.status = 'enabled'
        ${only.users ? sql`and w.user_id in (select jsonb_array_elements_text(${JSON.stringify(only.users)}::jsonb))` : sql``}
        ${only.createdBefore ? sql`and e.created_at <= ${only.createdBefore.toISOString()}::timestamptz` : sql``}
    ), ins as (
      insert into ${webhookDeliveries} (id, webhook_id, event_seq, type, body, next_attempt_at)
      select 'msg_' || substr(md5(wid || ':' || seq), 1, 24), wid, seq, type,
        jsonb_build_object('type', type, 'timestamp', to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
          'data', jsonb_build_object('seq', seq, 'matchId', match_id) || payload)::text,
        ${now.toISOString()}::timestamptz
      from cand where type = any(event_types)
      on conflict do nothing
      returning id
    ), moved as (
      update ${webhooks} w set cursor = greatest(w.cursor, m.mx)
      from (select wid, max(seq) as mx from cand group by wid) m where w.id = m.wid
      returning 1
    )
    select id from ins`);
  // The new deliveries' ids (the Workers delivery queue sends a message for each).
  return (result as unknown as { rows: { id: string }[] }).rows.map((r) => r.id);
}

/**
 * Claims up to `limit` due deliveries of enabled webhooks by pushing their next attempt out by
 * `leaseMs`, so a concurrent dispatcher does not send them too. `dueBefore`: only those due
 * since then (the Workers cron reconciles only what the queue left for a minute).
 */
export async function claimDueDeliveries(
  db: Db,
  now: Date,
  leaseMs: number,
  limit: number,
  dueBefore: Date = now,
): Promise<(DeliveryRow & { url: string; secret: string })[]> {
  const result = await db.execute(sql`
    with due as (
      select d.id from ${webhookDeliveries} d join ${webhooks} w on w.id = d.webhook_id
      where d.status = 'pending' and d.next_attempt_at <= ${dueBefore.toISOString()}::timestamptz and w.status = 'enabled'
      order by d.next_attempt_at limit ${limit}
      for update of d skip locked
    )
    update ${webhookDeliveries} d set next_attempt_at = ${new Date(now.getTime() + leaseMs).toISOString()}::timestamptz
    from due, ${webhooks} w where d.id = due.id and w.id = d.webhook_id
    returning d.id, d.webhook_id as "webhookId", d.event_seq as "eventSeq", d.type, d.body, d.status, d.attempts,
      d.next_attempt_at as "nextAttemptAt", d.last_status_code as "lastStatusCode", d.last_error as "lastError",
      d.delivered_at as "deliveredAt", d.created_at as "createdAt", w.url, w.secret`);
  return (result as unknown as { rows: (DeliveryRow & { url: string; secret: string })[] }).rows;
}

/** Records one attempt; on failure schedules the next or gives up, and disables a webhook that keeps failing. */
export async function recordAttempt(
  db: Db,
  delivery: { id: string; webhookId: string; attempts: number },
  outcome: { ok: boolean; statusCode: number | null; error: string | null; at: Date; nextAttemptAt: Date | null; disableAfter: number },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(webhookDeliveries)
      .set({
        attempts: delivery.attempts + 1,
        lastStatusCode: outcome.statusCode,
        lastError: outcome.error,
        ...(outcome.ok
          ? { status: 'delivered', deliveredAt: outcome.at }
          : outcome.nextAttemptAt
            ? { nextAttemptAt: outcome.nextAttemptAt }
            : { status: 'failed' }),
      })
      .where(eq(webhookDeliveries.id, delivery.id));
    if (outcome.ok) {
      await tx.update(webhooks).set({ consecutiveFailures: 0 }).where(eq(webhooks.id, delivery.webhookId));
    } else {
      await tx
        .update(webhooks)
        .set({
          consecutiveFailures: sql`${webhooks.consecutiveFailures} + 1`,
          status: sql`case when ${webhooks.consecutiveFailures} + 1 >= ${outcome.disableAfter} then 'disabled' else ${webhooks.status} end`,
          disabledReason: sql`case when ${webhooks.consecutiveFailures} + 1 >= ${outcome.disableAfter} then ${`${outcome.disableAfter} failed attempts in a row`} else ${webhooks.disabledReason} end`,
        })
        .where(eq(webhooks.id, delivery.webhookId));
    }
  });
}

export async function enableWebhook(db: Db, userId: string, id: string): Promise<WebhookRow | undefined> {
  const [row] = await db
    .update(webhooks)
    .set({ status: 'enabled', disabledReason: null, consecutiveFailures: 0 })
    .where(and(eq(webhooks.id, id), eq(webhooks.userId, userId)))
    .returning();
  return row;
}

export type DeliveryToAttempt = DeliveryRow & { url: string; secret: string; webhookStatus: string };

/** One delivery with its webhook's address and secret (a queue message names its delivery). */
export async function deliveryToAttempt(db: Db, id: string): Promise<DeliveryToAttempt | undefined> {
  const [row] = await db
    .select({ d: webhookDeliveries, url: webhooks.url, secret: webhooks.secret, webhookStatus: webhooks.status })
    .from(webhookDeliveries)
    .innerJoin(webhooks, eq(webhooks.id, webhookDeliveries.webhookId))
    .where(eq(webhookDeliveries.id, id));
  return row && { ...row.d, url: row.url, secret: row.secret, webhookStatus: row.webhookStatus };
}

/**
 * Takes one delivery for an attempt: a conditional update on the attempt count and due time it
 * was read with, which moves the due time to `leaseUntil`, so neither a second message nor the
 * cron's reconciliation (claimDueDeliveries) sends it too.
 */
export async function claimDelivery(db: Db, d: { id: string; attempts: number; nextAttemptAt: Date }, leaseUntil: Date): Promise<boolean> {
  const rows = await db
    .update(webhookDeliveries)
    .set({ nextAttemptAt: leaseUntil })
    .where(
      and(
        eq(webhookDeliveries.id, d.id),
        eq(webhookDeliveries.status, 'pending'),
        eq(webhookDeliveries.attempts, d.attempts),
        // As read into a Date: to the millisecond.
        sql`date_trunc('milliseconds', ${webhookDeliveries.nextAttemptAt}) = ${d.nextAttemptAt.toISOString()}::timestamptz`,
      ),
    )
    .returning({ id: webhookDeliveries.id });
  return rows.length === 1;
}

/** A delivery whose queue message was dead-lettered: given up unless it was settled meanwhile. */
export async function giveUpDelivery(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .update(webhookDeliveries)
    .set({ status: 'failed' })
    .where(and(eq(webhookDeliveries.id, id), eq(webhookDeliveries.status, 'pending')))
    .returning({ id: webhookDeliveries.id });
  return rows.length === 1;
}
