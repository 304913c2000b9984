import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queueReminders, sweepTimeouts, type DispatcherDeps } from '../../src/notify/dispatcher.js';
import { games as catalog } from '../../src/games/index.js';
import { testJwtSecret, type ApiResponse, type TestClient } from '../support/api.js';
import { testDrivers } from '../support/databases.js';
import { raceToTen } from '../support/fixture-game.js';
import { fakeClock, hours } from '../support/mail.js';
import { useApi } from '../support/setup.js';

const games = [raceToTen, ...catalog];
const days = (n: number) => n * 24 * 3_600_000;
const iso = (t: number) => new Date(t).toISOString();

function expectProblem(res: ApiResponse, status: number, code: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.headers.get('Content-Type')).toContain('application/problem+json');
  expect(res.body).toMatchObject({ status, code, type: `urn:reliquary:problem:${code}` });
  expect(typeof res.body.detail).toBe('string');
}

describe.each(testDrivers)('vacation (%s)', (driver) => {
  const clock = fakeClock(new Date('2030-03-04T09:00:00Z'));
  const api = useApi(driver, { now: clock.now, games });
  const deps = () => ({ db: api.database.db, games, mailer: undefined as never, secret: testJwtSecret, now: clock.now }) satisfies DispatcherDeps;
  /** What the Node timer or a Workers alarm does when it wakes: the due deadlines and reminders. */
  const wake = async () => ({ timeouts: await sweepTimeouts(deps(), clock.now()), reminders: await queueReminders(deps(), clock.now()) });
  const del = (client: TestClient, path: string) => client.request('DELETE', path);
  const reminders = async (matchId: string) =>
    ((await api.database.db.execute(sql`select count(*)::int as n from outbox where match_id = ${matchId} and kind = 'reminder'`)) as unknown as { rows: { n: number }[] }).rows[0]!.n;

  let n = 0;
  /** Ada (seat 0, to move) and Bob at a race with a clock; Ada's turn has just begun. */
  async function timed(timeControl: Record<string, unknown> = { perMoveDays: 2 }, onTimeout = 'resign') {
    n++;
    const ada = await api.client.guest(`Ada${n}`);
    const bob = await api.client.guest(`Bob${n}`);
    const created = await ada.client.post('/v1/matches', { gameId: 'race-to-ten', players: 2, seed: `vac-${n}`, timeControl, onTimeout });
    expect(created.status).toBe(201);
    const joined = await bob.client.post(`/v1/matches/${created.body.id}/join`);
    expect(joined.body.activeSeats).toEqual([0]);
    return { id: created.body.id as string, ada, bob, started: clock.now().getTime() };
  }

  describe('API', () => {
    it('starts a vacation of whole days, shows it with the allowance left, and ends it early giving unused days back', async () => {
      const { client } = await api.client.guest('Traveller');
      const before = await client.get('/v1/me/vacation');
      expect(before.status).toBe(200);
      expect(before.body).toEqual({ away: false, current: null, allowance: { year: 2030, daysPerYear: 30, daysUsed: 0, daysLeft: 30 }, pauseMinPerMoveSeconds: 86400 });

      const now = clock.now().getTime();
      const started = await client.post('/v1/me/vacation', { days: 7 });
      expect(started.status).toBe(201);
      expect(started.body).toEqual({
        away: true,
        current: { startsAt: iso(now), endsAt: iso(now + days(7)), days: 7 },
        allowance: { year: 2030, daysPerYear: 30, daysUsed: 7, daysLeft: 23 },
        pauseMinPerMoveSeconds: 86400,
      });
      expect((await client.get('/v1/me/vacation')).body).toEqual(started.body);

      clock.advance(days(2.5));
      const ended = await del(client, '/v1/me/vacation');
      expect(ended.status).toBe(200);
      // Three days begun: four given back.
      expect(ended.body).toMatchObject({ away: false, current: null, allowance: { daysUsed: 3, daysLeft: 27 } });
      expect((await client.get('/v1/me/vacation')).body).toEqual(ended.body);

      // A vacation that runs its course ends by itself and keeps its days.
      await client.post('/v1/me/vacation', { days: 2 });
      clock.advance(days(2));
      expect((await client.get('/v1/me/vacation')).body).toMatchObject({ away: false, current: null, allowance: { daysUsed: 5, daysLeft: 25 } });
      expectProblem(await del(client, '/v1/me/vacation'), 409, 'not-away');
    });

    it('refuses bad day counts with 400 problem+json', async () => {
      const { client } = await api.client.guest('Careless');
      for (const body of [{ days: 0 }, { days: -3 }, { days: 1.5 }, { days: '3' }, { days: null }, {}, { days: 367 }, { days: 2, until: '2030-12-01' }, [], 'seven']) {
        const res = await client.post('/v1/me/vacation', body);
        expectProblem(res, 400, 'invalid-request');
      }
      const notJson = await client.request('POST', '/v1/me/vacation', { body: 'days=3', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
      expect(notJson.status).toBe(415);
      expect((await client.get('/v1/me/vacation')).body.away).toBe(false);
    });

    it('refuses a second vacation while away, and more days than the year has left; a new year brings a new allowance', async () => {
      const { client } = await api.client.guest('Greedy');
      const tooLong = await client.post('/v1/me/vacation', { days: 31 });
      expectProblem(tooLong, 409, 'vacation-allowance-exceeded');
      expect(tooLong.body).toMatchObject({ daysLeft: 30, daysPerYear: 30, year: 2030 });
      expect(tooLong.body.detail).toBe('You have 30 vacation days left in 2030 (30 a year), fewer than 31.');

      expect((await client.post('/v1/me/vacation', { days: 25 })).status).toBe(201);
      const again = await client.post('/v1/me/vacation', { days: 1 });
      expectProblem(again, 409, 'already-away');
      expect(again.body.vacation).toMatchObject({ days: 25 });

      clock.advance(days(25));
      const over = await client.post('/v1/me/vacation', { days: 6 });
      expectProblem(over, 409, 'vacation-allowance-exceeded');
      expect(over.body).toMatchObject({ daysLeft: 5 });
      expect((await client.post('/v1/me/vacation', { days: 5 })).status).toBe(201);
      await del(client, '/v1/me/vacation');

      const saved = clock.now();
      clock.set(new Date('2031-01-02T10:00:00Z'));
      try {
        const fresh = await client.get('/v1/me/vacation');
        expect(fresh.body.allowance).toEqual({ year: 2031, daysPerYear: 30, daysUsed: 0, daysLeft: 30 });
        expect((await client.post('/v1/me/vacation', { days: 1 })).status).toBe(201);
        await del(client, '/v1/me/vacation');
      } finally {
        clock.set(saved);
      }
    });

    it('is each account’s own: another player cannot end my vacation, and nobody without a token reads or changes one', async () => {
      const ada = await api.client.guest('Ada');
      const bob = await api.client.guest('Bob');
      expect((await ada.client.post('/v1/me/vacation', { days: 3 })).status).toBe(201);
      // Bob's DELETE is about Bob: he is not away, and Ada stays away.
      expectProblem(await del(bob.client, '/v1/me/vacation'), 409, 'not-away');
      expect((await bob.client.get('/v1/me/vacation')).body).toMatchObject({ away: false, allowance: { daysUsed: 0 } });
      expect((await ada.client.get('/v1/me/vacation')).body).toMatchObject({ away: true, allowance: { daysUsed: 3 } });

      const anonymous = api.client.as(undefined);
      expectProblem(await anonymous.get('/v1/me/vacation'), 401, 'unauthorized');
      expectProblem(await anonymous.post('/v1/me/vacation', { days: 1 }), 401, 'unauthorized');
      expectProblem(await del(anonymous, '/v1/me/vacation'), 401, 'unauthorized');
      expectProblem(await del(api.client.as('rlq_pat_forged'), '/v1/me/vacation'), 401, 'unauthorized');

      // A read-only token reads it but cannot change it.
      const token = await ada.client.post('/v1/tokens', { name: 'reader', scopes: ['matches:read'] });
      const reader = ada.client.as(token.body.secret);
      expect((await reader.get('/v1/me/vacation')).body.away).toBe(true);
      expectProblem(await del(reader, '/v1/me/vacation'), 403, 'insufficient-scope');
      expect((await ada.client.get('/v1/me/vacation')).body.away).toBe(true);
      await del(ada.client, '/v1/me/vacation');

      // A bot takes no vacation.
      const bot = await ada.client.post('/v1/bots', { name: 'Vacationer' });
      expect(bot.status).toBe(201);
      expectProblem(await ada.client.as(bot.body.token).post('/v1/me/vacation', { days: 1 }), 403, 'forbidden');
    });

  });

  describe('clocks', () => {
    it('vacation pauses a clock: the deadline moves past the vacation with the time left, nobody times out meanwhile, and opponents see why', async () => {
      const m = await timed({ perMoveDays: 2 });
      clock.advance(hours(12));
      const start = clock.now().getTime();
      const vacation = await m.ada.client.post('/v1/me/vacation', { days: 5 });
      expect(vacation.status).toBe(201);
      const end = start + days(5);
      // 1.5 days were left: they count from the end of the vacation.
      const deadline = end + days(1.5);

      const seen = await m.bob.client.get(`/v1/matches/${m.id}`);
      expect(seen.body.seats[0]).toMatchObject({ userId: m.ada.user.id, awayUntil: iso(end) });
      expect(seen.body.seats[1].awayUntil).toBeNull();
      expect(seen.body.timeControl).toEqual({ perMoveSeconds: 172800, pauseWeekends: false, pausesForVacation: true });
      expect(seen.body.deadlineAt).toBe(iso(deadline));
      const turns = (await m.ada.client.get('/v1/me/turns')).body.turns;
      expect(turns.find((t: { matchId: string }) => t.matchId === m.id).deadlineAt).toBe(iso(deadline));

      // The old reminder (80%) and deadline pass while Ada is away: nothing happens.
      clock.set(new Date(m.started + days(2) + hours(1)));
      expect(await wake()).toEqual({ timeouts: 0, reminders: 0 });
      expect(await reminders(m.id)).toBe(0);
      clock.set(new Date(end - hours(1)));
      expect(await wake()).toEqual({ timeouts: 0, reminders: 0 });
      const during = (await m.bob.client.get(`/v1/matches/${m.id}`)).body;
      expect(during).toMatchObject({ status: 'active', deadlineAt: iso(deadline) });

      // Back: the reminder falls at 80% of the turn's time (1.6 days, 1.1 after the vacation), then the deadline.
      clock.set(new Date(end + days(1.1) + hours(1)));
      await wake();
      expect(await reminders(m.id)).toBe(1);
      clock.set(new Date(deadline - 1000));
      expect((await wake()).timeouts).toBe(0);
      clock.set(new Date(deadline + 1000));
      expect((await wake()).timeouts).toBe(1);
      const over = (await m.bob.client.get(`/v1/matches/${m.id}`)).body;
      expect(over).toMatchObject({ status: 'finished', result: { winners: [1] } });
      // A finished match shows nobody away.
      expect(over.seats[0].awayUntil).toBeNull();
      await del(m.ada.client, '/v1/me/vacation');
    });

    it('starts the clock of a turn that comes to an away player when the vacation ends; ending early brings it back', async () => {
      const m = await timed({ perMoveDays: 2 });
      expect((await m.bob.client.post('/v1/me/vacation', { days: 4 })).status).toBe(201);
      const end = clock.now().getTime() + days(4);
      // Ada's own clock is untouched.
      const mine = (await m.ada.client.get(`/v1/matches/${m.id}`)).body;
      expect(mine.deadlineAt).toBe(iso(m.started + days(2)));
      expect(mine.seats[1].awayUntil).toBe(iso(end));

      clock.advance(hours(3));
      const moved = await m.ada.client.post(`/v1/matches/${m.id}/moves`, { expectedVersion: mine.version, move: { type: 'add', amount: 1 } });
      expect(moved.status).toBe(200);
      expect(moved.body.activeSeats).toEqual([1]);
      expect(moved.body.deadlineAt).toBe(iso(end + days(2)));

      clock.advance(days(1));
      const back = await del(m.bob.client, '/v1/me/vacation');
      expect(back.status).toBe(200);
      const now = clock.now().getTime();
      const after = (await m.ada.client.get(`/v1/matches/${m.id}`)).body;
      expect(after.deadlineAt).toBe(iso(now + days(2)));
      expect(after.seats[1].awayUntil).toBeNull();
      clock.set(new Date(now + days(2) + 1000));
      expect((await wake()).timeouts).toBe(1);
    });

    it('moves a deadline that falls during a vacation the clock did not know of (a match that began while away)', async () => {
      n++;
      const ada = await api.client.guest(`Ada${n}`);
      const bob = await api.client.guest(`Bob${n}`);
      const created = await ada.client.post('/v1/matches', { gameId: 'race-to-ten', players: 2, seed: `vac-${n}`, timeControl: { perMoveDays: 1 }, onTimeout: 'skip' });
      expect((await ada.client.post('/v1/me/vacation', { days: 3 })).status).toBe(201);
      const end = clock.now().getTime() + days(3);
      clock.advance(hours(2));
      const joined = await bob.client.post(`/v1/matches/${created.body.id}/join`);
      expect(joined.body.activeSeats).toEqual([0]);
      const begun = clock.now().getTime();
      clock.set(new Date(begun + days(1) + 1000));
      expect(await wake()).toEqual({ timeouts: 0, reminders: 0 });
      const seen = (await bob.client.get(`/v1/matches/${created.body.id}`)).body;
      // The whole day of the turn counts from the end of the vacation.
      expect(seen).toMatchObject({ status: 'active', version: joined.body.version + 1, deadlineAt: iso(end + days(1)) });
      expect(seen.seats[0].awayUntil).toBe(iso(end));
      await del(ada.client, '/v1/me/vacation');
    });

    it('never pauses a clock shorter than a day per move, though opponents still see the player away', async () => {
      const m = await timed({ perMoveHours: 10 });
      const version = (await m.ada.client.get(`/v1/matches/${m.id}`)).body.version;
      await m.ada.client.post('/v1/me/vacation', { days: 2 });
      const seen = (await m.bob.client.get(`/v1/matches/${m.id}`)).body;
      expect(seen.version).toBe(version + 1);
      expect(seen.timeControl.pausesForVacation).toBe(false);
      expect(seen.deadlineAt).toBe(iso(m.started + hours(10)));
      expect(seen.seats[0].awayUntil).toBe(iso(clock.now().getTime() + days(2)));
      clock.set(new Date(m.started + hours(10) + 1000));
      expect((await wake()).timeouts).toBe(1);
      await del(m.ada.client, '/v1/me/vacation');
    });

    it('turns a stale move away with 409 after the vacation changed the match', async () => {
      const m = await timed({ perMoveDays: 3 });
      const version = (await m.ada.client.get(`/v1/matches/${m.id}`)).body.version;
      await m.bob.client.post('/v1/me/vacation', { days: 1 });
      const stale = await m.ada.client.post(`/v1/matches/${m.id}/moves`, { expectedVersion: version, move: { type: 'add', amount: 1 } });
      expectProblem(stale, 409, 'stale-version');
      await del(m.bob.client, '/v1/me/vacation');
    });
  });
});

describe('VACATION_DAYS_PER_YEAR = 0', () => {
  const api = useApi('pglite', { config: { vacationDaysPerYear: 0 } });
  it('allows no vacation', async () => {
    const { client } = await api.client.guest('Worker');
    expect((await client.get('/v1/me/vacation')).body.allowance).toMatchObject({ daysPerYear: 0, daysLeft: 0 });
    const refused = await client.post('/v1/me/vacation', { days: 1 });
    expectProblem(refused, 409, 'vacation-allowance-exceeded');
    expect(refused.body.detail).toMatch(/no vacation days left/);
  });
});
