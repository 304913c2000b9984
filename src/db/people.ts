import { and, count, eq, sql } from 'drizzle-orm';
import type { Db } from './client.js';
import type { MatchListRow } from './lobby.js';
import type { SeatHolder } from './queries.js';
import { friends } from './schema.js';

/**
 * Finding people (issue 31): search by name, friends (one-way follows) and their matches in play,
 * and a player's rating history. Everything here reads public facts only: names, kinds, ratings,
 * and matches the reader may see anyway (public ones, or those the reader sits at or created).
 */

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export interface PersonRow {
  id: string;
  name: string;
  kind: string;
}

/** A search result with its position in the order, for the next page's cursor. */
export interface SearchRow extends PersonRow {
  /** 0 when the name starts with the text, 1 when it only contains it. */
  rank: number;
  key: string;
}

/** `%`, `_` and the escape character itself match literally. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * People and bots whose name contains `text` (case-insensitive), names starting with it first,
 * then by name (code point order, the same on every database). Guests (temporary accounts whose names nobody checked), deleted accounts, the
 * platform's computer players and the caller are never listed. One more row than `limit` tells
 * there is a next page; `after` is the last row of the previous page. A match anywhere in a name
 * (`%text%`) reads every account no index can serve (pg_trgm could; PGlite loads it only as an
 * extension), so the route limits how often each account may search.
 */
export async function searchPeople(
  db: Db,
  input: { text: string; callerId: string; limit: number; after?: { rank: number; key: string; id: string } | undefined },
): Promise<SearchRow[]> {
  const needle = likeLiteral(input.text);
  const after = input.after ? sql`and (s.rank, s.key, s.id) > (${input.after.rank}::int, ${input.after.key}::text, ${input.after.id}::text)` : sql``;
  const result = await db.execute(sql`
    select s.id, s.name, s.kind, s.rank, s.key from (
      select u.id, u.name, u.kind, lower(u.name) collate "C" as key,
        case when lower(u.name) like lower(${needle}::text) || '%' escape '\\' then 0 else 1 end as rank
      from users u
      where u.kind <> 'guest' and u.deleted_at is null and u.id <> ${input.callerId} and u.id not like 'usr\\_cpu-%' escape '\\'
        and lower(u.name) like '%' || lower(${needle}::text) || '%' escape '\\'
    ) s
    where true ${after}
    order by s.rank, s.key, s.id
    limit ${input.limit + 1}`);
  return rowsOf<SearchRow>(result).map((r) => ({ ...r, rank: Number(r.rank) }));
}

/** The ids among `ids` the user follows. */
export async function followedAmong(db: Db, userId: string, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const result = await db.execute(sql`
    select friend_id as "friendId" from friends where user_id = ${userId} and friend_id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`);
  return new Set(rowsOf<{ friendId: string }>(result).map((r) => r.friendId));
}

export type FollowOutcome = { ok: true; added: boolean } | { ok: false; reason: 'limit' };

/**
 * Follows `friendId`, unless the user already follows `max` people. The user's row is locked
 * first, so two follows at once cannot both pass the count.
 */
