import { describe, expect, it } from 'vitest';
import { testDrivers } from '../support/databases.js';
import { startedRace, useApi } from '../support/setup.js';

describe.each(testDrivers)('match lifecycle, happy paths (%s)', (driver) => {
  const api = useApi(driver);

  it('creates a waiting match with the creator in seat 0, then starts it when the last seat is taken', async () => {
    const ada = await api.client.guest('Ada');
    const bob = await api.client.guest('Bob');
    const created = await ada.client.post('/v1/matches', { gameId: 'race-to-ten', players: 2 });
    expect(created.status).toBe(201);
    expect(created.headers.get('Location')).toBe(`/v1/matches/${created.body.id}`);
    expect(created.body).toMatchObject({
      gameId: 'race-to-ten',
      status: 'waiting',
      players: 2,
      seat: 0,
      activeSeats: [],
      result: null,
      options: { target: 10 },
      seats: [
        { seat: 0, userId: ada.user.id, name: 'Ada' },
        { seat: 1, userId: null, name: null },
      ],
    });
    const joined = await bob.client.post(`/v1/matches/${created.body.id}/join`);
    expect(joined.status).toBe(200);
    expect(joined.body).toMatchObject({ status: 'active', seat: 1, activeSeats: [0] });
    expect(joined.body.version).toBeGreaterThan(created.body.version);
  });

  it('starts a one-seat match at once', async () => {
    const solo = await api.client.guest('Solo');
    const created = await solo.client.post('/v1/matches', { gameId: 'race-to-ten', players: 1 });
    expect(created.body).toMatchObject({ status: 'active', activeSeats: [0] });
  });

  it('plays a match to its result through legal-moves and moves', async () => {
    const { id, seated } = await startedRace(api.client, 2);
    for (let turn = 0; turn < 20; turn++) {
      const match = (await seated[0]!.client.get(`/v1/matches/${id}`)).body;
      if (match.status === 'finished') break;
      const mover = seated[match.activeSeats[0]]!.client;
      const legal = await mover.get(`/v1/matches/${id}/legal-moves`);
      expect(legal.status).toBe(200);
      expect(legal.body.moves.length).toBeGreaterThan(0);
      const moved = await mover.post(`/v1/matches/${id}/moves`, { expectedVersion: legal.body.version, move: legal.body.moves.at(-1) });
      expect(moved.status).toBe(200);
      expect(moved.body.version).toBe(legal.body.version + 1);
    }
    const final = (await seated[1]!.client.get(`/v1/matches/${id}`)).body;
    expect(final.status).toBe('finished');
    expect(final.activeSeats).toEqual([]);
    expect(final.view.counter).toBe(10);
    expect(final.result.winners).toHaveLength(1);
  });

  it('shows legal moves only to the seat whose turn it is', async () => {
    const { id, seated } = await startedRace(api.client, 2);
    const waiting = await seated[1]!.client.get(`/v1/matches/${id}/legal-moves`);
    expect(waiting.body).toMatchObject({ seat: 1, moves: [], texts: [] });
    const acting = await seated[0]!.client.get(`/v1/matches/${id}/legal-moves`);
    expect(acting.body.moves).toEqual([
      { type: 'add', amount: 1 },
      { type: 'add', amount: 2 },
    ]);
    // Each move's words, at the same index, from the game's describeMove.
    expect(acting.body.texts).toEqual(['Add 1 to the counter (0 now)', 'Add 2 to the counter (0 now)']);
  });

  it('answers 304 to a matching If-None-Match and a new ETag after a move', async () => {
    const { id, seated } = await startedRace(api.client, 2);
    const first = await seated[0]!.client.get(`/v1/matches/${id}`);
    const etag = first.headers.get('ETag') as string;
    expect(etag).toMatch(/^W\/".+"$/);
    expect((await seated[0]!.client.get(`/v1/matches/${id}`, { 'If-None-Match': etag })).status).toBe(304);
    await seated[0]!.client.post(`/v1/matches/${id}/moves`, { expectedVersion: first.body.version, move: { type: 'add', amount: 1 } });
    const after = await seated[0]!.client.get(`/v1/matches/${id}`, { 'If-None-Match': etag });
    expect(after.status).toBe(200);
    expect(after.headers.get('ETag')).not.toBe(etag);
    const spectator = await api.client.get(`/v1/matches/${id}`);
    expect(spectator.headers.get('ETag')).not.toBe(after.headers.get('ETag'));
  });

  it('lists the caller’s pending turns, longest-waiting first', async () => {
    const a = await startedRace(api.client, 2);
    const me = a.seated[0]!;
    const second = await me.client.post('/v1/matches', { gameId: 'race-to-ten', players: 1 });
    const turns = (await me.client.get('/v1/me/turns')).body.turns;
    expect(turns.map((t: { matchId: string }) => t.matchId)).toEqual([a.id, second.body.id]);
    expect(turns[0]).toMatchObject({ gameId: 'race-to-ten', seats: [0], deadlineAt: null });
    expect((await a.seated[1]!.client.get('/v1/me/turns')).body.turns).toEqual([]);
  });

  it('lets one user hold several seats and pick which acts', async () => {
    const solo = await api.client.guest('Both');
    const created = await solo.client.post('/v1/matches', { gameId: 'race-to-ten', players: 2 });
    const id = created.body.id;
    expect((await solo.client.post(`/v1/matches/${id}/join`)).body.code).toBe('already-seated');
    const joined = await solo.client.post(`/v1/matches/${id}/join`, { seat: 1 });
    expect(joined.body).toMatchObject({ status: 'active', seat: 1 });
    // Only seat 0 may act, so the server knows which seat moves.
    const moved = await solo.client.post(`/v1/matches/${id}/moves`, { expectedVersion: joined.body.version, move: { type: 'add', amount: 1 } });
    expect(moved.body).toMatchObject({ seat: 0, activeSeats: [1] });
    expect((await solo.client.get(`/v1/matches/${id}?seat=1`)).body.seat).toBe(1);
  });
});
