import { and, asc, desc, eq, getTableColumns, gt, lt, sql } from 'drizzle-orm';
import type { Db } from './client.js';
import { forPeople, startEvents, type InboxEvent } from './events.js';
import { idempotencyKeys, invitations, matchSeats, matches, moves, users } from './schema.js';
import { invitationWrites, type NewInvitation } from './invitations.js';
import { planJoin } from './seating.js';

export type UserRow = typeof users.$inferSelect;
export type MatchRow = typeof matches.$inferSelect;
export type MatchStatus = 'waiting' | 'active' | 'finished' | 'aborted';

export interface SeatHolder {
  seat: number;
  userId: string;
  name: string;
  /**
   * The holder's vacation (README, "Vacation") when it ends after the match's last change: the
   * match was changed while they were away (every change of their vacation changes their active
   * matches). ISO strings from the database; absent where a seat list is built otherwise.
   */
  awayFrom?: string | null;
  awayUntil?: string | null;
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

/**
 * The seat holders of the match in the outer query, aggregated into one JSON column, with each
 * one's vacation when it ends after the match's last change (so a version names one content).
 */
export const seatsColumn = sql<SeatHolder[]>`coalesce((
    select json_agg(json_build_object('seat', s.seat, 'userId', s.user_id, 'name', u.name,
      'awayFrom', case when u.away_until > "matches"."updated_at" then u.away_from end,
      'awayUntil', case when u.away_until > "matches"."updated_at" then u.away_until end) order by s.seat)
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

const { state: _state, ...headerColumns } = getTableColumns(matches);

/** What a request's own statement checks for it (reliquary_request_checks, migrations/0014). */
export interface RequestChecks {
  /** A session JWT's sign-in (its refresh-token family): refused if it was signed out by `at`. */
  sessionId?: string | undefined;
  at?: string | undefined;
  /** The caller and Idempotency-Key whose kept answer is looked up. */
  userId?: string | undefined;
  key?: string | undefined;
}

/** What the checks found: a signed-out session, or the answer kept under the Idempotency-Key. */
export type ChecksFound = { revoked: true } | { stored: StoredResponse };

/** The drivers hand a jsonb value over parsed; a string is parsed here all the same. */
const jsonValue = <T>(value: unknown): T | null => (value === null || value === undefined ? null : ((typeof value === 'string' ? JSON.parse(value) : value) as T));

const checksColumn = sql<unknown>`reliquary_request_checks(${sql.placeholder('checks')}::jsonb)`;
const checksArgument = (checks: RequestChecks | undefined) => (checks ? JSON.stringify(checks) : null);

const prepareLoadCheckedMatch = (db: Db) =>
  db
    .select({
      checks: checksColumn,
      ...headerColumns,
      // A reader whose ETag names the current version needs no state (a 304).
      state: sql<unknown>`case when ${matches.version} = ${sql.placeholder('unlessVersion')} then null else ${matches.state} end`.mapWith(matches.state),
      seats: seatsColumn,
    })
    .from(sql`(select) as once`)
    .leftJoin(matches, eq(matches.id, sql.placeholder('id')))
    .prepare('reliquary_load_checked_match');
const loadCheckedMatchStatements = new WeakMap<Db, ReturnType<typeof prepareLoadCheckedMatch>>();

/**
 * The match with its seat holders, and in the same statement the request's checks (a row
 * comes back even without the match, so a signed-out session is refused before a 404). With
 * `unlessVersion`, a match at that version comes without its state (`stateOmitted`).
 */
export async function loadMatchChecked(
  db: Db,
  id: string,
  options: { checks?: RequestChecks | undefined; unlessVersion?: number | undefined } = {},
): Promise<{ found: ChecksFound | null; match: MatchRecord | undefined; stateOmitted: boolean }> {
  let statement = loadCheckedMatchStatements.get(db);
  if (!statement) loadCheckedMatchStatements.set(db, (statement = prepareLoadCheckedMatch(db)));
  const [row] = await statement.execute({ id, checks: checksArgument(options.checks), unlessVersion: options.unlessVersion ?? null });
  const found = jsonValue<ChecksFound>(row?.checks);
  if (!row || row.id === null) return { found, match: undefined, stateOmitted: false };
  const { checks: _checks, ...match } = row;
  return { found, match: match as MatchRecord, stateOmitted: match.state === null };
}

/** A pending invitation, which reserves its seat. */
export interface PendingInvitation {
  id: string;
  seat: number;
  userId: string | null;
}

/** What taking a seat is decided from: the match, its pending invitations, the joiner's name. */
export interface JoinTable {
  match: MatchRecord;
  pending: PendingInvitation[];
  joinerName: string;
}

const prepareLoadJoinTable = (db: Db) =>
  db
    .select({
      checks: checksColumn,
      ...matchWithSeats,
      pending: sql<unknown>`coalesce((
        select json_agg(json_build_object('id', i.id, 'seat', i.seat, 'userId', i.user_id) order by i.seat, i.id)
        from ${invitations} i where i.match_id = "matches"."id" and i.status = 'pending'), '[]'::json)`,
      joinerName: sql<string | null>`(select j.name from ${users} j where j.id = ${sql.placeholder('userId')})`,
    })
    .from(sql`(select) as once`)
    .leftJoin(matches, eq(matches.id, sql.placeholder('id')))
    .prepare('reliquary_load_join_table');
const loadJoinTableStatements = new WeakMap<Db, ReturnType<typeof prepareLoadJoinTable>>();

/** The table `userId` would sit at, read in one statement with the request's checks. */
export async function loadJoinTable(db: Db, matchId: string, userId: string, checks?: RequestChecks): Promise<{ found: ChecksFound | null; table: JoinTable | undefined }> {
  let statement = loadJoinTableStatements.get(db);
  if (!statement) loadJoinTableStatements.set(db, (statement = prepareLoadJoinTable(db)));
  const [row] = await statement.execute({ id: matchId, userId, checks: checksArgument(checks) });
  const found = jsonValue<ChecksFound>(row?.checks);
  if (!row || row.id === null) return { found, table: undefined };
  const { checks: _checks, pending, joinerName, ...match } = row;
  return { found, table: { match: match as MatchRecord, pending: jsonValue<PendingInvitation[]>(pending) ?? [], joinerName: joinerName ?? '' } };
}

/** An answer kept under an Idempotency-Key in the statement that made it. */
export interface KeptAnswer {
  userId: string;
  key: string;
  requestHash: string;
  status: number;
  body: unknown;
}

/** A new match: what createMatch writes besides the row itself. */
export interface NewMatch {
  match: Omit<typeof matches.$inferInsert, 'createdAt' | 'updatedAt' | 'version'>;
  creatorId: string;
  /** Where the creator sits: seat 0 unless they chose; none when they only set the match up. */
  creatorSeats?: number[];
  /** Seats taken at once by others (the platform's computer players). */
  otherSeats?: { seat: number; userId: string }[];
  /** Accounts to make if they do not exist yet (the computer players, by id and name). */
  accounts?: { id: string; name: string }[];
  /** The creator's quota of waiting matches (LIMIT_WAITING_MATCHES_PER_ACCOUNT), checked when this one opens waiting; none when undefined. */
  waitingQuota?: number | undefined;
  /** Users who must exist (the invited): the first one missing refuses the match. */
  invitees?: string[];
  invitations?: NewInvitation[];
  /** Inbox events: the invitations', then the start's for a match that starts at once. */
  events?: InboxEvent[];
  checks?: RequestChecks | undefined;
  /** The answer to keep under the Idempotency-Key, given the match as created. */
  keep?: ((created: MatchRecord) => KeptAnswer) | undefined;
}

export type CreateOutcome =
  | { ok: true; match: MatchRecord }
  | { ok: false; found: ChecksFound }
  | { ok: false; reason: 'unknown-invitee'; index: number }
  | { ok: false; reason: 'too-many-matches' }
  | { ok: false; reason: 'quota-exceeded'; quota: number };

/** The JSON result of a function called as `select f(...) as outcome`. */
async function callFunction<T>(db: Db, call: ReturnType<typeof sql>): Promise<T> {
  const result = await db.execute(sql`select ${call} as outcome`);
  const row = (result as unknown as { rows: { outcome: unknown }[] }).rows[0];
  return jsonValue<T>(row?.outcome) as T;
}

/**
 * Opens a match in one statement (`reliquary_create_match`, migrations/0014): the request's
 * checks, the invited users' existence, the computer players' accounts, the creator's
 * concurrent-match limit (a bot), then the match with its seats, invitations (see
 * invitationWrites), inbox events and kept answer. The match returned is the one stored, with
 * its creation time and its seat holders' names as the database has them.
 */
export async function createMatch(db: Db, input: NewMatch): Promise<CreateOutcome> {
  const creatorSeats = input.creatorSeats ?? [0];
  const seats = [...creatorSeats.map((seat) => ({ seat, userId: input.creatorId })), ...(input.otherSeats ?? [])].sort((a, b) => a.seat - b.seat);
  const invitationList = input.invitations ?? [];
  const invited = invitationWrites(input.match, invitationList);
  const m = input.match;
  // As the database will have it; the time and the names are filled in from its answer.
  const record = (at: Date, holders: SeatHolder[]): MatchRecord => ({
    id: m.id,
    gameId: m.gameId,
    rulesVersion: m.rulesVersion ?? 1,
    options: m.options,
    players: m.players,
    status: m.status,
    state: m.state,
    seed: m.seed,
    version: 0,
    activeSeats: m.activeSeats ?? [],
    result: null,
    createdBy: m.createdBy,
    deadlineAt: m.deadlineAt ?? null,
    timeControl: m.timeControl ?? null,
    onTimeout: m.onTimeout ?? null,
    turnStartedAt: m.turnStartedAt ?? null,
    reminderAt: m.reminderAt ?? null,
    createdAt: at,
    updatedAt: at,
    visibility: m.visibility ?? 'public',
    rated: m.rated ?? false,
    rematchOf: m.rematchOf ?? null,
    abortVotes: [],
    seats: holders,
  });
  const placeholder = record(new Date(0), seats.map((s) => ({ ...s, name: '' })));
  const argument = {
    match: m,
    creatorId: input.creatorId,
    creatorSeats,
    seats,
    computers: input.accounts ?? [],
    invitees: input.invitees ?? [],
    invitations: invitationList,
    notifications: invited.notifications,
    events: forPeople([...invited.events, ...(input.events ?? [])]),
    checks: input.checks ?? null,
    idempotency: input.keep ? input.keep(placeholder) : null,
    waitingQuota: input.waitingQuota ?? null,
  };
  const outcome = await callFunction<{ revoked?: true; stored?: StoredResponse; unknownInvitee?: number; tooManyMatches?: true; tooManyWaiting?: number; stamp?: string; seats?: SeatHolder[] }>(
    db,
    // reliquary_create_match behind the waiting-match quota (migrations/0018), in the same statement.
    sql`reliquary_create_match_within_quota(${JSON.stringify(argument)}::jsonb)`,
  );
  if (outcome.revoked) return { ok: false, found: { revoked: true } };
  if (outcome.stored) return { ok: false, found: { stored: outcome.stored } };
  if (outcome.unknownInvitee !== undefined) return { ok: false, reason: 'unknown-invitee', index: outcome.unknownInvitee };
  if (outcome.tooManyMatches) return { ok: false, reason: 'too-many-matches' };
  if (outcome.tooManyWaiting !== undefined) return { ok: false, reason: 'quota-exceeded', quota: outcome.tooManyWaiting };
  return { ok: true, match: record(new Date(outcome.stamp as string), outcome.seats ?? []) };
}

/**
 * Opens a match with the creator in `creatorSeats` (seat 0 unless they chose; none when they
 * only set it up), `otherSeats` taken at once and the invited players' seats reserved, in one
 * statement (createMatch). `false`: the creator is a bot already at its concurrent-match limit.
 */
export async function insertMatch(
  db: Db,
  match: NewMatch['match'],
  creatorId: string,
  extra: { invitations?: NewInvitation[]; events?: InboxEvent[]; creatorSeats?: number[]; otherSeats?: { seat: number; userId: string }[] } = {},
): Promise<boolean> {
  const outcome = await createMatch(db, { match, creatorId, ...extra });
  return outcome.ok;
}

export type JoinOutcome =
  | { ok: true; seat: number; match: MatchRecord }
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
        | 'too-many-matches'
        | 'busy';
    };

/**
 * Runs inside the join's transaction when it fills the table (first turn emails) and answers the
 * deadline it set, which the `turn` events then carry. (Seeks pair players this way; a join
 * uses MatchStart.)
 */
export type OnMatchStart = (
  tx: Db,
  started: { match: MatchRow; version: number; seats: { seat: number; userId: string }[] },
) => Promise<{ deadlineAt: Date | null }>;

/**
 * What a match starting writes besides its row (notify/queue.ts `matchStart`): its clock, if it
 * has a time control, and the first players' turn emails.
 */
export type MatchStart = (started: { match: MatchRow; version: number; seats: { seat: number; userId: string }[] }) => {
  clock: { deadlineAt: Date | null; turnStartedAt: Date | null; reminderAt: Date | null } | null;
  notifications: OutboxItem[];
};

/** How many times a join is planned again when the table changed under it before giving up. */
const joinAttempts = 10;

/**
 * Takes a seat in one statement (`reliquary_join_seat`, migrations/0014), planned from one read
 * of the table (loadJoinTable; `table` when the request read it already): which seat (a reserved
 * one is only for its invitee, who takes it by default), whether it fills the table and starts
 * the match (`activeSeatsAtStart`, `onStart`), its `match.started` and `turn` events, and the
 * answer to `keep`. The statement writes it only if the table is as read (the match row locked,
 * so concurrent joins take turns: exactly one fills the table); otherwise the table is read and
 * the join planned again. It checks there a bot's `maxConcurrentMatches` (its user row locked,
 * so concurrent joins by one bot take turns too). The match returned is the one stored.
 */
export async function joinSeat(
  db: Db,
  input: {
    matchId: string;
    userId: string;
    seat?: number | undefined;
    /** Taking the seat an invitation reserved: it is marked accepted in the same statement. */
    invitationId?: string | undefined;
    /** Who acts first when this join fills the table (the game's activeSeats of the match's state). */
    activeSeatsAtStart: number[];
    onStart: MatchStart;
    table?: JoinTable | undefined;
    keep?: ((joined: MatchRecord, seat: number) => KeptAnswer) | undefined;
  },
): Promise<JoinOutcome> {
  let table = input.table;
  for (let attempt = 0; attempt < joinAttempts; attempt++) {
    table ??= (await loadJoinTable(db, input.matchId, input.userId)).table;
    if (!table) return { ok: false, reason: 'not-found' };
    const plan = planJoin(table, input);
    if (!plan.ok) return plan;
    const { match } = table;
    const { seat } = plan;
    const version = match.version + 1;
    const holders = [...match.seats, { seat, userId: input.userId, name: table.joinerName }].sort((a, b) => a.seat - b.seat);
    const full = holders.length === match.players;
    const activeSeats = input.activeSeatsAtStart;
    const started = full ? input.onStart({ match: { ...match, status: 'active', activeSeats }, version, seats: holders }) : null;
    const joined = (updatedAt: Date): MatchRecord => ({
      ...match,
      version,
      updatedAt,
      seats: holders,
      ...(full ? { status: 'active', activeSeats, ...(started?.clock ?? {}) } : {}),
    });
    // The clock starts first, so the first `turn` events carry its deadline.
    const events = full ? startEvents({ ...match, version, deadlineAt: started?.clock?.deadlineAt ?? null }, holders, activeSeats) : [];
    const argument = {
      matchId: match.id,
      expectedVersion: match.version,
      userId: input.userId,
      seat,
      invitationId: plan.invitationId ?? null,
      alreadySeated: match.seats.some((s) => s.userId === input.userId),
      start: full ? { activeSeats, clock: started?.clock ?? null } : null,
      notifications: started?.notifications ?? [],
      events: forPeople(events),
      idempotency: input.keep ? input.keep(joined(new Date(0)), seat) : null,
    };
    const outcome = await callFunction<{ stale?: true; tooManyMatches?: true; invitationNotPending?: true; stamp?: string }>(
      db,
      sql`reliquary_join_seat(${JSON.stringify(argument)}::jsonb)`,
    );
    if (outcome.stale) {
      table = undefined;
      continue;
    }
    if (outcome.tooManyMatches) return { ok: false, reason: 'too-many-matches' };
    if (outcome.invitationNotPending) return { ok: false, reason: 'invitation-not-pending' };
    return { ok: true, seat, match: joined(new Date(outcome.stamp as string)) };
  }
  return { ok: false, reason: 'busy' };
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

/**
 * commitMove with the request's checks in the same statement (`reliquary_checked_commit_move`,
 * migrations/0014), for a move whose match came from memory, where the commit is the request's
 * only statement: a signed-out session or a kept answer is found instead, and nothing written.
 */
export async function commitMoveChecked(db: Db, commit: MoveCommit, checks: RequestChecks): Promise<{ applied: boolean } | { found: ChecksFound }> {
  const { inbox = [], notifications, ...fields } = commit;
  const argument = JSON.stringify({ ...fields, notifications: forPeople(notifications), inbox: forPeople(inbox), checks });
  let statement = checkedCommitMoveStatements.get(db);
  if (!statement) checkedCommitMoveStatements.set(db, (statement = prepareCheckedCommitMove(db)));
  const [row] = await statement.execute({ argument });
  const outcome = jsonValue<{ applied?: boolean } & Partial<{ revoked: true; stored: StoredResponse }>>(row?.outcome);
  if (outcome?.revoked) return { found: { revoked: true } };
  if (outcome?.stored) return { found: { stored: outcome.stored } };
  return { applied: outcome?.applied === true };
}

const prepareCheckedCommitMove = (db: Db) =>
  db
    .select({ outcome: sql<unknown>`reliquary_checked_commit_move(${sql.placeholder('argument')}::jsonb)` })
    .from(sql`(select) as once`)
    .prepare('reliquary_checked_commit_move');
const checkedCommitMoveStatements = new WeakMap<Db, ReturnType<typeof prepareCheckedCommitMove>>();

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
