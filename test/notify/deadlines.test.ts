import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { replay } from '../../src/engine/index.js';
import { loadMoveLog } from '../../src/db/queries.js';
import { addCountedTime } from '../../src/notify/deadlines.js';
import { runDispatcher, type DispatcherDeps } from '../../src/notify/dispatcher.js';
import { games as catalog } from '../../src/games/index.js';
import { testJwtSecret } from '../support/api.js';
import { testDrivers } from '../support/databases.js';
import { raceToTen } from '../support/fixture-game.js';
import { twoSteps } from '../support/fixture-turns.js';
import { expectLinksForPeople, expectReadable, fakeClock, hours, minutes, signInByEmail, useSmtpSink } from '../support/mail.js';
import { useApi } from '../support/setup.js';

const games = [raceToTen, twoSteps, ...catalog];

describe('weekend pause', () => {
  it('does not count Saturdays and Sundays (UTC)', () => {
    const friday = new Date('2030-01-11T20:00:00Z');
    expect(addCountedTime(friday, hours(10), false).toISOString()).toBe('2030-01-12T06:00:00.000Z');
    expect(addCountedTime(friday, hours(10), true).toISOString()).toBe('2030-01-14T06:00:00.000Z');
    const saturday = new Date('2030-01-12T12:00:00Z');
    expect(addCountedTime(saturday, hours(1), true).toISOString()).toBe('2030-01-14T01:00:00.000Z');
    expect(addCountedTime(new Date('2030-01-07T00:00:00Z'), hours(24 * 6), true).toISOString()).toBe('2030-01-15T00:00:00.000Z');
  });
});

