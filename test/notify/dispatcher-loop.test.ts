import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDispatcherLoop } from '../../src/notify/loop.js';
import { games as catalog } from '../../src/games/index.js';
import { testJwtSecret } from '../support/api.js';
import { testDrivers } from '../support/databases.js';
import { raceToTen } from '../support/fixture-game.js';
import { signInByEmail, useSmtpSink } from '../support/mail.js';
import { useApi } from '../support/setup.js';

const games = [raceToTen, ...catalog];

/** Polls until `check` holds (the loop works in the background); answers the last value read. */
async function eventually<T>(read: () => Promise<T> | T, check: (value: T) => boolean, ms = 20_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (check(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Node's dispatcher loop (issue 28, items 1 and 2, as on Workers): after a commit it delivers at
 * once and drains a backlog, and a timer applies a deadline when it falls, with the interval
 * (NOTIFY_INTERVAL_MS) an hour away. node.ts hands the app's `deliveries` and `clocks` hooks to
 * `wake` and `clocks`, as these tests do by hand.
 */
describe.each(testDrivers)('the Node dispatcher loop between its passes (%s)', (driver) => {
  const smtp = useSmtpSink();
  const api = useApi(driver, { mailer: smtp.mailer, games });
  let loop: ReturnType<typeof startDispatcherLoop>;
  beforeAll(async () => {
    loop = startDispatcherLoop({ db: api.database.db, games, mailer: smtp.mailer, secret: testJwtSecret }, 3_600_000, () => {});
    await loop.settled(); // the pass at start; the next is an hour away
  });
  afterAll(() => loop?.stop());
  const rows = async <T>(query: ReturnType<typeof sql>) => ((await api.database.db.execute(query)) as unknown as { rows: T[] }).rows;
  let n = 0;

  it('delivers a turn email when woken after the commit', async () => {
    n++;
    const ada = await signInByEmail(api.client, smtp, `loop-ada${n}-${driver}@example.com`);
    const bob = await signInByEmail(api.client, smtp, `loop-bob${n}-${driver}@example.com`);
    const created = await ada.client.post('/v1/matches', { gameId: 'race-to-ten', players: 2 });
    const joined = await bob.client.post(`/v1/matches/${created.body.id}/join`);
    expect(joined.body.status).toBe('active');
    const mover = joined.body.activeSeats[0] === 0 ? `loop-ada${n}-${driver}@example.com` : `loop-bob${n}-${driver}@example.com`;
    await loop.settled();
    expect(smtp.to(mover).filter((m) => m.subject.startsWith('Your turn'))).toHaveLength(0);
    loop.wake();
    const turns = await eventually(() => smtp.to(mover).filter((m) => m.subject.startsWith('Your turn')), (found) => found.length > 0);
    expect(turns).toHaveLength(1);
    loop.wake();
    await loop.settled();
    expect(smtp.to(mover).filter((m) => m.subject.startsWith('Your turn'))).toHaveLength(1);
  });

  it('drains a backlog larger than a pass used to take (2 rounds of 50) from one wake', async () => {
    // 130 notifications of a match that is gone: each is settled (skipped) when delivered.
    await api.database.db.execute(sql`
      insert into outbox (kind, user_id, match_id, payload, dedupe_key)
      select 'turn', 'usr_gone', 'mat_gone', '{}'::jsonb, ${`backlog-${driver}-`} || g from generate_series(1, 130) g`);
    loop.wake();
    const left = await eventually(
      // Pending or being delivered (rows go out a few at a time): none left.
      () => rows<{ n: number }>(sql`select count(*)::int as n from outbox where dedupe_key like ${`backlog-${driver}-%`} and status in ('pending', 'sending')`),
      (r) => r[0]!.n === 0,
    );
    expect(left[0]!.n).toBe(0);
    const [settled] = await rows<{ n: number }>(sql`select count(*)::int as n from outbox where dedupe_key like ${`backlog-${driver}-%`} and status = 'skipped' and attempts = 1`);
    expect(settled!.n).toBe(130);
  });

  it('applies a deadline when it falls, from the clock the commit set', async () => {
    const ada = await api.client.guest('Ada');
    const bob = await api.client.guest('Bob');
    const created = await ada.client.post('/v1/matches', { gameId: 'race-to-ten', players: 2, timeControl: { perMoveSeconds: 600 }, onTimeout: 'resign' });
    const joined = await bob.client.post(`/v1/matches/${created.body.id}/join`);
    expect(joined.body.status).toBe('active');
    const id = created.body.id as string;
    // The clock as a commit would have set it, half a second ahead.
    const at = Date.now() + 500;
    await api.database.db.execute(sql`update matches set deadline_at = ${new Date(at).toISOString()}::timestamptz, reminder_at = null where id = ${id}`);
    loop.clocks([{ matchId: id, times: { deadlineAt: at, reminderAt: null } }]);
    const after = await eventually(() => api.client.get(`/v1/matches/${id}`), (res) => res.body.status !== 'active');
    expect(after.body.status).toBe('finished');
    expect(after.body.version).toBe(joined.body.version + 1);
    const [entry] = await rows<{ move: { type: string } }>(sql`select move from moves where match_id = ${id} order by seq desc limit 1`);
    expect(entry!.move.type).toBe('$timeout');
  });

  it('finds the next deadline in the database when the committer could not say it', async () => {
    const ada = await api.client.guest('Ada');
    const bob = await api.client.guest('Bob');
    const created = await ada.client.post('/v1/matches', { gameId: 'race-to-ten', players: 2, timeControl: { perMoveSeconds: 600 }, onTimeout: 'resign' });
    await bob.client.post(`/v1/matches/${created.body.id}/join`);
    const id = created.body.id as string;
    await api.database.db.execute(sql`update matches set deadline_at = now() + interval '500 milliseconds', reminder_at = null where id = ${id}`);
    loop.clocks([{ matchId: id, times: null }]);
    const after = await eventually(() => api.client.get(`/v1/matches/${id}`), (res) => res.body.status !== 'active');
    expect(after.body.status).toBe('finished');
  });
});
