import { and, eq, sql, type SQL } from 'drizzle-orm';
import { computerUserIdLike } from '../bots/computer.js';
import type { Db } from './client.js';
import { abortedEvents, appendEvents } from './events.js';
import type { SeatHolder } from './queries.js';
import { invitations, matchSeats, matches, moves } from './schema.js';

export interface MatchListFilter {
  /** Who asks: sees public matches and those they sit at or created. */
  viewerId: string | null;
  status?: string | undefined;
  gameId?: string | undefined;
  /** Only waiting matches with a seat nobody holds or has been invited to. */
  open?: boolean | undefined;
  /** Only matches this user sits at. */
  playerId?: string | undefined;
  /** Newest first: only matches created before this one. */
  before?: { createdAt: string; id: string } | undefined;
  limit: number;
}

export interface MatchListRow {
  id: string;
  gameId: string;
  status: string;
  players: number;
  options: Record<string, unknown>;
  version: number;
  visibility: string;
  rated: boolean;
  timeControl: { perMoveSeconds: number; pauseWeekends: boolean } | null;
  createdAt: Date;
  updatedAt: Date;
  /** The exact creation time (microseconds), for the cursor. */
  createdKey: string;
  seats: SeatHolder[];
  reservedSeats: number[];
}

const seated = (userId: string) => sql`exists (select 1 from match_seats s where s.match_id = m.id and s.user_id = ${userId})`;

/** Matches a caller may see in the lobby, newest first; one more than `limit` tells there is a next page. */
export async function listMatches(db: Db, filter: MatchListFilter): Promise<MatchListRow[]> {
  const where: SQL[] = [
    filter.viewerId === null ? sql`m.visibility = 'public'` : sql`(m.visibility = 'public' or m.created_by = ${filter.viewerId} or ${seated(filter.viewerId)})`,
  ];
  if (filter.status) where.push(sql`m.status = ${filter.status}`);
  if (filter.gameId) where.push(sql`m.game_id = ${filter.gameId}`);
  if (filter.playerId) where.push(seated(filter.playerId));
  if (filter.open) {
    where.push(sql`m.status = 'waiting' and m.players > (select count(*) from match_seats s where s.match_id = m.id)
      + (select count(*) from invitations i where i.match_id = m.id and i.status = 'pending')`);
  }
  if (filter.before) where.push(sql`(m.created_at, m.id) < (${filter.before.createdAt}::timestamptz, ${filter.before.id})`);
  const result = await db.execute(sql`
    select m.id, m.game_id as "gameId", m.status, m.players, m.options, m.version, m.visibility, m.rated,
      m.time_control as "timeControl", m.created_at as "createdAt", m.updated_at as "updatedAt",
      to_char(m.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as "createdKey",
      coalesce((select json_agg(json_build_object('seat', s.seat, 'userId', s.user_id, 'name', u.name) order by s.seat)
        from match_seats s join users u on u.id = s.user_id where s.match_id = m.id), '[]'::json) as seats,
      coalesce((select json_agg(i.seat) from invitations i where i.match_id = m.id and i.status = 'pending'), '[]'::json) as "reservedSeats"
    from matches m
    where ${sql.join(where, sql` and `)}
    order by m.created_at desc, m.id desc
    limit ${filter.limit + 1}`);
  const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  return rows.map((r) => ({
    ...(r as unknown as MatchListRow),
    createdAt: new Date(r.createdAt as string),
    updatedAt: new Date(r.updatedAt as string),
    seats: typeof r.seats === 'string' ? JSON.parse(r.seats) : (r.seats as SeatHolder[]),
    reservedSeats: typeof r.reservedSeats === 'string' ? JSON.parse(r.reservedSeats) : (r.reservedSeats as number[]),
  }));
}

/** `told`: the invitees whose invitation the abort withdrew (they get `match.aborted`). */
export type LeaveOutcome = { ok: true; aborted: boolean; told: string[] } | { ok: false; reason: 'not-found' | 'not-waiting' | 'not-seated' };

/**
 * Frees the caller's seats of a waiting match (or the one named). The match row is locked, so a
 * join that would fill the table and a leave are serialized; when nobody is left seated the match
 * is aborted, its pending invitations withdrawn and whoever was invited told.
 */
