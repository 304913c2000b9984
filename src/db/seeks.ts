import { and, asc, desc, eq, gt, inArray, lte, ne, or, sql } from 'drizzle-orm';
import type { Db } from './client.js';
import { appendEvents, startEvents } from './events.js';
import type { OnMatchStart } from './queries.js';
import { matchSeats, matches, outbox, seeks, users } from './schema.js';

export type SeekRow = typeof seeks.$inferSelect;

/** What a matched group's new match needs besides its players; built before the transaction. */
export interface MatchPlan {
  id: string;
  seed: string;
  /** The version of the game's rules `state` was set up with (its latest). */
  rulesVersion: number;
  state: unknown;
  activeSeats: number[];
  /** A permutation of 0..players-1: the i-th seek of the group (oldest first) takes seat `seatOrder[i]`. */
  seatOrder: number[];
  onStart: OnMatchStart;
}

/** `seated`: the players of the match the seek completed (none while it waits). */
export type SeekOutcome = { ok: true; seek: SeekRow; seated: string[] } | { ok: false; reason: 'already-seeking' | 'too-many-matches' };

/** A seek that can still be matched: open and not expired at `now`. */
const live = (now: Date) => and(eq(seeks.status, 'open'), gt(seeks.expiresAt, now));

/** Open matches plus open seeks count against a bot's `maxConcurrentMatches`. */
async function engagements(tx: Db, userId: string, now: Date | null): Promise<number> {
  const [row] = await tx.execute(sql`
    select (select count(distinct s.match_id) from ${matchSeats} s join ${matches} m on m.id = s.match_id
              where s.user_id = ${userId} and m.status in ('waiting', 'active'))
         + ${now ? sql`(select count(*) from ${seeks} k where k.user_id = ${userId} and k.status = 'open' and k.expires_at > ${now})` : sql`0`} as n`).then(
    (r) => (r as unknown as { rows: { n: string | number }[] }).rows,
  );
  return Number(row?.n ?? 0);
}

/**
 * Places a seek and, if it completes a group, starts their match, all in one transaction. Seeks
 * of one pool are serialized by a transaction-scoped advisory lock on the pool, so two seekers
 * can never both take the same waiting seeks: every group is full and every seek is matched at
 * most once. The players' user rows are locked in id order (as appending events does) before
 * their bots' limits are checked, so a bot at its `maxConcurrentMatches` is dropped (its seek
 * cancelled) rather than seated beyond it. Seeks of the pool expired at `now` are marked
 * `expired` first: they are never matched, and no longer stand in their owner's way.
 */
