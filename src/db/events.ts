import { isComputerUserId } from '../bots/computer.js';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from './client.js';
import { events, users } from './schema.js';

export type EventType = 'invitation' | 'match.started' | 'turn' | 'match.finished' | 'match.aborted' | 'chat' | 'webhook.test';

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
 * Appends events to their users' inboxes (inside the caller's transaction when `db` is one),
 * through `reliquary_append_events` (migrations/0003): each user's row is updated to take the
 * next seqs and stays locked to the end of the transaction, so a user's seqs become visible in
 * increasing order; users are locked in id order, so concurrent writers cannot deadlock.
 */
export async function appendEvents(db: Db, list: InboxEvent[]): Promise<void> {
  const kept = forPeople(list);
  if (kept.length === 0) return;
  await db.execute(sql`select reliquary_append_events(${JSON.stringify(kept)}::jsonb)`);
}

/**
 * Leaves out what is addressed to the platform's computer players: the server plays their seats
 * itself, so an inbox or an email of theirs would only pile up unread.
 */
export const forPeople = <T extends { userId: string }>(list: T[]): T[] => (list.some((e) => isComputerUserId(e.userId)) ? list.filter((e) => !isComputerUserId(e.userId)) : list);

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

/** `match.aborted` for every player: a match nobody will play (abandoned before it started, or aborted before the first move). */
export function abortedEvents(match: { id: string; version: number }, holders: SeatHolderRef[]): InboxEvent[] {
  return [...new Set(holders.map((h) => h.userId))].map((userId) => ({
    userId,
    type: 'match.aborted' as const,
    matchId: match.id,
    payload: { matchId: match.id, version: match.version },
  }));
}