describe.each(testDrivers)('deadlines, reminders and timeouts with a fake clock (%s)', (driver) => {
  const smtp = useSmtpSink();
  const clock = fakeClock(new Date('2030-01-07T09:00:00Z'));
  const api = useApi(driver, { mailer: smtp.mailer, now: clock.now, games });
  const dispatch = (extra: Partial<DispatcherDeps> = {}) =>
    runDispatcher({ db: api.database.db, games, mailer: smtp.mailer, secret: testJwtSecret, now: clock.now, ...extra });
  const subjects = (email: string) => smtp.to(email).map((m) => m.subject);
  const movesOf = async (id: string) =>
    ((await api.database.db.execute(sql`select count(*)::int as n from moves where match_id = ${id}`)) as unknown as { rows: { n: number }[] }).rows[0]!.n;
  let n = 0;
  async function timed(onTimeout: 'skip' | 'resign' | 'claim', gameId = 'race-to-ten') {
    n++;
    const ada = await signInByEmail(api.client, smtp, `dl-ada${n}@example.com`);
    const bob = await signInByEmail(api.client, smtp, `dl-bob${n}@example.com`);
    const created = await ada.client.post('/v1/matches', { gameId, players: 2, seed: `dl-${n}`, timeControl: { perMoveHours: 10 }, onTimeout });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ timeControl: { perMoveSeconds: 36000, pauseWeekends: false }, onTimeout, deadlineAt: null });
    const joined = await bob.client.post(`/v1/matches/${created.body.id}/join`);
    return { id: created.body.id as string, ada, bob, adaEmail: `dl-ada${n}@example.com`, bobEmail: `dl-bob${n}@example.com`, version: joined.body.version as number };
  }

  it('sets the deadline when the match starts and renews it each turn; GET /v1/me/turns shows it', async () => {
    const m = await timed('skip');
    const started = (await m.ada.client.get(`/v1/matches/${m.id}`)).body;
    expect(started.deadlineAt).toBe(new Date(clock.now().getTime() + hours(10)).toISOString());
    clock.advance(hours(1));
    await m.ada.client.post(`/v1/matches/${m.id}/moves`, { expectedVersion: m.version, move: { type: 'add', amount: 1 } });
    const expected = new Date(clock.now().getTime() + hours(10)).toISOString();
    expect((await m.bob.client.get(`/v1/matches/${m.id}`)).body.deadlineAt).toBe(expected);
    const turns = (await m.bob.client.get('/v1/me/turns')).body.turns;
    expect(turns.find((t: { matchId: string }) => t.matchId === m.id)).toMatchObject({ deadlineAt: expected, seats: [1] });
  });

  it('gives the first `turn` event of a timed match the deadline GET shows', async () => {
    const m = await timed('skip');
    const { deadlineAt } = (await m.ada.client.get(`/v1/matches/${m.id}`)).body;
    expect(deadlineAt).not.toBeNull();
    const inbox = (await m.ada.client.get('/v1/me/events')).body.events as { type: string; data: { matchId: string; deadline: string | null } }[];
    const firstTurn = inbox.find((e) => e.type === 'turn' && e.data.matchId === m.id);
    expect(firstTurn?.data.deadline).toBe(deadlineAt);
  });

  it('gives a timed match that starts at creation (one seat) its deadline in the first `turn` event', async () => {
    const solo = await signInByEmail(api.client, smtp, 'dl-solo@example.com');
    const created = await solo.client.post('/v1/matches', { gameId: 'relic-run', players: 1, timeControl: { perMoveHours: 10 } });
    expect(created.status).toBe(201);
    expect(created.body.deadlineAt).toBe(new Date(clock.now().getTime() + hours(10)).toISOString());
    const inbox = (await solo.client.get('/v1/me/events')).body.events as { type: string; data: { matchId: string; deadline: string | null } }[];
    expect(inbox.find((e) => e.type === 'turn' && e.data.matchId === created.body.id)?.data.deadline).toBe(created.body.deadlineAt);
  });

  it('gives a timed match that a quick match (POST /v1/seeks) starts its deadline in the first `turn` event', async () => {
    const [ada, bob] = await Promise.all([signInByEmail(api.client, smtp, 'dl-seek-ada@example.com'), signInByEmail(api.client, smtp, 'dl-seek-bob@example.com')]);
    const seek = { gameId: 'race-to-ten', players: 2, timeControl: { perMoveHours: 10 } };
    expect((await ada.client.post('/v1/seeks', seek)).body.status).toBe('open');
    const matched = await bob.client.post('/v1/seeks', seek);
    expect(matched.body.status).toBe('matched');
    const match = (await ada.client.get(`/v1/matches/${matched.body.matchId}`)).body;
    expect(match.deadlineAt).toBe(new Date(clock.now().getTime() + hours(10)).toISOString());
    const [mover] = match.activeSeats as number[];
    const moverClient = match.seats[mover!].userId === ada.user.id ? ada.client : bob.client;
    const inbox = (await moverClient.get('/v1/me/events')).body.events as { type: string; data: { matchId: string; deadline: string | null } }[];
    expect(inbox.find((e) => e.type === 'turn' && e.data.matchId === match.id)?.data.deadline).toBe(match.deadlineAt);
  });

  it('keeps the deadline for moves within one turn', async () => {
    const m = await timed('skip', 'two-steps');
    const deadline = (await m.ada.client.get(`/v1/matches/${m.id}`)).body.deadlineAt;
    clock.advance(hours(2));
    const stepped = await m.ada.client.post(`/v1/matches/${m.id}/moves`, { expectedVersion: m.version, move: { type: 'step' } });
    expect(stepped.body.deadlineAt).toBe(deadline);
    const ended = await m.ada.client.post(`/v1/matches/${m.id}/moves`, { expectedVersion: stepped.body.version, move: { type: 'end' } });
    expect(ended.body.deadlineAt).toBe(new Date(clock.now().getTime() + hours(10)).toISOString());
  });

  it('reminds the player once at 80% of the time, then skips their turn once when it runs out, as a system entry in the log', async () => {
    const m = await timed('skip');
    await dispatch();
    clock.advance(hours(7.9));
    await dispatch();
    expect(subjects(m.adaEmail).filter((s) => s.startsWith('Reminder'))).toHaveLength(0);
    clock.advance(hours(0.2)); // 81%
    expect((await dispatch()).reminders).toBeGreaterThanOrEqual(1);
    await dispatch();
    expect(subjects(m.adaEmail).filter((s) => s.startsWith('Reminder'))).toEqual(['Reminder: your move in Race to Ten']);
    expect(subjects(m.bobEmail).filter((s) => s.startsWith('Reminder'))).toHaveLength(0);

    clock.advance(hours(2)); // past the deadline
    expect((await dispatch()).timeouts).toBeGreaterThanOrEqual(1);
    await dispatch();
    clock.advance(minutes(1));
    await dispatch(); // the new turn has its own fresh deadline: nothing more happens to this match

    const after = (await m.bob.client.get(`/v1/matches/${m.id}`)).body;
    expect(after).toMatchObject({ status: 'active', activeSeats: [1], version: m.version + 1 });
    expect(after.view.counter).toBe(1); // Race to Ten cannot pass: the first legal move was played for Ada
    const log = await api.database.db.execute(sql`select seat, move, actor_id from moves where match_id = ${m.id} order by seq`);
    expect((log as unknown as { rows: unknown[] }).rows).toEqual([{ seat: 0, move: { type: '$timeout', policy: 'skip', seats: [0] }, actor_id: null }]);
    expect(subjects(m.adaEmail)).toContain('Race to Ten: time ran out');
    expect(subjects(m.bobEmail)).toContain('Race to Ten: time ran out');
    expect(subjects(m.bobEmail).filter((s) => s.startsWith('Your turn'))).toHaveLength(1);

    // The log with its system entry replays to the stored state.
    const stored = await api.database.db.execute(sql`select state, seed, options, players from matches where id = ${m.id}`);
    const row = (stored as unknown as { rows: { state: unknown; seed: string; options: unknown; players: number }[] }).rows[0]!;
    expect(replay(raceToTen, { players: row.players, options: row.options, seed: row.seed }, await loadMoveLog(api.database.db, m.id))).toEqual(row.state);
  });

  it('ends a turn with the game’s own pass-like move when it has one', async () => {
    const m = await timed('skip', 'two-steps');
    clock.advance(hours(10) + 1000);
    expect((await dispatch()).timeouts).toBeGreaterThanOrEqual(1);
    await dispatch();
    expect(await movesOf(m.id)).toBe(1);
    const after = (await m.ada.client.get(`/v1/matches/${m.id}`)).body;
    expect(after).toMatchObject({ activeSeats: [1], view: { steps: [0, 0], turn: 1 } });
  });

  it('applies resign: the late seat forfeits and everyone hears the result, exactly once', async () => {
    const m = await timed('resign');
    clock.advance(hours(10) + 1000);
    expect((await dispatch()).timeouts).toBeGreaterThanOrEqual(1);
    await dispatch();
    const after = (await m.bob.client.get(`/v1/matches/${m.id}`)).body;
    expect(after).toMatchObject({ status: 'finished', activeSeats: [], deadlineAt: null, result: { winners: [1], details: { forfeit: { seats: [0], reason: 'timeout' } } } });
    for (const email of [m.adaEmail, m.bobEmail]) {
      expect(subjects(email).filter((s) => s.startsWith('Race to Ten: the match is over'))).toHaveLength(1);
      expect(subjects(email).filter((s) => s === 'Race to Ten: time ran out')).toHaveLength(1);
    }
    expect(subjects(m.bobEmail)).toContain('Race to Ten: the match is over — you won');
    expect(await movesOf(m.id)).toBe(1);
  });

  it('applies claim: the clock stops, the others may claim the win until the late player plays', async () => {
    const m = await timed('claim');
    const claim = (who: typeof m.ada, expectedVersion: number) => who.client.post(`/v1/matches/${m.id}/claim`, { expectedVersion });
    expect((await claim(m.bob, m.version)).body.code).toBe('not-claimable'); // before the deadline
    clock.advance(hours(10) + 1000);
    await dispatch();
    await dispatch();
    const waiting = (await m.bob.client.get(`/v1/matches/${m.id}`)).body;
    expect(waiting).toMatchObject({ status: 'active', activeSeats: [0], deadlineAt: null, version: m.version + 1 });
    expect(subjects(m.bobEmail).filter((s) => s === 'Race to Ten: time ran out')).toHaveLength(1);
    expect((await claim(m.ada, waiting.version)).status).toBe(403); // the late player cannot claim
    expect((await claim(m.bob, waiting.version - 1)).body.code).toBe('stale-version');
    const claimed = await claim(m.bob, waiting.version);
    expect(claimed.status).toBe(200);
    expect(claimed.body).toMatchObject({ status: 'finished', result: { winners: [1], details: { forfeit: { seats: [0], reason: 'claim' } } } });
    expect((await claim(m.bob, claimed.body.version)).body.code).toBe('match-not-active');
    // Everyone's inbox says it is over, as after a move or a resignation that ends a match.
    for (const who of [m.ada, m.bob]) {
      const inbox = (await who.client.get('/v1/me/events')).body.events as { type: string; matchId: string; data: { version: number } }[];
      expect(inbox.filter((e) => e.matchId === m.id && e.type === 'match.finished').map((e) => e.data.version)).toEqual([claimed.body.version]);
    }
    const log = await api.database.db.execute(sql`select move, actor_id from moves where match_id = ${m.id} order by seq`);
    expect((log as unknown as { rows: unknown[] }).rows).toEqual([
      { move: { type: '$timeout', policy: 'claim', seats: [0] }, actor_id: null },
      { move: { type: '$claim', seats: [0] }, actor_id: m.bob.user.id },
    ]);
    const stored = await api.database.db.execute(sql`select state, seed, options, players from matches where id = ${m.id}`);
    const row = (stored as unknown as { rows: { state: unknown; seed: string; options: unknown; players: number }[] }).rows[0]!;
    expect(replay(raceToTen, { players: row.players, options: row.options, seed: row.seed }, await loadMoveLog(api.database.db, m.id))).toEqual(row.state);
    await dispatch();
    expect(subjects(m.bobEmail)).toContain('Race to Ten: the match is over — you won');
  });

  it('ends the claim window when the late player plays on', async () => {
    const m = await timed('claim');
    clock.advance(hours(10) + 1000);
    await dispatch();
    const v = (await m.ada.client.get(`/v1/matches/${m.id}`)).body.version;
    const moved = await m.ada.client.post(`/v1/matches/${m.id}/moves`, { expectedVersion: v, move: { type: 'add', amount: 1 } });
    expect(moved.body.deadlineAt).toBe(new Date(clock.now().getTime() + hours(10)).toISOString());
    expect((await m.ada.client.post(`/v1/matches/${m.id}/claim`, { expectedVersion: moved.body.version })).body.code).toBe('not-claimable');
  });

  it('refuses onTimeout without a time control and a bad time control', async () => {
    const { client } = await api.client.guest('Tc');
    expect((await client.post('/v1/matches', { gameId: 'race-to-ten', players: 2, onTimeout: 'skip' })).status).toBe(400);
    expect((await client.post('/v1/matches', { gameId: 'race-to-ten', players: 2, timeControl: { perMoveHours: 1, perMoveDays: 1 } })).status).toBe(400);
    expect((await client.post('/v1/matches', { gameId: 'race-to-ten', players: 2, timeControl: { perMoveSeconds: 5 } })).status).toBe(400);
    expect((await client.post('/v1/matches', { gameId: 'race-to-ten', players: 2, timeControl: { perMoveDays: 2 }, onTimeout: 'forfeit' })).status).toBe(400);
  });

  it('words every email of these matches for people: no JSON, links to pages made for people', () => {
    const kinds = new Set(smtp.messages.map((m) => m.subject.replace(/ in .*| —.*|:.*/, '')));
    expect(smtp.messages.length).toBeGreaterThan(5);
    expect([...kinds].some((k) => k.startsWith('Reminder'))).toBe(true);
    for (const mail of smtp.messages) {
      expectReadable(mail);
      expectLinksForPeople(mail);
    }
  });
});
