import { and, asc, desc, eq, getTableColumns, gt, lt, sql } from 'drizzle-orm';
import type { Db } from './client.js';
import { appendEvents, forPeople, startEvents, type InboxEvent } from './events.js';
import { idempotencyKeys, invitations, matchSeats, matches, moves, outbox, users } from './schema.js';
import { insertInvitations, type NewInvitation } from './invitations.js';
import { concurrentMatchLimitReached } from './seating.js';

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

/** The seat holders of the match in the outer query, aggregated into one JSON column. */
export const seatsColumn = sql<SeatHolder[]>`coalesce((
    select json_agg(json_build_object('seat', s.seat, 'userId', s.user_id, 'name', u.name) order by s.seat)
    from ${matchSeats} s join ${users} u on u.id = s.user_id
    where s.match_id = "matches"."id"), '[]'::json)`;

const matchWithSeats = { ...getTableColumns(matches), seats: seatsColumn };

const prepareLoadMatch = (db: Db) =>
  db.select(matchWithSeats).from(matches).where(eq(matches.id, sql.placeholder('id'))).prepare('reliquary_load_match');
const loadMatchStatements = new WeakMap<Db, ReturnType<typeof prepareLoadMatch>>();

/** The match with its seat holders. A named statement: each connection plans it once. */
export async function loadMatch(db: Db, id: string): Promise<MatchRecord | undefined> {
  let statement = loadMatchStatements.get(db);
  if (!statement) loadMatchStatements.set(db, (statement = prepareLoadMatch(db)));
  const [row] = await statement.execute({ id });
  return row;
}

/** A match without its state: enough to check access and versions (a 304) without reading it. */
export type MatchHeader = Omit<MatchRecord, 'state'>;

const { state: _state, ...headerColumns } = getTableColumns(matches);

export async function loadMatchHeader(db: Db, id: string): Promise<MatchHeader | undefined> {
  const [row] = await db.select({ ...headerColumns, seats: seatsColumn }).from(matches).where(eq(matches.id, id));
  return row;
}

/**
 * Opens a match with the creator in `creatorSeats` (seat 0 unless they chose; none when they
 * only set it up), `otherSeats` taken at once (the platform's computer players) and the invited
 * players' seats reserved; their invitations (see
 * insertInvitations) and, for a match that starts at once, its start events are written in the
 * same transaction. `false`: the creator is a bot already at its concurrent-match limit.
 */
export async function insertMatch(
  db: Db,
  match: typeof matches.$inferInsert,
  creatorId: string,
  extra: { invitations?: NewInvitation[]; events?: InboxEvent[]; creatorSeats?: number[]; otherSeats?: { seat: number; userId: string }[] } = {},
): Promise<boolean> {
  const creatorSeats = extra.creatorSeats ?? [0];
  const seats = [...creatorSeats.map((seat) => ({ seat, userId: creatorId })), ...(extra.otherSeats ?? [])];
  return db.transaction(async (tx) => {
    if (creatorSeats.length > 0 && (await concurrentMatchLimitReached(tx, creatorId, match.id))) return false;
    await tx.insert(matches).values(match);
    if (seats.length > 0) await tx.insert(matchSeats).values(seats.map(({ seat, userId }) => ({ matchId: match.id, seat, userId })));
    await insertInvitations(tx, match, extra.invitations ?? []);
    await appendEvents(tx, extra.events ?? []);
    return true;
  });
}

export type JoinOutcome =
  | { ok: true; seat: number }
  | {
      ok: false;
      reason:
        | 'not-found'
        | 'not-waiting'
        | 'seat-taken'
        | 'already-seated'
        | 'no-free-seat'
        | 'no-such-seat'
        | 'seat-reserved'
        | 'invitation-not-pending'
        | 'too-many-matches';
    };

/**
 * Runs inside the join's transaction when it fills the table (first turn emails) and answers the
 * deadline it set, which the `turn` events then carry.
 */
export type OnMatchStart = (
  tx: Db,
  started: { match: MatchRow; version: number; seats: { seat: number; userId: string }[] },
) => Promise<{ deadlineAt: Date | null }>;

/**
 * Takes a seat. The match row is locked first, so concurrent joins are serialized: exactly one
 * of them sees the table fill up and starts the match (`start` gives the new state fields) and
 * writes its `match.started` and `turn` events. A reserved seat is only for its invitee, who
 * takes it by default. The joiner's user row is locked next, so concurrent joins by one bot of
 * different matches are serialized too and its `maxConcurrentMatches` holds.
 */