export async function leaveMatch(db: Db, input: { matchId: string; userId: string; seat?: number | undefined }): Promise<LeaveOutcome> {
  return db.transaction(async (tx) => {
    const [match] = await tx.select().from(matches).where(eq(matches.id, input.matchId)).for('update');
    if (!match) return { ok: false, reason: 'not-found' };
    if (match.status !== 'waiting') return { ok: false, reason: 'not-waiting' };
    const mine = and(eq(matchSeats.matchId, match.id), eq(matchSeats.userId, input.userId), input.seat === undefined ? undefined : eq(matchSeats.seat, input.seat));
    const freed = await tx.delete(matchSeats).where(mine).returning({ seat: matchSeats.seat });
    if (freed.length === 0) return { ok: false, reason: 'not-seated' };
    const [left] = await tx.select({ n: sql<number>`count(*)::int` }).from(matchSeats).where(eq(matchSeats.matchId, match.id));
    const aborted = (left?.n ?? 0) === 0;
    const version = match.version + 1;
    await tx
      .update(matches)
      .set({ version, updatedAt: sql`now()`, ...(aborted ? { status: 'aborted' } : {}) })
      .where(eq(matches.id, match.id));
    let told: string[] = [];
    if (aborted) {
      const withdrawn = await tx
        .update(invitations)
        .set({ status: 'withdrawn', decidedAt: sql`now()` })
        .where(and(eq(invitations.matchId, match.id), eq(invitations.status, 'pending')))
        .returning({ userId: invitations.userId, seat: invitations.seat });
      const invitees = withdrawn.filter((w): w is { userId: string; seat: number } => w.userId !== null);
      await appendEvents(tx, abortedEvents({ id: match.id, version }, invitees));
      told = invitees.map((i) => i.userId);
    }
    return { ok: true, aborted, told };
  });
}

/** A waiting match the retention sweep aborted: its new version and whom it told. */
export interface AbandonedMatch {
  matchId: string;
  version: number;
  told: string[];
}

/**
 * Aborts waiting matches nothing has happened to (no join, leave or invitation answered: each
 * bumps `updated_at`) for `days`, a batch at a time: as when the last player leaves, their pending
 * invitations are withdrawn and everyone seated or invited gets `match.aborted`. The rows stay
 * (lists and links keep working). Rows another transaction holds are left for the next run, so a
 * join racing the sweep wins or waits for nothing.
 */
export async function abandonWaitingMatches(db: Db, days: number, batch: number): Promise<AbandonedMatch[]> {
  return db.transaction(async (tx) => {
    const stale = await tx
      .select({ id: matches.id, version: matches.version })
      .from(matches)
      .where(and(eq(matches.status, 'waiting'), sql`${matches.updatedAt} < now() - ${days} * interval '1 day'`))
      .orderBy(matches.updatedAt)
      .limit(batch)
      .for('update', { skipLocked: true });
    const abandoned: AbandonedMatch[] = [];
    for (const match of stale) {
      const version = match.version + 1;
      await tx.update(matches).set({ status: 'aborted', version, updatedAt: sql`now()` }).where(eq(matches.id, match.id));
      const withdrawn = await tx
        .update(invitations)
        .set({ status: 'withdrawn', decidedAt: sql`now()` })
        .where(and(eq(invitations.matchId, match.id), eq(invitations.status, 'pending')))
        .returning({ userId: invitations.userId, seat: invitations.seat });
      const seated = await tx.select({ seat: matchSeats.seat, userId: matchSeats.userId }).from(matchSeats).where(eq(matchSeats.matchId, match.id));
      const holders = [...seated, ...withdrawn.filter((w): w is { userId: string; seat: number } => w.userId !== null)];
      await appendEvents(tx, abortedEvents({ id: match.id, version }, holders));
      abandoned.push({ matchId: match.id, version, told: [...new Set(holders.map((h) => h.userId))] });
    }
    return abandoned;
  });
}

export type AbortVoteOutcome =
  | { ok: true; changed: boolean; aborted: boolean; votes: number[] }
  | { ok: false; reason: 'not-found' | 'not-active' | 'too-late'; status?: string };

/**
 * Records that `seats` agree to abort an active match nothing has been played in; once every
 * seat agrees, the match is aborted and every player told. The match row is locked, so votes
 * cast at once all count and a move racing a vote is serialized with it: a vote bumps the
 * version (the move then gets 409 stale-version) and a move closes the vote (the first entry
 * of the log sets `abort_votes` to null, migrations/0009). A repeated vote changes nothing.
 */
export async function voteToAbort(db: Db, input: { matchId: string; seats: number[] }): Promise<AbortVoteOutcome> {
  return db.transaction(async (tx) => {
    const [match] = await tx
      .select({ id: matches.id, version: matches.version, status: matches.status, players: matches.players, abortVotes: matches.abortVotes })
      .from(matches)
      .where(eq(matches.id, input.matchId))
      .for('update');
    if (!match) return { ok: false, reason: 'not-found' };
    if (match.status !== 'active') return { ok: false, reason: 'not-active', status: match.status };
    const played = await tx.select({ seq: moves.seq }).from(moves).where(eq(moves.matchId, match.id)).limit(1);
    if (match.abortVotes === null || played.length > 0) return { ok: false, reason: 'too-late' };
    const votes = [...new Set([...match.abortVotes, ...input.seats])].sort((a, b) => a - b);
    if (votes.length === match.abortVotes.length) return { ok: true, changed: false, aborted: false, votes };
    const version = match.version + 1;
    const aborted = Array.from({ length: match.players }, (_, seat) => seat).every((seat) => votes.includes(seat));
    await tx
      .update(matches)
      .set({
        abortVotes: votes,
        version,
        updatedAt: sql`now()`,
        ...(aborted ? { status: 'aborted', activeSeats: [], deadlineAt: null, turnStartedAt: null, reminderAt: null } : {}),
      })
      .where(eq(matches.id, match.id));
    if (aborted) {
      const holders = await tx.select({ seat: matchSeats.seat, userId: matchSeats.userId }).from(matchSeats).where(eq(matchSeats.matchId, match.id));
      await appendEvents(tx, abortedEvents({ id: match.id, version }, holders));
    }
    return { ok: true, changed: true, aborted, votes };
  });
}

