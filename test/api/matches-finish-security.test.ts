import { describe, expect, it } from 'vitest';
import { testDrivers } from '../support/databases.js';
import { playRaceOut } from '../support/lobby.js';
import { startedRace, useApi } from '../support/setup.js';

describe.each(testDrivers)('who may leave, resign, abort or rematch (%s)', (driver) => {
  const api = useApi(driver);

  it('only seated players: anonymous callers get 401, outsiders 403, and nothing changes', async () => {
    const { id, seated } = await startedRace(api.client, 2);
    const waiting = (await seated[0]!.client.post('/v1/matches', { gameId: 'race-to-ten', players: 2 })).body;
    const outsider = (await api.client.guest('Outsider')).client;
    for (const [match, action] of [
      [waiting.id, 'leave'],
      [id, 'resign'],
      [id, 'abort'],
    ] as const) {
      expect((await api.client.as(undefined).post(`/v1/matches/${match}/${action}`)).status).toBe(401);
      const res = await outsider.post(`/v1/matches/${match}/${action}`);
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('not-your-seat');
    }
    const after = (await seated[0]!.client.get(`/v1/matches/${id}`)).body;
    expect(after).toMatchObject({ status: 'active', version: 1 });
    expect((await seated[0]!.client.get(`/v1/matches/${waiting.id}`)).body.seats[0].userId).toBe(seated[0]!.user.id);
    await playRaceOut(seated.map((s) => s.client), id);
    expect((await outsider.post(`/v1/matches/${id}/rematch`)).status).toBe(403);
  });

  it('a token without matches:play may not resign', async () => {
    const { id, seated } = await startedRace(api.client, 2);
    const readOnly = (await seated[0]!.client.post('/v1/tokens', { name: 'read', scopes: ['matches:read'] })).body.secret;
    const res = await api.client.as(readOnly).post(`/v1/matches/${id}/resign`);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('insufficient-scope');
    expect((await seated[0]!.client.get(`/v1/matches/${id}`)).body.status).toBe('active');
  });

  it('a token without matches:play may not vote to abort, and outsiders’ votes are not counted', async () => {
    const { id, seated } = await startedRace(api.client, 2);
    const readOnly = (await seated[0]!.client.post('/v1/tokens', { name: 'read', scopes: ['matches:read'] })).body.secret;
    const res = await api.client.as(readOnly).post(`/v1/matches/${id}/abort`);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('insufficient-scope');
    const outsider = (await api.client.guest('Meddler')).client;
    expect((await outsider.post(`/v1/matches/${id}/abort`)).status).toBe(403);
    // Only seat 1's vote is needed now: were either refusal counted, this would abort.
    expect((await seated[1]!.client.post(`/v1/matches/${id}/abort`)).body).toMatchObject({ status: 'active', abortVotes: [1], abortWaitingFor: [0] });
  });

  it('votes cast at once all count: the match aborts exactly once', async () => {
    const { id, seated } = await startedRace(api.client, 3);
    const votes = await Promise.all(seated.map((s) => s.client.post(`/v1/matches/${id}/abort`)));
    expect(votes.map((v) => v.status)).toEqual([200, 200, 200]);
    // Each answer is the match as it is once that vote is in: every seat agreed by the last one.
    for (const [seat, v] of votes.entries()) expect(v.body.status === 'aborted' || v.body.abortVotes.includes(seat)).toBe(true);
    const match = (await seated[0]!.client.get(`/v1/matches/${id}`)).body;
    // Three votes, three versions after the start (two joins): none was lost or counted twice.
    expect(match).toMatchObject({ status: 'aborted', version: 5 });
    for (const s of seated) {
      const aborted = (await s.client.get('/v1/me/events?after=0')).body.events.filter((e: { type: string; matchId: string }) => e.type === 'match.aborted' && e.matchId === id);
      expect(aborted).toHaveLength(1);
    }
  });

  it('a vote and a first move racing: either the vote counts and the move is stale, or the move wins and the vote is too late', async () => {
    const { id, seated } = await startedRace(api.client, 2);
    const [move, vote] = await Promise.all([
      seated[0]!.client.post(`/v1/matches/${id}/moves`, { expectedVersion: 1, move: { type: 'add', amount: 1 } }),
      seated[1]!.client.post(`/v1/matches/${id}/abort`),
    ]);
    const match = (await seated[0]!.client.get(`/v1/matches/${id}`)).body;
    if (move.status === 200) {
      expect(vote.body.code).toBe('abort-too-late');
      expect(match).toMatchObject({ version: 2, abortVotes: null });
    } else {
      expect(move.body.code).toBe('stale-version');
      expect(vote.body).toMatchObject({ status: 'active', abortVotes: [1] });
      expect(match).toMatchObject({ version: 2, abortVotes: [1] });
    }
  });

  it('a resignation and a move racing: exactly one of them is applied first, and the match ends once', async () => {
    const { id, seated } = await startedRace(api.client, 2);
    const [move, resign] = await Promise.all([
      seated[0]!.client.post(`/v1/matches/${id}/moves`, { expectedVersion: 1, move: { type: 'add', amount: 1 } }),
      seated[1]!.client.post(`/v1/matches/${id}/resign`),
    ]);
    expect(resign.status).toBe(200);
    expect([200, 409]).toContain(move.status);
    const log = (await seated[0]!.client.get(`/v1/matches/${id}/events`)).body.events.filter((e: { type: string }) => e.type === 'resigned');
    expect(log).toHaveLength(1);
    expect((await seated[0]!.client.get(`/v1/matches/${id}`)).body.result.winners).toEqual([0]);
  });
});