export async function joinSeat(
  db: Db,
  input: {
    matchId: string;
    userId: string;
    seat?: number | undefined;
    start: Pick<MatchRow, 'activeSeats'>;
    /** Taking the seat an invitation reserved: it is marked accepted in the same transaction. */
    invitationId?: string | undefined;
    onStart?: OnMatchStart | undefined;
  },
): Promise<JoinOutcome> {
  return db.transaction(async (tx) => {
    const [match] = await tx.select().from(matches).where(eq(matches.id, input.matchId)).for('update');
    if (!match) return { ok: false, reason: 'not-found' };
    if (match.status !== 'waiting') return { ok: false, reason: 'not-waiting' };
    const taken = await tx.select().from(matchSeats).where(eq(matchSeats.matchId, match.id));
    const takenSeats = new Set(taken.map((s) => s.seat));
    // Pending invitations (by email or user id) reserve their seat.
    const pending = await tx
      .select({ id: invitations.id, seat: invitations.seat, userId: invitations.userId })
      .from(invitations)
      .where(and(eq(invitations.matchId, match.id), eq(invitations.status, 'pending')));
    // A user invited by id may also take the reserved seat with a plain join.
    const own = pending.find((r) => r.userId === input.userId && (input.seat === undefined || r.seat === input.seat));
    if (own && !input.invitationId) input = { ...input, invitationId: own.id, seat: own.seat };
    // Seats held for someone else: every pending invitation but the one being accepted.
    const reserved = new Set(pending.filter((r) => r.id !== input.invitationId).map((r) => r.seat));
    const free = Array.from({ length: match.players }, (_, i) => i).filter((i) => !takenSeats.has(i));
    let seat = input.seat;
    if (seat === undefined) {
      if (taken.some((s) => s.userId === input.userId)) return { ok: false, reason: 'already-seated' };
      seat = free.find((i) => !reserved.has(i));
      if (seat === undefined) return { ok: false, reason: free.length ? 'seat-reserved' : 'no-free-seat' };
    }
    if (seat < 0 || seat >= match.players) return { ok: false, reason: 'no-such-seat' };
    if (takenSeats.has(seat)) return { ok: false, reason: 'seat-taken' };
    if (reserved.has(seat)) return { ok: false, reason: 'seat-reserved' };
    if (!taken.some((s) => s.userId === input.userId) && (await concurrentMatchLimitReached(tx, input.userId, match.id))) {
      return { ok: false, reason: 'too-many-matches' };
    }
    if (input.invitationId) {
      const accepted = await tx
        .update(invitations)
        .set({ status: 'accepted', decidedAt: sql`now()`, userId: input.userId })
        .where(and(eq(invitations.id, input.invitationId), eq(invitations.status, 'pending')))
        .returning({ id: invitations.id });
      if (accepted.length === 0) return { ok: false, reason: 'invitation-not-pending' };
    }
    await tx.insert(matchSeats).values({ matchId: match.id, seat, userId: input.userId });
    const full = takenSeats.size + 1 === match.players;
    const version = match.version + 1;
    await tx
      .update(matches)
      .set({
        version,
        updatedAt: sql`now()`,
        ...(full ? { status: 'active', activeSeats: input.start.activeSeats } : {}),
      })
      .where(eq(matches.id, match.id));
    if (full) {
      const holders = [...taken.map((t) => ({ seat: t.seat, userId: t.userId })), { seat, userId: input.userId }].sort((a, b) => a.seat - b.seat);
      // The clock starts first, so the first `turn` events carry its deadline.
      const started = await input.onStart?.(tx as unknown as Db, { match: { ...match, status: 'active', activeSeats: input.start.activeSeats }, version, seats: holders });
      await appendEvents(tx, startEvents({ ...match, version, deadlineAt: started?.deadlineAt ?? null }, holders, input.start.activeSeats));
    }
    return { ok: true, seat };
  });
}

export interface MoveCommit {
  matchId: string;
  expectedVersion: number;
  seat: number;
  move: unknown;
  events: unknown[];
  /** null for a system entry (a timeout applied by the sweep). */
  actorId: string | null;
  state: unknown;
  status: MatchStatus;
  activeSeats: number[];
  result: unknown;
  updatedAt: Date;
  notifications: OutboxItem[];
  /** The new deadline fields; undefined leaves them as they are (a move within the same turn). */
  clock?: { deadlineAt: Date | null; turnStartedAt: Date | null; reminderAt: Date | null } | undefined;
  /** Inbox events (`turn`, `match.finished`), appended only if the move is applied. */
  inbox?: InboxEvent[];
  /** The game's Game.ratingMinMoves: a rated match this move finishes is rated only past it (migrations/0012). */
  ratingMinMoves: number;
  /** Stored in the same transaction, so a committed move always has its replayable response. */
  idempotency?: { userId: string; key: string; requestHash: string; status: number; body: unknown } | undefined;
}

