import { and, desc, eq, getTableColumns, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from './client.js';
import { outbox, pushSubscriptions } from './schema.js';

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

const columns = getTableColumns(pushSubscriptions);

/**
 * Stores a browser's subscription for `userId`. The endpoint is the key: the same browser sending
 * it again (each visit does) updates its keys, and an endpoint that belonged to someone else (one
 * browser, another account signed in) becomes this user's, so nobody's turns reach a browser they
 * left. Beyond `max` subscriptions the user's least recently stored ones are dropped.
 */
export async function storePushSubscription(
  db: Db,
  sub: { id: string; userId: string; endpoint: string; p256dh: string; auth: string },
  max: number,
): Promise<{ row: PushSubscriptionRow; created: boolean }> {
  const [stored] = await db
    .insert(pushSubscriptions)
    .values(sub)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId: sub.userId, p256dh: sub.p256dh, auth: sub.auth, updatedAt: sql`now()` },
    })
    // xmax = 0 only for a row this statement inserted.
    .returning({ ...columns, created: sql<boolean>`(xmax = 0)` });
  const { created, ...row } = stored as PushSubscriptionRow & { created: boolean };
  const kept = db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, sub.userId))
    .orderBy(desc(pushSubscriptions.updatedAt), desc(pushSubscriptions.id))
    .limit(max);
  await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, sub.userId), notInArray(pushSubscriptions.id, kept)));
  return { row, created };
}

/** Deletes one of `userId`'s subscriptions; false when they have none by that id. */
export async function deletePushSubscription(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.userId, userId)))
    .returning({ id: pushSubscriptions.id });
  return rows.length === 1;
}

export async function listPushSubscriptions(db: Db, userId: string): Promise<PushSubscriptionRow[]> {
  return db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId)).orderBy(desc(pushSubscriptions.updatedAt));
}

/** A push service said the subscription is gone (404 or 410). */
export async function dropPushSubscriptions(db: Db, ids: string[]): Promise<void> {
  if (ids.length > 0) await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, ids));
}

/**
 * The Web Push sibling of a `turn` notification: a `push` row with the same match, version and
 * user (`…/push` instead of `…/turn`), queued only if the user has a subscription. The dedupe key
 * makes it once per turn however often the turn row is looked at (a deferred turn comes back).
 */
export async function queuePushSibling(db: Db, turn: { kind: string; userId: string | null; matchId: string | null; payload: unknown; dedupeKey: string }): Promise<boolean> {
  if (turn.kind !== 'turn' || !turn.userId) return false;
  const [any] = await db.select({ id: pushSubscriptions.id }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, turn.userId)).limit(1);
  if (!any) return false;
  const rows = await db
    .insert(outbox)
    .values({ kind: 'push', userId: turn.userId, matchId: turn.matchId, payload: turn.payload, dedupeKey: turn.dedupeKey.replace(/\/turn$/, '/push') })
    .onConflictDoNothing()
    .returning({ id: outbox.id });
  return rows.length > 0;
}