/** The rematch already opened for `matchId`, if any. */
export async function findRematch(db: Db, matchId: string): Promise<string | undefined> {
  const [row] = await db.select({ id: matches.id }).from(matches).where(eq(matches.rematchOf, matchId));
  return row?.id;
}

/** Below this deviation a rating is established; above it, provisional (as on Lichess). */
export const provisionalRd = 110;

export interface RatingRow {
  userId: string;
  name: string;
  kind: string;
  gameId: string;
  rating: number;
  rd: number;
  games: number;
}

/**
 * A game's leaderboard in one statement: the best `limit` ratings of people and bots (provisional
 * ones only if asked for), and apart from them the platform's computer players', all of them.
 */
export async function leaderboard(db: Db, gameId: string, input: { limit: number; includeProvisional: boolean }): Promise<{ entries: RatingRow[]; computers: RatingRow[] }> {
  const result = await db.execute(sql`
    select * from (
      (select r.user_id as "userId", u.name, u.kind, r.game_id as "gameId", r.rating, r.rd, r.games, false as computer
       from ratings r join users u on u.id = r.user_id
       where r.game_id = ${gameId} and u.deleted_at is null and r.user_id not like ${computerUserIdLike}
         ${input.includeProvisional ? sql`` : sql`and r.rd <= ${provisionalRd}`}
       order by r.rating desc, r.user_id
       limit ${input.limit})
      union all
      (select r.user_id, u.name, u.kind, r.game_id, r.rating, r.rd, r.games, true
       from ratings r join users u on u.id = r.user_id
       where r.game_id = ${gameId} and r.user_id like ${computerUserIdLike})
    ) board
    order by rating desc, "userId"`);
  const rows = (result as unknown as { rows: (RatingRow & { computer: boolean })[] }).rows.map(({ computer, ...r }) => ({ computer, row: { ...r, rating: Number(r.rating), rd: Number(r.rd) } }));
  return { entries: rows.filter((r) => !r.computer).map((r) => r.row), computers: rows.filter((r) => r.computer).map((r) => r.row) };
}

export async function ratingsOf(db: Db, userId: string): Promise<RatingRow[]> {
  const result = await db.execute(sql`
    select r.user_id as "userId", u.name, u.kind, r.game_id as "gameId", r.rating, r.rd, r.games
    from ratings r join users u on u.id = r.user_id where r.user_id = ${userId} order by r.game_id`);
  return (result as unknown as { rows: RatingRow[] }).rows.map((r) => ({ ...r, rating: Number(r.rating), rd: Number(r.rd) }));
}

export interface RecentResultRow {
  matchId: string;
  gameId: string;
  rated: boolean;
  result: { winners: number[]; scores?: number[]; details?: unknown } | null;
  finishedAt: Date;
  seats: number[];
  /** Everyone at the table, by seat. */
  players: SeatHolder[];
  ratingBefore: number | null;
  ratingAfter: number | null;
}

/** The user's last finished matches that `viewerId` may see (public ones, or private ones the viewer sat at). */
export async function recentResults(db: Db, userId: string, viewerId: string | null, limit: number): Promise<RecentResultRow[]> {
  const result = await db.execute(sql`
    select m.id as "matchId", m.game_id as "gameId", m.rated, m.result, m.updated_at as "finishedAt",
      array(select s.seat from match_seats s where s.match_id = m.id and s.user_id = ${userId} order by s.seat) as seats,
      coalesce((select json_agg(json_build_object('seat', s.seat, 'userId', s.user_id, 'name', u.name) order by s.seat)
        from match_seats s join users u on u.id = s.user_id where s.match_id = m.id), '[]'::json) as players,
      rc.rating_before as "ratingBefore", rc.rating_after as "ratingAfter"
    from matches m
    left join rating_changes rc on rc.match_id = m.id and rc.user_id = ${userId}
    where m.status = 'finished'
      and exists (select 1 from match_seats s where s.match_id = m.id and s.user_id = ${userId})
      and (m.visibility = 'public' ${viewerId ? sql`or exists (select 1 from match_seats s where s.match_id = m.id and s.user_id = ${viewerId})` : sql``})
    order by m.updated_at desc, m.id desc
    limit ${limit}`);
  return (result as unknown as { rows: Record<string, unknown>[] }).rows.map((r) => ({
    ...(r as unknown as RecentResultRow),
    finishedAt: new Date(r.finishedAt as string),
    result: typeof r.result === 'string' ? JSON.parse(r.result) : (r.result as RecentResultRow['result']),
    seats: (r.seats as (number | string)[]).map(Number),
    players: typeof r.players === 'string' ? JSON.parse(r.players) : (r.players as SeatHolder[]),
    ratingBefore: r.ratingBefore === null ? null : Number(r.ratingBefore),
    ratingAfter: r.ratingAfter === null ? null : Number(r.ratingAfter),
  }));
}
