import { sql } from 'drizzle-orm';
import type { Db } from './client.js';

/** What an operator alerts on, read from the database in one statement, by its own clock. */
export interface OperationalMetrics {
  /** Notifications waiting to be sent (pending or handed to a transport, not yet confirmed). */
  outboxBacklog: number;
  /** Age of the oldest of them, in seconds (0 when none). */
  outboxOldestSeconds: number;
  /** Notifications given up in the last hour. */
  outboxFailedLastHour: number;
  /** Webhook deliveries waiting (first try or retry). */
  webhookBacklog: number;
  /** Webhook deliveries given up in the last hour. */
  webhookFailedLastHour: number;
  /** Active matches whose deadline has passed without the timeout being applied. */
  deadlinesOverdue: number;
  /** How late the latest of them is, in seconds (0 when none). */
  deadlineLatenessSeconds: number;
}

export async function readOperationalMetrics(db: Db): Promise<OperationalMetrics> {
  const result = await db.execute(sql`
    select
      (select count(*) from outbox where status in ('pending', 'sending'))::int as "outboxBacklog",
      coalesce((select extract(epoch from now() - min(created_at)) from outbox where status in ('pending', 'sending')), 0)::float8 as "outboxOldestSeconds",
      (select count(*) from outbox where status = 'failed' and created_at > now() - interval '1 hour')::int as "outboxFailedLastHour",
      (select count(*) from webhook_deliveries where status = 'pending')::int as "webhookBacklog",
      (select count(*) from webhook_deliveries where status = 'failed' and created_at > now() - interval '1 hour')::int as "webhookFailedLastHour",
      (select count(*) from matches where status = 'active' and deadline_at < now())::int as "deadlinesOverdue",
      coalesce((select extract(epoch from now() - min(deadline_at)) from matches where status = 'active' and deadline_at < now()), 0)::float8 as "deadlineLatenessSeconds"
  `);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<string, unknown>[];
  const row = rows[0] ?? {};
  const number = (name: keyof OperationalMetrics) => Number(row[name] ?? 0);
  return {
    outboxBacklog: number('outboxBacklog'),
    outboxOldestSeconds: number('outboxOldestSeconds'),
    outboxFailedLastHour: number('outboxFailedLastHour'),
    webhookBacklog: number('webhookBacklog'),
    webhookFailedLastHour: number('webhookFailedLastHour'),
    deadlinesOverdue: number('deadlinesOverdue'),
    deadlineLatenessSeconds: number('deadlineLatenessSeconds'),
  };
}
