import { and, asc, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { Db } from './client.js';
import { events, users } from './schema.js';

export type EventType = 'invitation' | 'match.started' | 'turn' | 'match.finished' | 'webhook.test';

/** One entry of a user's inbox, before it gets its seq. Thin: ids and versions, never a view. */
export interface InboxEvent {
  userId: string;
  type: EventType;
  matchId: string | null;
  payload: Record<string, unknown>;
}

export interface StoredEvent {
  seq: number;
  type: string;
  matchId: string | null;
  payload: Record<string, unknown>;
  createdAt: Date;
}

/**
 * Common table expressions that append `list` to their users' inboxes; put them in the WITH
 * clause of the statement that makes the change, after the CTE named `gate` (if any), so the
 * events are written only when that CTE returns a row. Each user's row is updated to take the
 * next seqs, and that row lock is held to the end of the transaction, so a user's seqs become
 * visible in increasing order: a reader that has seen seq n can never later find a smaller one.
 */
export function inboxCtes(list: InboxEvent[], gate?: string): SQL {
  const rows = JSON.stringify(list.map((e, ord) => ({ ...e, ord })));
  // The gate (the match update) runs before any user row is locked, and users are locked in id
  // order, so two moves that touch the same users take their locks in the same order.
  const gated = gate ? sql.raw(`and exists (select 1 from ${gate})`) : sql``;
  return sql`inbox_new as (
      select * from jsonb_to_recordset(${rows}::jsonb) as e("userId" text, type text, "matchId" text, payload jsonb, ord int)
    ), inbox_locked as (
      select u.id from ${users} u where u.id in (select "userId" from inbox_new) ${gated} order by u.id for update
    ), inbox_bumped as (
      update ${users} u set event_seq = u.event_seq + c.n
      from (select "userId", count(*)::int as n from inbox_new group by "userId") c, inbox_locked l
      where u.id = c."userId" and l.id = u.id
      returning u.id, u.event_seq
    ), inbox_written as (
      insert into ${events} (user_id, seq, type, match_id, payload)
      select e."userId",
        b.event_seq - count(*) over (partition by e."userId") + row_number() over (partition by e."userId" order by e.ord),
        e.type, e."matchId", e.payload
      from inbox_new e join inbox_bumped b on b.id = e."userId"
    )`;
}

/** Appends events on their own (inside the caller's transaction when `db` is one). */
export async function appendEvents(db: Db, list: InboxEvent[]): Promise<void> {
  if (list.length === 0) return;
  await db.execute(sql`with ${inboxCtes(list)} select 1`);
}

export async function eventsAfter(db: Db, userId: string, after: number, limit: number): Promise<StoredEvent[]> {
  const rows = await db
    .select({ seq: events.seq, type: events.type, matchId: events.matchId, payload: events.payload, createdAt: events.createdAt })
    .from(events)
    .where(and(eq(events.userId, userId), gt(events.seq, after)))
    .orderBy(asc(events.seq))
    .limit(limit);
  return rows as StoredEvent[];
}

/** The last seq of the user's inbox (0 when empty). */
export async function lastEventSeq(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ seq: users.eventSeq }).from(users).where(eq(users.id, userId));
  return row?.seq ?? 0;
}

export interface SeatHolderRef {
  seat: number;
  userId: string;
}

/** `match.started` for every player and `turn` for each seat that must act first. */
export function startEvents(match: { id: string; gameId: string; version: number; deadlineAt: Date | null }, holders: SeatHolderRef[], activeSeats: number[]): InboxEvent[] {
  const users = [...new Set(holders.map((h) => h.userId))];
  return [
    ...users.map((userId) => ({
      userId,
      type: 'match.started' as const,
      matchId: match.id,
      payload: { matchId: match.id, gameId: match.gameId, version: match.version, seats: holders.filter((h) => h.userId === userId).map((h) => h.seat) },
    })),
    ...turnEvents(match, holders, activeSeats),
  ];
}

/** `turn` for each seat that must act at this version. */
export function turnEvents(match: { id: string; version: number; deadlineAt: Date | null }, holders: SeatHolderRef[], activeSeats: number[]): InboxEvent[] {
  return holders
    .filter((h) => activeSeats.includes(h.seat))
    .map((h) => ({
      userId: h.userId,
      type: 'turn' as const,
      matchId: match.id,
      payload: { matchId: match.id, seat: h.seat, version: match.version, deadline: match.deadlineAt?.toISOString() ?? null },
    }));
}

export function finishedEvents(match: { id: string; version: number }, holders: SeatHolderRef[]): InboxEvent[] {
  return [...new Set(holders.map((h) => h.userId))].map((userId) => ({
    userId,
    type: 'match.finished' as const,
    matchId: match.id,
    payload: { matchId: match.id, version: match.version },
  }));
}
