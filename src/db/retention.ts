import { sql, type SQL } from 'drizzle-orm';
import type { Db } from './client.js';
import { idempotencyKeys, outbox, webhookDeliveries } from './schema.js';

const hour = 3_600_000;

/** How long what is done is kept (README, "Retention"). */
export const retention = {
  /** As Stripe keeps them: a retry a day later is a new request. */
  idempotencyKeysMs: 24 * hour,
  /** Notifications sent, skipped or given up. */
  settledNotificationsMs: 30 * 24 * hour,
  /** Webhook deliveries delivered or given up. */
  settledDeliveriesMs: 30 * 24 * hour,
  /** Rows one statement deletes: a sweep never holds many locks, and never those of a move. */
  batch: 1000,
  /** Waiting matches nothing happened to for this many days are aborted (ABANDONED_WAITING_DAYS; 0: never). */
  waitingMatchDays: 30,
  /** Waiting matches one run aborts (each tells its players). */
  waitingMatchBatch: 100,
};

async function deleteBatch(db: Db, table: SQL, where: SQL, batch: number): Promise<number> {
  const result = await db.execute(sql`
    with gone as (delete from ${table} where ctid in (select ctid from ${table} where ${where} limit ${batch}) returning 1)
    select count(*)::int as n from gone`);
  return (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
}

/**
 * Deletes what has outlived its use, a batch per table at a time: idempotency keys after a day,
 * settled notifications and webhook deliveries after 30 days. Ages are read on the database's
 * clock, which wrote `created_at`. Run by the dispatcher (Node's loop, the Workers cron); a
 * backlog goes down by a batch per table and run.
 */
export async function sweepRetention(db: Db, batch = retention.batch): Promise<{ idempotencyKeys: number; notifications: number; deliveries: number }> {
  const olderThan = (ms: number) => sql`created_at < now() - ${ms} * interval '1 millisecond'`;
  return {
    idempotencyKeys: await deleteBatch(db, sql`${idempotencyKeys}`, olderThan(retention.idempotencyKeysMs), batch),
    notifications: await deleteBatch(db, sql`${outbox}`, sql`status in ('sent', 'skipped', 'failed') and ${olderThan(retention.settledNotificationsMs)}`, batch),
    deliveries: await deleteBatch(db, sql`${webhookDeliveries}`, sql`status in ('delivered', 'failed') and ${olderThan(retention.settledDeliveriesMs)}`, batch),
  };
}
