import { describe, expect, it } from 'vitest';
import { testDrivers } from '../support/databases.js';
import { startedRace, useApi } from '../support/setup.js';
import { createApp } from '../../src/api/app.js';
import { testApp, TestClient } from '../support/api.js';

function expectProblem(res: { status: number; body: any; headers: Headers }, status: number, code: string) {
  expect(res.status).toBe(status);
  expect(res.headers.get('Content-Type')).toContain('application/problem+json');
  expect(res.body).toMatchObject({ status, code, type: `urn:reliquary:problem:${code}` });
  expect(typeof res.body.detail).toBe('string');
}

describe.each(testDrivers)('match errors (%s)', (driver) => {
  const api = useApi(driver);

  it('400 for a body that breaks the schema, an unknown game, a bad player count or bad options', async () => {
    const { client } = await api.client.guest('Ada');
    expectProblem(await client.post('/v1/matches', { gameId: 'race-to-ten' }), 400, 'invalid-request');
    expectProblem(await client.post('/v1/matches', { gameId: 'race-to-ten', players: 'two' }), 400, 'invalid-request');
    expectProblem(await client.post('/v1/matches', { gameId: 'chess', players: 2 }), 400, 'invalid-request');
    const tooMany = await client.post('/v1/matches', { gameId: 'race-to-ten', players: 5 });
    expectProblem(tooMany, 400, 'invalid-request');
    expect(tooMany.body.errors).toEqual([{ path: 'players', message: 'must be 1-4' }]);
    const badOptions = await client.post('/v1/matches', { gameId: 'race-to-ten', players: 2, options: { target: 1 } });
    expectProblem(badOptions, 400, 'invalid-options');
    expect(badOptions.body.errors[0].path).toBe('target');
  });

  it('400 for a move that is not of the game’s shape, 422 for one the rules refuse', async () => {
    const { id, seated } = await startedRace(api.client, 2, { target: 3 });
    const p0 = seated[0]!.client;
    const v = (await p0.get(`/v1/matches/${id}`)).body.version;
    expectProblem(await p0.post(`/v1/matches/${id}/moves`, { expectedVersion: v, move: { type: 'add', amount: 7 } }), 400, 'invalid-move');
    expectProblem(await p0.post(`/v1/matches/${id}/moves`, { expectedVersion: v, move: { kind: 'add' } }), 400, 'invalid-request');
    expectProblem(await p0.post(`/v1/matches/${id}/moves`, { move: { type: 'add', amount: 1 } }), 400, 'invalid-request');
    await p0.post(`/v1/matches/${id}/moves`, { expectedVersion: v, move: { type: 'add', amount: 2 } });
    const p1 = seated[1]!.client;
    const illegal = await p1.post(`/v1/matches/${id}/moves`, { expectedVersion: v + 1, move: { type: 'add', amount: 2 } });
    expectProblem(illegal, 422, 'illegal-move');
    expect(illegal.body).toMatchObject({ rule: 'overshoot', detail: 'The counter may not pass 3.' });
    // The refused move changed nothing.
    expect((await p1.get(`/v1/matches/${id}`)).body).toMatchObject({ version: v + 1, view: { counter: 2 } });
  });

  it('401 without credentials on every endpoint that needs them', async () => {
    const { id } = await startedRace(api.client, 2);
    const anon = api.client.as(undefined);
    expectProblem(await anon.post('/v1/matches', { gameId: 'race-to-ten', players: 2 }), 401, 'unauthorized');
    expectProblem(await anon.post(`/v1/matches/${id}/join`), 401, 'unauthorized');
    expectProblem(await anon.get(`/v1/matches/${id}/legal-moves`), 401, 'unauthorized');
    expectProblem(await anon.post(`/v1/matches/${id}/moves`, { expectedVersion: 0, move: { type: 'add', amount: 1 } }), 401, 'unauthorized');
    expectProblem(await anon.get(`/v1/matches/${id}?seat=0`), 401, 'unauthorized');
    expectProblem(await anon.get('/v1/me/turns'), 401, 'unauthorized');
  });

  it('401 for a token signed with another server’s secret', async () => {
    const strangerApp = createApp({
      config: { jwtSecret: new TextEncoder().encode('another-secret-that-is-at-least-32-chars!'), allowSeededMatches: true },
      games: [],
      openDb: async () => ({ db: api.database.db, release: () => {} }),
    });
    const token = (await new TestClient(strangerApp).guest('Mallory')).client.token as string;
    expectProblem(await api.client.as(token).get('/v1/me/turns'), 401, 'unauthorized');
  });

  it('403 for a seat that is not yours', async () => {
    const { id } = await startedRace(api.client, 2);
    const { client: outsider } = await api.client.guest('Outsider');
    expectProblem(await outsider.post(`/v1/matches/${id}/moves`, { expectedVersion: 2, move: { type: 'add', amount: 1 } }), 403, 'not-your-seat');
    expectProblem(await outsider.post(`/v1/matches/${id}/moves`, { seat: 0, expectedVersion: 2, move: { type: 'add', amount: 1 } }), 403, 'not-your-seat');
    expectProblem(await outsider.get(`/v1/matches/${id}/legal-moves`), 403, 'not-your-seat');
    expectProblem(await outsider.get(`/v1/matches/${id}?seat=1`), 403, 'not-your-seat');
  });

  it('403 for a caller-chosen seed where the server does not allow it', async () => {
    const strict = new TestClient(testApp(api.database.db, { allowSeededMatches: false }));
    const { client } = await strict.guest('Ada');
    expectProblem(await client.post('/v1/matches', { gameId: 'race-to-ten', players: 2, seed: 'mine' }), 403, 'forbidden');
    expect((await client.post('/v1/matches', { gameId: 'race-to-ten', players: 2 })).status).toBe(201);
  });

  it('404 for an unknown match or route', async () => {
    const { client } = await api.client.guest('Ada');
    expectProblem(await client.get('/v1/matches/mat_nope'), 404, 'not-found');
    expectProblem(await client.post('/v1/matches/mat_nope/join'), 404, 'not-found');
    expectProblem(await client.post('/v1/matches/mat_nope/moves', { expectedVersion: 0, move: { type: 'x' } }), 404, 'not-found');
    expectProblem(await client.get('/v1/nothing-here'), 404, 'not-found');
  });

  it('409 stale-version, not-your-turn and match-not-active', async () => {
    const { id, seated } = await startedRace(api.client, 2, { target: 3 });
    const [p0, p1] = [seated[0]!.client, seated[1]!.client];
    const v = (await p0.get(`/v1/matches/${id}`)).body.version;
    const stale = await p0.post(`/v1/matches/${id}/moves`, { expectedVersion: v - 1, move: { type: 'add', amount: 1 } });
    expectProblem(stale, 409, 'stale-version');
    expect(stale.body.currentVersion).toBe(v);
    expectProblem(await p1.post(`/v1/matches/${id}/moves`, { expectedVersion: v, move: { type: 'add', amount: 1 } }), 409, 'not-your-turn');
    await p0.post(`/v1/matches/${id}/moves`, { expectedVersion: v, move: { type: 'add', amount: 1 } });
    await p1.post(`/v1/matches/${id}/moves`, { expectedVersion: v + 1, move: { type: 'add', amount: 2 } });
    expectProblem(await p0.post(`/v1/matches/${id}/moves`, { expectedVersion: v + 2, move: { type: 'add', amount: 1 } }), 409, 'match-not-active');
  });

  it('409 stale-version with the current version for a move against an older version, legal there or not', async () => {
    const { id, seated } = await startedRace(api.client, 2, { target: 10 });
    const [p0, p1] = [seated[0]!.client, seated[1]!.client];
    const v = (await p0.get(`/v1/matches/${id}`)).body.version;
    expect((await p0.post(`/v1/matches/${id}/moves`, { expectedVersion: v, move: { type: 'add', amount: 1 } })).status).toBe(200);
    // At version v the move was seat 0's and legal: it must not be applied to that old position.
    const again = await p0.post(`/v1/matches/${id}/moves`, { expectedVersion: v, move: { type: 'add', amount: 2 } });
    expectProblem(again, 409, 'stale-version');
    expect(again.body.currentVersion).toBe(v + 1);
    // At version v seat 1 could not move; what matters is that the mover is behind.
    const behind = await p1.post(`/v1/matches/${id}/moves`, { expectedVersion: v, move: { type: 'add', amount: 1 } });
    expectProblem(behind, 409, 'stale-version');
    expect(behind.body.currentVersion).toBe(v + 1);
    const match = (await p0.get(`/v1/matches/${id}`)).body;
    expect(match.version).toBe(v + 1);
    expect(match.view.counter).toBe(1);
  });

  it('409 for moves before the match starts and for joins after it', async () => {
    const { client: ada } = await api.client.guest('Ada');
    const created = (await ada.post('/v1/matches', { gameId: 'race-to-ten', players: 2 })).body;
    expectProblem(await ada.post(`/v1/matches/${created.id}/moves`, { expectedVersion: created.version, move: { type: 'add', amount: 1 } }), 409, 'match-not-active');
    expectProblem(await ada.post(`/v1/matches/${created.id}/join`, { seat: 0 }), 409, 'seat-taken');
    const { client: bob } = await api.client.guest('Bob');
    await bob.post(`/v1/matches/${created.id}/join`);
    const { client: cat } = await api.client.guest('Cat');
    expectProblem(await cat.post(`/v1/matches/${created.id}/join`), 409, 'match-not-waiting');
  });
});