export async function follow(db: Db, userId: string, friendId: string, max: number): Promise<FollowOutcome> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from users where id = ${userId} for update`);
    const [existing] = await tx.select({ n: count() }).from(friends).where(and(eq(friends.userId, userId), eq(friends.friendId, friendId)));
    if ((existing?.n ?? 0) > 0) return { ok: true, added: false };
    const [total] = await tx.select({ n: count() }).from(friends).where(eq(friends.userId, userId));
    if ((total?.n ?? 0) >= max) return { ok: false, reason: 'limit' };
    await tx.insert(friends).values({ userId, friendId }).onConflictDoNothing();
    return { ok: true, added: true };
  });
}

export async function unfollow(db: Db, userId: string, friendId: string): Promise<void> {
  await db.delete(friends).where(and(eq(friends.userId, userId), eq(friends.friendId, friendId)));
}

export interface FriendRow extends PersonRow {
  since: Date;
}

/** Everyone the user follows (deleted accounts left out), by name. */
export async function friendsOf(db: Db, userId: string): Promise<FriendRow[]> {
  const result = await db.execute(sql`
    select u.id, u.name, u.kind, f.created_at as since
    from friends f join users u on u.id = f.friend_id
    where f.user_id = ${userId} and u.deleted_at is null
    order by lower(u.name), u.id`);
  return rowsOf<Record<string, unknown>>(result).map((r) => ({ ...(r as unknown as FriendRow), since: new Date(r.since as string) }));
}

/**
 * The waiting and active matches of the people `viewerId` follows that the viewer may see
 * (public ones, or those the viewer sits at or created), most recently changed first; at most
 * `perFriend` per friend.
 */
export async function friendsMatchesInPlay(db: Db, viewerId: string, perFriend: number): Promise<Map<string, MatchListRow[]>> {
  const byFriend = new Map<string, MatchListRow[]>();
  const result = await db.execute(sql`
    select f.friend_id as "friendId", m.id, m.game_id as "gameId", m.status, m.players, m.options, m.version, m.visibility, m.rated,
      m.time_control as "timeControl", m.created_at as "createdAt", m.updated_at as "updatedAt", '' as "createdKey",
      coalesce((select json_agg(json_build_object('seat', s.seat, 'userId', s.user_id, 'name', u.name) order by s.seat)
        from match_seats s join users u on u.id = s.user_id where s.match_id = m.id), '[]'::json) as seats,
      coalesce((select json_agg(i.seat) from invitations i where i.match_id = m.id and i.status = 'pending'), '[]'::json) as "reservedSeats"
    from friends f
    cross join lateral (
      select m.* from match_seats fs join matches m on m.id = fs.match_id
      where fs.user_id = f.friend_id and m.status in ('waiting', 'active')
        and (m.visibility = 'public' or m.created_by = ${viewerId}
          or exists (select 1 from match_seats vs where vs.match_id = m.id and vs.user_id = ${viewerId}))
      order by m.updated_at desc, m.id desc
      limit ${perFriend}
    ) m
    where f.user_id = ${viewerId}`);
  for (const r of rowsOf<Record<string, unknown>>(result)) {
    const row: MatchListRow = {
      ...(r as unknown as MatchListRow),
      createdAt: new Date(r.createdAt as string),
      updatedAt: new Date(r.updatedAt as string),
      seats: typeof r.seats === 'string' ? JSON.parse(r.seats) : (r.seats as SeatHolder[]),
      reservedSeats: typeof r.reservedSeats === 'string' ? JSON.parse(r.reservedSeats) : (r.reservedSeats as number[]),
    };
    const friendId = r.friendId as string;
    byFriend.set(friendId, [...(byFriend.get(friendId) ?? []), row]);
  }
  return byFriend;
}

export interface RatingPointRow {
  matchId: string;
  /** Whether the reader may see which match it was (a public one, or one the reader sat at). */
  visible: boolean;
  ratingBefore: number;
  ratingAfter: number;
  rdAfter: number;
  at: Date;
}

/** The user's last `limit` rating changes in one game, oldest first. */
export async function ratingHistory(db: Db, input: { userId: string; gameId: string; viewerId: string | null; limit: number }): Promise<RatingPointRow[]> {
  const sat = input.viewerId
    ? sql`or exists (select 1 from match_seats s where s.match_id = m.id and s.user_id = ${input.viewerId})`
    : sql``;
  const result = await db.execute(sql`
    select rc.match_id as "matchId", (m.visibility = 'public' ${sat}) as visible,
      rc.rating_before as "ratingBefore", rc.rating_after as "ratingAfter", rc.rd_after as "rdAfter", rc.created_at as at
    from rating_changes rc join matches m on m.id = rc.match_id
    where rc.user_id = ${input.userId} and rc.game_id = ${input.gameId}
    order by rc.created_at desc, rc.match_id desc
    limit ${input.limit}`);
  return rowsOf<Record<string, unknown>>(result)
    .map((r) => ({
      matchId: r.matchId as string,
      visible: r.visible === true || r.visible === 't',
      ratingBefore: Number(r.ratingBefore),
      ratingAfter: Number(r.ratingAfter),
      rdAfter: Number(r.rdAfter),
      at: new Date(r.at as string),
    }))
    .reverse();
}
