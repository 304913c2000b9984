import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from './client.js';
import { idempotencyKeys, matchSeats, matches, moves, outbox, users } from './schema.js';

export type UserRow = typeof users.$inferSelect;
export type MatchRow = typeof matches.$inferSelect;
export type MatchStatus = 'waiting' | 'active' | 'finished' | 'aborted';

export interface SeatHolder {
  seat: number;
  userId: string;
  name: string;
}

export interface MatchRecord extends MatchRow {
  seats: SeatHolder[];
}

export interface OutboxItem {
  kind: string;
  userId: string;
  matchId: string;
  payload: Record<string, unknown>;
  dedupeKey: string;
}

export interface StoredResponse {
  requestHash: string;
  status: number;
  body: unknown;
}

export async function insertUser(db: Db, user: { id: string; name: string; kind: string }): Promise<UserRow> {
  const [row] = await db.insert(users).values(user).returning();
  return row as UserRow;
}

export async function findUser(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

async function seatsOf(db: Db, matchIds: string[]): Promise<Map<string, SeatHolder[]>> {
  const bySeat = new Map<string, SeatHolder[]>();
  if (matchIds.length === 0) return bySeat;
  const rows = await db
    .select({ matchId: matchSeats.matchId, seat: matchSeats.seat, userId: matchSeats.userId, name: users.name })
    .from(matchSeats)
    .innerJoin(users, eq(users.id, matchSeats.userId))
    .where(inArray(matchSeats.matchId, matchIds))
    .orderBy(asc(matchSeats.seat));
  for (const { matchId, ...holder } of rows) bySeat.set(matchId, [...(bySeat.get(matchId) ?? []), holder]);
  return bySeat;
}

export async function loadMatch(db: Db, id: string): Promise<MatchRecord | undefined> {
  const [row] = await db.select().from(matches).where(eq(matches.id, id));
  if (!row) return undefined;
  return { ...row, seats: (await seatsOf(db, [id])).get(id) ?? [] };
}

export async function insertMatch(db: Db, match: typeof matches.$inferInsert, creatorId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(matches).values(match);
    await tx.insert(matchSeats).values({ matchId: match.id, seat: 0, userId: creatorId });
  });
}

export type JoinOutcome =
  | { ok: true; seat: number }
  | { ok: false; reason: 'not-found' | 'not-waiting' | 'seat-taken' | 'already-seated' | 'no-free-seat' | 'no-such-seat' };

/**
 * Takes a seat. The match row is locked first, so concurrent joins are serialized: exactly one
 * of them sees the table fill up and starts the match (`start` gives the new state fields).
 */
export async function joinSeat(
  db: Db,
  input: { matchId: string; userId: string; seat?: number | undefined; start: Pick<MatchRow, 'activeSeats'> },
): Promise<JoinOutcome> {
  return db.transaction(async (tx) => {
    const [match] = await tx.select().from(matches).where(eq(matches.id, input.matchId)).for('update');
    if (!match) return { ok: false, reason: 'not-found' };
    if (match.status !== 'waiting') return { ok: false, reason: 'not-waiting' };
    const taken = await tx.select().from(matchSeats).where(eq(matchSeats.matchId, match.id));
    const takenSeats = new Set(taken.map((s) => s.seat));
    let seat = input.seat;
    if (seat === undefined) {
      if (taken.some((s) => s.userId === input.userId)) return { ok: false, reason: 'already-seated' };
      seat = Array.from({ length: match.players }, (_, i) => i).find((i) => !takenSeats.has(i));
      if (seat === undefined) return { ok: false, reason: 'no-free-seat' };
    }
    if (seat < 0 || seat >= match.players) return { ok: false, reason: 'no-such-seat' };
    if (takenSeats.has(seat)) return { ok: false, reason: 'seat-taken' };
    await tx.insert(matchSeats).values({ matchId: match.id, seat, userId: input.userId });
    const full = takenSeats.size + 1 === match.players;
    await tx
      .update(matches)
      .set({
        version: match.version + 1,
        updatedAt: sql`now()`,
        ...(full ? { status: 'active', activeSeats: input.start.activeSeats } : {}),
      })
      .where(eq(matches.id, match.id));
    return { ok: true, seat };
  });
}

export interface MoveCommit {
  matchId: string;
  expectedVersion: number;
  seat: number;
  move: unknown;
  events: unknown[];
  actorId: string;
  state: unknown;
  status: MatchStatus;
  activeSeats: number[];
  result: unknown;
  updatedAt: Date;
  notifications: OutboxItem[];
  /** Stored in the same transaction, so a committed move always has its replayable response. */
  idempotency?: { userId: string; key: string; requestHash: string; status: number; body: unknown } | undefined;
}

/**
 * Saves a move: conditional update of the match (`version = expected`), the move appended to
 * the log, and its notifications queued, all or nothing. `false` means another write won.
 */
export async function commitMove(db: Db, commit: MoveCommit): Promise<boolean> {
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(matches)
      .set({
        state: commit.state,
        status: commit.status,
        activeSeats: commit.activeSeats,
        result: commit.result,
        version: commit.expectedVersion + 1,
        updatedAt: commit.updatedAt,
      })
      .where(and(eq(matches.id, commit.matchId), eq(matches.version, commit.expectedVersion), eq(matches.status, 'active')))
      .returning({ id: matches.id });
    if (updated.length === 0) return false;
    await tx.insert(moves).values({
      matchId: commit.matchId,
      seq: sql`(select coalesce(max(${moves.seq}), 0) + 1 from ${moves} where ${moves.matchId} = ${commit.matchId})`,
      seat: commit.seat,
      move: commit.move,
      events: commit.events,
      actorId: commit.actorId,
    });
    if (commit.notifications.length > 0) {
      await tx.insert(outbox).values(commit.notifications).onConflictDoNothing({ target: outbox.dedupeKey });
    }
    if (commit.idempotency) await tx.insert(idempotencyKeys).values(commit.idempotency);
    return true;
  });
}

export async function loadMoveLog(db: Db, matchId: string): Promise<{ seat: number; move: unknown }[]> {
  return db.select({ seat: moves.seat, move: moves.move }).from(moves).where(eq(moves.matchId, matchId)).orderBy(asc(moves.seq));
}

/** Active matches where `userId` holds a seat that must act, the longest-waiting first. */
export async function listTurns(db: Db, userId: string): Promise<MatchRecord[]> {
  const rows = await db
    .select()
    .from(matches)
    .where(
      and(
        eq(matches.status, 'active'),
        sql`exists (select 1 from ${matchSeats} where ${matchSeats.matchId} = ${matches.id}
          and ${matchSeats.userId} = ${userId} and ${matchSeats.seat} = any(${matches.activeSeats}))`,
      ),
    )
    .orderBy(sql`${matches.deadlineAt} asc nulls last`, asc(matches.updatedAt));
  const seats = await seatsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((match) => ({ ...match, seats: seats.get(match.id) ?? [] }));
}

export async function findStoredResponse(db: Db, userId: string, key: string): Promise<StoredResponse | undefined> {
  const [row] = await db
    .select({ requestHash: idempotencyKeys.requestHash, status: idempotencyKeys.status, body: idempotencyKeys.body })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  return row;
}

export async function storeResponse(db: Db, entry: { userId: string; key: string } & StoredResponse): Promise<void> {
  await db.insert(idempotencyKeys).values(entry).onConflictDoNothing();
}