describe('request bodies', () => {
  const api = useApi('pglite');

  it('accepts a join with no body, or an empty JSON body, as “take the lowest free seat”', async () => {
    const { client: host } = await api.client.guest('Host');
    const created = (await host.post('/v1/matches', { gameId: 'race-to-ten', players: 3 })).body;
    const { client: a } = await api.client.guest('A');
    const { client: b } = await api.client.guest('B');
    expect((await a.request('POST', `/v1/matches/${created.id}/join`)).body.seat).toBe(1);
    const emptyJson = await b.request('POST', `/v1/matches/${created.id}/join`, { headers: { 'Content-Type': 'application/json' } });
    expect(emptyJson.status).toBe(200);
    expect(emptyJson.body.seat).toBe(2);
  });

  it('415 for a body that is not JSON, and 400 naming the missing fields for an empty required body', async () => {
    const { client } = await api.client.guest('Ada');
    const text = await client.request('POST', '/v1/matches', { body: 'gameId=x', headers: { 'Content-Type': 'text/plain' } });
    expectProblem(text, 415, 'unsupported-media-type');
    const empty = await client.request('POST', '/v1/matches', { headers: { 'Content-Type': 'application/json' } });
    expectProblem(empty, 400, 'invalid-request');
    expect(empty.body.errors.map((e: { path: string }) => e.path)).toEqual(['gameId', 'players']);
  });
});
