import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TestClient, testApp } from '../support/api.js';
import { testDrivers } from '../support/databases.js';
import { rows } from '../support/lobby.js';
import { useApi } from '../support/setup.js';

/**
 * Issue 27, item 2: creating, joining, reading a match and moving check the caller's session and
 * Idempotency-Key in their own statement (src/api/request-checks.ts), not in round trips before
 * the handler. What the checks decide must not change: a signed-out session is refused first
 * (before a 404 or a 400) and writes nothing; a kept answer is replayed, and a key used with
 * another request refused, whatever the request would meet now.
 */
describe.each(testDrivers)('checks made in the request’s own statement (%s)', (driver) => {
  const api = useApi(driver);

  async function guest(name: string) {
    const res = await api.client.post('/v1/auth/guest', { name });
    expect(res.status).toBe(201);
    return { client: api.client.as(res.body.token), id: res.body.user.id as string, refreshToken: res.body.refreshToken as string };
  }

  const count = async (query: ReturnType<typeof sql>) => (await rows<{ n: number }>(api.database.db, query))[0]!.n;

  it('refuses a signed-out session on each of these routes, before a 404 or a 400, and writes nothing', async () => {
    const ada = await guest('Ada');
    const bob = await guest('Bob');
    const id = (await ada.client.post('/v1/matches', { gameId: 'race-to-ten', players: 2 })).body.id as string;
    expect((await bob.client.post(`/v1/matches/${id}/join`)).status).toBe(200);
    const waiting = (await bob.client.post('/v1/matches', { gameId: 'race-to-ten', players: 2 })).body.id as string;
    // Ada reads the match, so this app remembers it: her move's commit would be its only statement.
    const { version, activeSeats } = (await ada.client.get(`/v1/matches/${id}`)).body;
    expect(activeSeats).toEqual([0]);
    const keyed = await ada.client.post('/v1/matches', { gameId: 'race-to-ten', players: 3 }, { 'Idempotency-Key': 'kept' });
    expect(keyed.status).toBe(201);
    expect((await api.client.post('/v1/auth/logout', { refreshToken: ada.refreshToken })).status).toBe(204);

    const move = { expectedVersion: version, move: { type: 'add', amount: 1 } };
    const elsewhere = new TestClient(testApp(api.database.db)).as(ada.client.token);
    const answers = {
      get: await ada.client.get(`/v1/matches/${id}`),
      getUnknown: await ada.client.get('/v1/matches/m_nope'),
      legalMoves: await ada.client.get(`/v1/matches/${id}/legal-moves`),
      move: await ada.client.post(`/v1/matches/${id}/moves`, move),
      moveElsewhere: await elsewhere.post(`/v1/matches/${id}/moves`, move),
      illegalMove: await ada.client.post(`/v1/matches/${id}/moves`, { ...move, move: { type: 'add', amount: 99 } }),
      join: await ada.client.post(`/v1/matches/${waiting}/join`),
      joinUnknown: await ada.client.post('/v1/matches/m_nope/join'),
      create: await ada.client.post('/v1/matches', { gameId: 'race-to-ten', players: 2 }),
      createInvalid: await ada.client.post('/v1/matches', { gameId: 'no-such-game', players: 2 }),
      createKept: await ada.client.post('/v1/matches', { gameId: 'race-to-ten', players: 3 }, { 'Idempotency-Key': 'kept' }),
    };
    for (const [name, res] of Object.entries(answers)) {
      expect([name, res.status, res.body.code], name).toEqual([name, 401, 'unauthorized']);
      expect(res.body.detail, name).toContain('signed out');
      expect(res.headers.get('Idempotent-Replayed'), name).toBeNull();
    }
    const now = (await bob.client.get(`/v1/matches/${id}`)).body;
    expect(now.version).toBe(version);
    expect((await bob.client.get(`/v1/matches/${waiting}`)).body.seats.map((s: { userId: string | null }) => s.userId)).toEqual([bob.id, null]);
    expect(await count(sql`select count(*)::int as n from matches where created_by = ${ada.id}`)).toBe(2);
  });

  it('replays a kept answer, and refuses a key used with another request even when that one is malformed', async () => {
    const ada = await guest('Ada');
    const bob = await guest('Bob');
    const body = { gameId: 'race-to-ten', players: 2 };
    const created = await ada.client.post('/v1/matches', body, { 'Idempotency-Key': 'c1' });
    expect(created.status).toBe(201);
    const again = await ada.client.post('/v1/matches', body, { 'Idempotency-Key': 'c1' });
    expect([again.status, again.headers.get('Idempotent-Replayed')]).toEqual([201, 'true']);
    expect(again.body).toEqual(created.body);
    for (const other of [{ ...body, players: 3 }, { ...body, players: 99 }, { gameId: 'no-such-game', players: 2 }]) {
      const reused = await ada.client.post('/v1/matches', other, { 'Idempotency-Key': 'c1' });
      expect([reused.status, reused.body.code], JSON.stringify(other)).toEqual([422, 'idempotency-key-reused']);
    }
    expect(await count(sql`select count(*)::int as n from matches where created_by = ${ada.id}`)).toBe(1);

    const id = created.body.id as string;
    const joined = await bob.client.post(`/v1/matches/${id}/join`, undefined, { 'Idempotency-Key': 'j1' });
    expect([joined.status, joined.body.status]).toEqual([200, 'active']);
    // The match has started since: the retry is still answered as the join was.
    const rejoined = await bob.client.post(`/v1/matches/${id}/join`, undefined, { 'Idempotency-Key': 'j1' });
    expect([rejoined.status, rejoined.headers.get('Idempotent-Replayed')]).toEqual([200, 'true']);
    expect(rejoined.body).toEqual(joined.body);
    expect((await bob.client.get(`/v1/matches/${id}`)).body).toMatchObject({ version: joined.body.version, updatedAt: joined.body.updatedAt, seats: joined.body.seats });
    const elsewhere = (await bob.client.post(`/v1/matches/${id}/join`, { seat: 1 }, { 'Idempotency-Key': 'j1' })).body;
    expect(elsewhere.code).toBe('idempotency-key-reused');

    // A move retried through a process that never saw the match is replayed from its read.
    const move = { expectedVersion: joined.body.version, move: { type: 'add', amount: 1 } };
    const moved = await ada.client.post(`/v1/matches/${id}/moves`, move, { 'Idempotency-Key': 'm1' });
    expect(moved.status).toBe(200);
    const retried = await new TestClient(testApp(api.database.db)).as(ada.client.token).post(`/v1/matches/${id}/moves`, move, { 'Idempotency-Key': 'm1' });
    expect([retried.status, retried.headers.get('Idempotent-Replayed')]).toEqual([200, 'true']);
    expect(retried.body).toEqual(moved.body);
  });

  it('answers a new match with the names and times the database has, and replays the same', async () => {
    const ada = await guest('Ada');
    // The session JWT still says "Ada"; the account is now called otherwise.
    expect((await ada.client.request('PATCH', '/v1/me', { body: { name: 'Ada Renamed' } })).status).toBe(200);
    const body = { gameId: 'race-to-ten', players: 2, computer: [{ seat: 1, level: 'easy' }] };
    const created = await ada.client.post('/v1/matches', body, { 'Idempotency-Key': 'named' });
    expect(created.status).toBe(201);
    expect(created.body.seats.map((s: { name: string }) => s.name)).toEqual(['Ada Renamed', 'Computer (easy)']);
    const read = (await ada.client.get(`/v1/matches/${created.body.id}`)).body;
    expect(created.body).toEqual({ ...read, view: created.body.view });
    const replayed = await ada.client.post('/v1/matches', body, { 'Idempotency-Key': 'named' });
    expect(replayed.body).toEqual(created.body);
  });

  it('reads the state when an ETag names the current version for another seat', async () => {
    const ada = await guest('Ada');
    const id = (await ada.client.post('/v1/matches', { gameId: 'race-to-ten', players: 2 })).body.id as string;
    expect((await ada.client.post(`/v1/matches/${id}/join`, { seat: 1 })).status).toBe(200);
    const seat0 = await ada.client.get(`/v1/matches/${id}?seat=0`);
    const seat1 = await ada.client.get(`/v1/matches/${id}?seat=1`, { 'If-None-Match': seat0.headers.get('ETag') as string });
    expect(seat1.status).toBe(200);
    expect(seat1.body.seat).toBe(1);
    expect(seat1.headers.get('ETag')).toBe(`W/"${id}.${seat0.body.version}.1"`);
    expect(seat1.body).toEqual((await ada.client.get(`/v1/matches/${id}?seat=1`)).body);
    expect((await ada.client.get(`/v1/matches/${id}?seat=0`, { 'If-None-Match': seat0.headers.get('ETag') as string })).status).toBe(304);
  });
});
