import { and, desc, eq, gt, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import type { Db } from './client.js';
import { matchSeats, matches, users, vacations } from './schema.js';
import { pausesForVacation, shiftClockTime, type StoredTimeControl } from '../notify/deadlines.js';
import type { MatchChange } from '../live/match.js';

export type VacationRow = typeof vacations.$inferSelect;

const dayMs = 86_400_000;

/** The days a vacation counts against its year: the days begun, at least one. */
export function daysCounted(v: Pick<VacationRow, 'startsAt' | 'endsAt'>): number {
  return Math.max(1, Math.ceil((v.endsAt.getTime() - v.startsAt.getTime()) / dayMs));
}

/** The calendar year (UTC) of `at`, as the allowance counts it: [start, end). */
export function yearOf(at: Date): { year: number; start: Date; end: Date } {
  const year = at.getUTCFullYear();
  return { year, start: new Date(Date.UTC(year, 0, 1)), end: new Date(Date.UTC(year + 1, 0, 1)) };
}

export interface VacationStatus {
  /** The vacation under way at `now`, if any. */
  current: VacationRow | null;
  year: number;
  /** Days of this year's vacations (begun this year, UTC), the current one included. */
  daysUsed: number;
}

async function statusIn(tx: Db, userId: string, now: Date): Promise<VacationStatus> {
  const { year, start, end } = yearOf(now);
  const thisYear = await tx
    .select()
    .from(vacations)
    .where(and(eq(vacations.userId, userId), gte(vacations.startsAt, start), lt(vacations.startsAt, end)));
  const [current] = await tx
    .select()
    .from(vacations)
    .where(and(eq(vacations.userId, userId), lte(vacations.startsAt, now), gt(vacations.endsAt, now)))
    .orderBy(desc(vacations.endsAt))
    .limit(1);
  return { current: current ?? null, year, daysUsed: thisYear.reduce((n, v) => n + daysCounted(v), 0) };
}

export function vacationStatus(db: Db, userId: string, now: Date): Promise<VacationStatus> {
  return statusIn(db, userId, now);
}

/** A match a change of vacation changed, for the announcement after the commit. */
export type VacationChange = MatchChange;

/**
 * Every active match the user sits at gets a new version (its seats now say whether they are
 * away); in those whose time control pauses for vacations (a day or more per move), the deadline
 * and reminder of a turn the user must play are moved by `move`. Rows are locked first, so a
 * move committing meanwhile is either seen here or refused as stale.
 */
async function changeMatches(
  tx: Db,
  userId: string,
  now: Date,
  move: (t: Date, tc: StoredTimeControl) => Date,
): Promise<VacationChange[]> {
  const mine = await tx.select({ matchId: matchSeats.matchId, seat: matchSeats.seat }).from(matchSeats).where(eq(matchSeats.userId, userId));
  if (mine.length === 0) return [];
  const ids = [...new Set(mine.map((s) => s.matchId))];
  const rows = await tx
    .select({
      id: matches.id,
      timeControl: matches.timeControl,
      activeSeats: matches.activeSeats,
      deadlineAt: matches.deadlineAt,
      reminderAt: matches.reminderAt,
    })
    .from(matches)
    .where(and(inArray(matches.id, ids), eq(matches.status, 'active')))
    .orderBy(matches.id)
    .for('update');
  const changes: VacationChange[] = [];
  for (const row of rows) {
    const seats = mine.filter((s) => s.matchId === row.id).map((s) => s.seat);
    const tc = row.timeControl as StoredTimeControl | null;
    const mustAct = row.activeSeats.some((s) => seats.includes(s));
    const clock: { deadlineAt?: Date; reminderAt?: Date } = {};
    if (tc && mustAct && pausesForVacation(tc)) {
      if (row.deadlineAt && row.deadlineAt > now) clock.deadlineAt = move(row.deadlineAt, tc);
      if (row.reminderAt && row.reminderAt > now) clock.reminderAt = move(row.reminderAt, tc);
    }
    const [updated] = await tx
      .update(matches)
      .set({ version: sql`${matches.version} + 1`, updatedAt: now, ...clock })
      .where(eq(matches.id, row.id))
      .returning({ version: matches.version, activeSeats: matches.activeSeats });
    if (updated) changes.push({ matchId: row.id, version: updated.version, status: 'active', activeSeats: updated.activeSeats });
  }
  return changes;
}

export type StartOutcome =
  | { ok: true; vacation: VacationRow; status: VacationStatus; changes: VacationChange[] }
  | { ok: false; reason: 'away'; status: VacationStatus }
  | { ok: false; reason: 'allowance'; status: VacationStatus };

/**
 * Starts a vacation of `days` whole days now, unless one is under way or this year's allowance
 * (`daysPerYear`, UTC calendar years) has fewer days left. The user's row is locked first, so
 * two requests at once cannot both pass the count. The deadlines of the turns the user must play
 * in matches that pause move past its end with the time they had left.
 */
export async function startVacation(db: Db, input: { id: string; userId: string; days: number; now: Date; daysPerYear: number }): Promise<StartOutcome> {
  const { userId, days, now } = input;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from users where id = ${userId} for update`);
    const status = await statusIn(tx, userId, now);
    if (status.current) return { ok: false, reason: 'away', status };
    if (status.daysUsed + days > input.daysPerYear) return { ok: false, reason: 'allowance', status };
    const endsAt = new Date(now.getTime() + days * dayMs);
    const [vacation] = await tx.insert(vacations).values({ id: input.id, userId, startsAt: now, endsAt, days }).returning();
    await tx.update(users).set({ awayFrom: now, awayUntil: endsAt }).where(eq(users.id, userId));
    const changes = await changeMatches(tx, userId, now, (t, tc) => shiftClockTime(t, now, endsAt, tc.pauseWeekends));
    return { ok: true, vacation: vacation!, status: { ...status, current: vacation!, daysUsed: status.daysUsed + days }, changes };
  });
}

export type EndOutcome =
  | { ok: true; vacation: VacationRow; status: VacationStatus; changes: VacationChange[] }
  | { ok: false; reason: 'not-away'; status: VacationStatus };

/**
 * Ends the vacation under way now: the days not begun are given back, and the deadlines carried
 * past its planned end come back by as much (a turn begun during it counts from now).
 */
export async function endVacation(db: Db, input: { userId: string; now: Date }): Promise<EndOutcome> {
  const { userId, now } = input;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from users where id = ${userId} for update`);
    const status = await statusIn(tx, userId, now);
    const current = status.current;
    if (!current) return { ok: false, reason: 'not-away', status };
    const plannedEnd = current.endsAt;
    const [vacation] = await tx.update(vacations).set({ endsAt: now, endedEarlyAt: now }).where(eq(vacations.id, current.id)).returning();
    await tx.update(users).set({ awayUntil: now }).where(eq(users.id, userId));
    // Turn emails, pushes, reminders and digests that waited for the planned end go out now.
    await tx.execute(sql`
      update outbox set next_attempt_at = ${now.toISOString()}::timestamptz
      where user_id = ${userId} and status = 'pending' and kind in ('turn', 'push', 'reminder', 'digest')
        and next_attempt_at > ${now.toISOString()}::timestamptz and next_attempt_at <= ${plannedEnd.toISOString()}::timestamptz`);
    const changes = await changeMatches(tx, userId, now, (t, tc) => (t >= plannedEnd ? shiftClockTime(t, plannedEnd, now, tc.pauseWeekends) : t));
    const given = daysCounted(current) - daysCounted(vacation!);
    return { ok: true, vacation: vacation!, status: { ...status, current: null, daysUsed: status.daysUsed - given }, changes };
  });
}

/**
 * The dispatcher's guard (notify/dispatcher.ts): a deadline that fell while a player who must act
 * was away, in a match that pauses, is moved past their vacation instead of applied (a turn that
 * began while they were away, or a match that started then, whose clock did not know). Answers
 * whether this call moved it (a conditional write on the version, as a move's).
 */
export async function postponeDeadline(
  db: Db,
  match: { id: string; version: number },
  clock: { deadlineAt: Date; reminderAt: Date | null },
  now: Date,
): Promise<{ version: number } | null> {
  const [row] = await db
    .update(matches)
    .set({ version: sql`${matches.version} + 1`, updatedAt: now, deadlineAt: clock.deadlineAt, reminderAt: clock.reminderAt })
    .where(and(eq(matches.id, match.id), eq(matches.version, match.version), eq(matches.status, 'active')))
    .returning({ version: matches.version });
  return row ?? null;
}