export async function placeSeek(
  db: Db,
  seek: typeof seeks.$inferInsert & { id: string; pool: string; players: number; expiresAt: Date },
  now: Date,
  plan: () => MatchPlan,
): Promise<SeekOutcome> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`reliquary-seek:${seek.pool}`}))`);
    await tx
      .update(seeks)
      .set({ status: 'expired' })
      .where(and(eq(seeks.pool, seek.pool), eq(seeks.status, 'open'), lte(seeks.expiresAt, now)));
    const [mine] = await tx
      .select({ id: seeks.id })
      .from(seeks)
      .where(and(eq(seeks.userId, seek.userId), eq(seeks.pool, seek.pool), eq(seeks.status, 'open')));
    if (mine) return { ok: false, reason: 'already-seeking' };
    const [seeker] = await tx.select({ max: users.maxConcurrentMatches }).from(users).where(eq(users.id, seek.userId));
    if (seeker?.max != null && (await engagements(tx, seek.userId, now)) >= seeker.max) return { ok: false, reason: 'too-many-matches' };
    const [inserted] = await tx.insert(seeks).values(seek).returning();
    let placed = inserted as SeekRow;

    const waiting = await tx
      .select()
      .from(seeks)
      .where(and(eq(seeks.pool, seek.pool), live(now)))
      .orderBy(asc(seeks.createdAt), asc(seeks.id));
    if (waiting.length < seek.players) return { ok: true, seek: placed, seated: [] };
    const userIds = [...new Set(waiting.map((w) => w.userId))].sort();
    const limits = await tx
      .select({ id: users.id, max: users.maxConcurrentMatches })
      .from(users)
      .where(inArray(users.id, userIds))
      .orderBy(asc(users.id))
      .for('update');
    const group: SeekRow[] = [];
    for (const candidate of waiting) {
      if (group.length === seek.players) break;
      const max = limits.find((l) => l.id === candidate.userId)?.max;
      if (max != null && (await engagements(tx, candidate.userId, null)) >= max) {
        await tx.update(seeks).set({ status: 'cancelled' }).where(eq(seeks.id, candidate.id));
        continue;
      }
      group.push(candidate);
    }
    if (group.length < seek.players) return { ok: true, seek: placed, seated: [] };

    const p = plan();
    const holders = group.map((g, i) => ({ seat: p.seatOrder[i] as number, userId: g.userId })).sort((a, b) => a.seat - b.seat);
    const match = {
      id: p.id,
      gameId: seek.gameId,
      rulesVersion: p.rulesVersion,
      options: seek.options,
      players: seek.players,
      status: 'active',
      state: p.state,
      seed: p.seed,
      activeSeats: p.activeSeats,
      createdBy: group[0]!.userId,
      timeControl: seek.timeControl ?? null,
      onTimeout: seek.timeControl ? 'skip' : null,
      rated: seek.rated ?? false,
    };
    await tx.insert(matches).values(match);
    await tx.insert(matchSeats).values(holders.map((h) => ({ matchId: p.id, seat: h.seat, userId: h.userId })));
    const ids = group.map((g) => g.id);
    await tx.update(seeks).set({ status: 'matched', matchId: p.id }).where(inArray(seeks.id, ids));
    if (ids.includes(placed.id)) placed = { ...placed, status: 'matched', matchId: p.id };
    await tx.insert(outbox).values(
      group.map((g) => ({
        kind: 'matched',
        userId: g.userId,
        matchId: p.id,
        payload: { matchId: p.id, seekId: g.id },
        dedupeKey: `${p.id}/0/${g.userId}/matched`,
      })),
    );
    const [row] = await tx.select().from(matches).where(eq(matches.id, p.id));
    // The clock starts first, so the first `turn` events carry its deadline (as joinSeat does).
    const started = await p.onStart(tx as unknown as Db, { match: row!, version: 0, seats: holders });
    await appendEvents(tx, startEvents({ id: p.id, gameId: seek.gameId, version: 0, deadlineAt: started.deadlineAt }, holders, p.activeSeats));
    return { ok: true, seek: placed, seated: holders.map((h) => h.userId) };
  });
}

/** The user's seeks, newest first, without expired ones. */
export async function listSeeks(db: Db, userId: string, now: Date, limit: number): Promise<SeekRow[]> {
  return db
    .select()
    .from(seeks)
    .where(and(eq(seeks.userId, userId), ne(seeks.status, 'expired'), or(ne(seeks.status, 'open'), gt(seeks.expiresAt, now))))
    .orderBy(desc(seeks.createdAt), desc(seeks.id))
    .limit(limit);
}

export async function findSeek(db: Db, id: string): Promise<SeekRow | undefined> {
  const [row] = await db.select().from(seeks).where(eq(seeks.id, id));
  return row;
}

/** Cancels an open, unexpired seek under its pool's lock, so it cannot be matched at the same moment. */
export async function cancelSeek(db: Db, seek: SeekRow, now: Date): Promise<SeekRow | undefined> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`reliquary-seek:${seek.pool}`}))`);
    const [row] = await tx
      .update(seeks)
      .set({ status: 'cancelled' })
      .where(and(eq(seeks.id, seek.id), live(now)))
      .returning();
    return row;
  });
}
