import { describe, expect, it } from 'vitest';
import { testDrivers } from '../support/databases.js';
import { playRaceOut } from '../support/lobby.js';
import { startedRace, useApi } from '../support/setup.js';

describe.each(testDrivers)('leave, resign, abort and rematch refusals (%s)', (driver) => {
  const api = useApi(driver);

  it('answers 404 for an unknown match on every route', async () => {
    const { client } = await api.client.guest('Lost');
    for (const action of ['leave', 'resign', 'abort', 'rematch']) {
      const res = await client.post(`/v1/matches/mat_nope/${action}`);
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('not-found');
    }
  });

  it('refuses to leave a started match and to resign or abort one that has not started', async () => {
    const { id, seated } = await startedRace(api.client, 2);
    const leave = await seated[0]!.client.post(`/v1/matches/${id}/leave`);
    expect(leave.status).toBe(409);
    expect(leave.body.code).toBe('match-not-waiting');
    const waiting = (await seated[0]!.client.post('/v1/matches', { gameId: 'race-to-ten', players: 2 })).body;
    expect((await seated[0]!.client.post(`/v1/matches/${waiting.id}/resign`)).body.code).toBe('match-not-active');
    expect((await seated[0]!.client.post(`/v1/matches/${waiting.id}/abort`)).body.code).toBe('match-not-active');
    expect((await seated[0]!.client.post(`/v1/matches/${waiting.id}/rematch`)).body.code).toBe('match-not-finished');
  });

  it('refuses to abort after the first move, and anything but a rematch once finished', async () => {
    const { id, seated } = await startedRace(api.client, 2, { target: 3 });
    await seated[0]!.client.post(`/v1/matches/${id}/moves`, { expectedVersion: 1, move: { type: 'add', amount: 1 } });
    const late = await seated[1]!.client.post(`/v1/matches/${id}/abort`);
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('abort-too-late');
    expect((await seated[1]!.client.get(`/v1/matches/${id}`)).body.abortVotes).toBeNull();
    await playRaceOut(seated.map((s) => s.client), id);
    expect((await seated[1]!.client.post(`/v1/matches/${id}/resign`)).body.code).toBe('match-not-active');
    expect((await seated[1]!.client.post(`/v1/matches/${id}/abort`)).body.code).toBe('match-not-active');
    const first = await seated[1]!.client.post(`/v1/matches/${id}/rematch`);
    expect(first.status).toBe(201);
    const second = await seated[0]!.client.post(`/v1/matches/${id}/rematch`);
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({ code: 'rematch-exists', matchId: first.body.id });
  });

  it('a move based on the version before an abort vote is stale, and loses nothing', async () => {
    const { id, seated } = await startedRace(api.client, 2);
    await seated[1]!.client.post(`/v1/matches/${id}/abort`);
    const stale = await seated[0]!.client.post(`/v1/matches/${id}/moves`, { expectedVersion: 1, move: { type: 'add', amount: 1 } });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: 'stale-version', currentVersion: 2 });
    expect((await seated[0]!.client.get(`/v1/matches/${id}`)).body).toMatchObject({ status: 'active', version: 2, abortVotes: [1] });
  });

  it('refuses a bad seat in the body', async () => {
    const { id, seated } = await startedRace(api.client, 2);
    const res = await seated[0]!.client.post(`/v1/matches/${id}/resign`, { seat: 'zero' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('invalid-request');
    const other = await seated[0]!.client.post(`/v1/matches/${id}/resign`, { seat: 1 });
    expect(other.status).toBe(403);
    expect(other.body.code).toBe('not-your-seat');
  });
});