/**
 * Saves a move in one round trip, atomic without a transaction: `reliquary_commit_move`
 * (migrations/0003) updates the match only if it is still active at `expectedVersion`, and only
 * then appends the move, queues its notifications, writes its inbox events, keeps its
 * idempotent response and notes the player's activity. `false` means another write won the race; nothing was written.
 */
export async function commitMove(db: Db, commit: MoveCommit): Promise<boolean> {
  const { inbox = [], notifications, ...fields } = commit;
  const argument = JSON.stringify({ ...fields, notifications: forPeople(notifications), inbox: forPeople(inbox) });
  let statement = commitMoveStatements.get(db);
  if (!statement) commitMoveStatements.set(db, (statement = prepareCommitMove(db)));
  const [row] = await statement.execute({ argument });
  return row?.applied === true;
}

/** A named statement, as loadMatch's: each connection parses and plans it once, not every move. */
const prepareCommitMove = (db: Db) =>
  db
    .select({ applied: sql<boolean>`reliquary_commit_move(${sql.placeholder('argument')}::jsonb)` })
    .from(sql`(select) as once`)
    .prepare('reliquary_commit_move');
const commitMoveStatements = new WeakMap<Db, ReturnType<typeof prepareCommitMove>>();

export async function loadMoveLog(db: Db, matchId: string): Promise<{ seat: number; move: unknown }[]> {
  return db.select({ seat: moves.seat, move: moves.move }).from(moves).where(eq(moves.matchId, matchId)).orderBy(asc(moves.seq));
}

export async function loadMoveEvents(db: Db, matchId: string): Promise<{ seq: number; seat: number; events: unknown }[]> {
  return db
    .select({ seq: moves.seq, seat: moves.seat, events: moves.events })
    .from(moves)
    .where(eq(moves.matchId, matchId))
    .orderBy(asc(moves.seq));
}

/**
 * One page of the move log: at most `limit` moves after the move `after` (oldest first), or,
 * with `before`, the `limit` moves just before the move `before` (still returned oldest first).
 * One more row is read to tell whether another page follows.
 */
export async function loadMoveEventsPage(
  db: Db,
  matchId: string,
  page: { after?: number; before?: number; limit: number },
): Promise<{ moves: { seq: number; seat: number; events: unknown }[]; more: boolean }> {
  const backwards = page.before !== undefined;
  const rows = await db
    .select({ seq: moves.seq, seat: moves.seat, events: moves.events })
    .from(moves)
    .where(and(eq(moves.matchId, matchId), backwards ? lt(moves.seq, page.before as number) : gt(moves.seq, page.after ?? 0)))
    .orderBy(backwards ? desc(moves.seq) : asc(moves.seq))
    .limit(page.limit + 1);
  const more = rows.length > page.limit;
  const kept = rows.slice(0, page.limit);
  return { moves: backwards ? kept.reverse() : kept, more };
}

/** What a turn list needs of a match: no state, no log. */
export interface TurnRow {
  id: string;
  gameId: string;
  version: number;
  activeSeats: number[];
  deadlineAt: Date | null;
  updatedAt: Date;
  /** The user's seats in it that must act now. */
  seatsToPlay: number[];
}

/**
 * Active matches where `userId` holds a seat that must act, most urgent first. It starts from
 * the user's own seats (match_seats_user_idx), so its cost follows the user's matches, not the
 * number of active matches in the database, and it never reads a state.
 */
export async function listTurns(db: Db, userId: string): Promise<TurnRow[]> {
  const rows = await db
    .select({
      id: matches.id,
      gameId: matches.gameId,
      version: matches.version,
      activeSeats: matches.activeSeats,
      deadlineAt: matches.deadlineAt,
      updatedAt: matches.updatedAt,
      seatsToPlay: sql<number[]>`array_agg(${matchSeats.seat} order by ${matchSeats.seat})`,
    })
    .from(matchSeats)
    .innerJoin(matches, eq(matches.id, matchSeats.matchId))
    .where(and(eq(matchSeats.userId, userId), eq(matches.status, 'active'), sql`${matchSeats.seat} = any(${matches.activeSeats})`))
    .groupBy(matches.id)
    .orderBy(sql`${matches.deadlineAt} asc nulls last`, asc(matches.updatedAt));
  return rows;
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
