import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from './client.js';
import { rateLimits } from './schema.js';

export type BucketAnswer = { allowed: true; remaining: number } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts one use of `key` in a fixed window of `windowMs` and says whether it fits in `limit`.
 * One conditional upsert: the row lock makes concurrent requests count one after another, and
 * a refused request counts nothing. Shared by every process and isolate using the database.
 */
export async function takeFromBucket(db: Db, key: string, limit: number, windowMs: number, now: Date): Promise<BucketAnswer> {
  const [row] = await bucketUse(db, key, limit, windowMs, now);
  if (row) return { allowed: true, remaining: limit - row.count };
  const [current] = await db.select({ windowStart: rateLimits.windowStart }).from(rateLimits).where(eq(rateLimits.key, key));
  return { allowed: false, retryAfterSeconds: retryAfterSeconds(current?.windowStart.getTime(), windowMs, now) };
}

/**
 * The upsert that counts one use of `key`, answering the new count, or no row when the window
 * is full. A statement of its own (takeFromBucket) or part of a larger one (createGuest).
 */
export function bucketUse(db: Db, key: string, limit: number, windowMs: number, now: Date) {
  const at = sql`${now.toISOString()}::timestamptz`;
  const windowOver = sql`${rateLimits.windowStart} <= ${new Date(now.getTime() - windowMs).toISOString()}::timestamptz`;
  return db
    .insert(rateLimits)
    .values({ key, windowStart: now, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        windowStart: sql`case when ${windowOver} then ${at} else ${rateLimits.windowStart} end`,
        count: sql`case when ${windowOver} then 1 else ${rateLimits.count} + 1 end`,
      },
      setWhere: sql`${windowOver} or ${rateLimits.count} < ${limit}`,
    })
    .returning({ count: rateLimits.count });
}

/** Seconds until a full window that started at `windowStartMs` ends (at least 1). */
export function retryAfterSeconds(windowStartMs: number | undefined, windowMs: number, now: Date): number {
  const endsAt = (windowStartMs ?? now.getTime()) + windowMs;
  return Math.max(1, Math.ceil((endsAt - now.getTime()) / 1000));
}

/** Drops counters whose window ended long ago (the dispatcher calls it). */
export async function sweepRateLimits(db: Db, before: Date): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.windowStart, before));
}
