/// <reference types="@cloudflare/vitest-pool-workers/types" />
import { env, runDurableObjectAlarm } from 'cloudflare:test';
import { exports } from 'cloudflare:workers';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openNeon } from '../../src/db/neon.js';
import type { MatchClock } from '../../src/notify/match-clock.js';

/**
 * Vacation (issue 31, item 5) inside workerd: the MatchClock alarm of a match follows the
 * deadline and reminder a vacation moves, comes back when it ends early, and an alarm that finds a
 * deadline falling inside a vacation moves it instead of timing the player out.
 */
const fetcher = (exports as unknown as { default: Fetcher }).default;
const testEnv = env as unknown as { DATABASE_URL?: string; NEON_WS_PROXY?: string; MATCH_CLOCKS: DurableObjectNamespace<MatchClock> };
const hasDatabase = Boolean(testEnv.DATABASE_URL);
const day = 86_400_000;

async function call(path: string, init: { method?: string; token?: string; body?: unknown } = {}) {
  const headers: Record<string, string> = {};
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  const res = await fetcher.fetch(
    new Request(`http://reliquary.test${path}`, { method: init.method ?? (init.body !== undefined ? 'POST' : 'GET'), headers, ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}) }),
  );
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean, ms = 20_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (check(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const database = hasDatabase ? openNeon(testEnv.DATABASE_URL!, { wsProxy: testEnv.NEON_WS_PROXY }) : undefined;
afterAll(() => database?.close());
async function stored(matchId: string) {
  const result = (await database!.db.execute(sql`
    select status, (extract(epoch from deadline_at) * 1000)::float8 as deadline, (extract(epoch from reminder_at) * 1000)::float8 as reminder
    from matches where id = ${matchId}`)) as unknown as { rows: { status: string; deadline: number; reminder: number | null }[] };
  return result.rows[0]!;
}

let n = 0;
async function guest(name: string): Promise<string> {
  const res = await call('/v1/auth/guest', { body: { name: `${name}${++n}` } });
  expect(res.status).toBe(201);
  return res.body.token as string;
}

describe.runIf(hasDatabase)('vacation and the match clocks (Durable Object alarms)', () => {
  it('sets the alarm at the moved reminder, brings it back when the vacation ends early, and moves a deadline that falls while away', async () => {
    const [ada, bob] = [await guest('Ada'), await guest('Bob')];
    const created = await call('/v1/matches', { token: ada, body: { gameId: 'ruin-runner', players: 2, timeControl: { perMoveDays: 1 }, onTimeout: 'resign' } });
    expect(created.status).toBe(201);
    const matchId = created.body.id as string;
    const joined = await call(`/v1/matches/${matchId}/join`, { method: 'POST', token: bob });
    expect(joined.body.status).toBe('active');
    const mover = joined.body.activeSeats[0] === 0 ? ada : bob;
    const clock = testEnv.MATCH_CLOCKS.get(testEnv.MATCH_CLOCKS.idFromName(`clock:${matchId}`));
    const before = await stored(matchId);
    expect(await eventually(() => clock.next(), (at) => at !== null)).toBe(Math.round(before.reminder!));

    // Away for three days: the reminder and deadline move three days on, and so does the alarm.
    expect((await call('/v1/me/vacation', { token: mover, body: { days: 3 } })).status).toBe(201);
    const away = await stored(matchId);
    expect(Math.round(away.deadline - before.deadline)).toBe(3 * day);
    expect(Math.round(away.reminder! - before.reminder!)).toBe(3 * day);
    expect(await eventually(() => clock.next(), (at) => at === Math.round(away.reminder!))).toBe(Math.round(away.reminder!));

    // Back at once: the deadline comes back (to within the moments the requests took), and the alarm with it.
    expect((await call('/v1/me/vacation', { method: 'DELETE', token: mover })).status).toBe(200);
    const back = await stored(matchId);
    expect(Math.abs(back.deadline - before.deadline)).toBeLessThan(60_000);
    expect(await eventually(() => clock.next(), (at) => at === Math.round(back.reminder!))).toBe(Math.round(back.reminder!));

    // Away again, and a deadline the clock did not know of falls during the vacation: the alarm
    // moves it past the vacation instead of timing the player out.
    expect((await call('/v1/me/vacation', { token: mover, body: { days: 2 } })).status).toBe(201);
    const again = await stored(matchId);
    await eventually(() => clock.next(), (at) => at === Math.round(again.reminder!));
    await database!.db.execute(sql`update matches set reminder_at = null, deadline_at = (
      select max(u.away_from) from users u join match_seats s on s.user_id = u.id where s.match_id = ${matchId}) + interval '1 millisecond'
      where id = ${matchId}`);
    // As after a commit: the object reads the clock, and its alarm falls at once.
    await clock.set(matchId, null);
    await runDurableObjectAlarm(clock);
    await eventually(() => stored(matchId), (m) => m.deadline > Date.now() + day);
    const moved = await stored(matchId);
    expect(moved.status).toBe('active');
    expect(moved.deadline).toBeGreaterThan(Date.now() + 2 * day - 60_000);
    expect(await clock.next()).toBe(Math.round(moved.deadline));
    const seen = await call(`/v1/matches/${matchId}`, { token: mover === ada ? bob : ada });
    expect(seen.body.seats.some((s: { awayUntil: string | null }) => s.awayUntil !== null)).toBe(true);
    expect(seen.body.timeControl.pausesForVacation).toBe(true);
  });
});
