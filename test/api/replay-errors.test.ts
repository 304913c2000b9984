import { describe, expect, it } from 'vitest';
import { testDrivers } from '../support/databases.js';
import { startedRace, useApi } from '../support/setup.js';

describe.each(testDrivers)('GET /v1/matches/{id}/replay refusals (%s)', (driver) => {
  const api = useApi(driver);

  const problem = (res: { status: number; headers: Headers; body: any }, status: number, code: string) => {
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    expect(res.headers.get('Content-Type')).toContain('application/problem+json');
    expect(res.body.code).toBe(code);
  };

  it('404 for a match that does not exist, and for a version the log has not reached', async () => {
    problem(await api.client.get('/v1/matches/mat_nope/replay'), 404, 'not-found');
    const { id, seated } = await startedRace(api.client, 2);
    const move = await seated[0]!.client.post(`/v1/matches/${id}/moves`, { expectedVersion: 1, move: { type: 'add', amount: 1 } });
    expect(move.status).toBe(200);
    const ahead = await seated[0]!.client.get(`/v1/matches/${id}/replay?version=2`);
    problem(ahead, 404, 'not-found');
    expect(ahead.body.detail).toContain('versions 0 to 1');
    // A window running past the end is only cut short.
    expect((await seated[0]!.client.get(`/v1/matches/${id}/replay?version=1&count=5`)).body.steps).toHaveLength(1);
    // A match still gathering players has its deal only.
    const waiting = (await seated[0]!.client.post('/v1/matches', { gameId: 'race-to-ten', players: 2 })).body;
    expect((await seated[0]!.client.get(`/v1/matches/${waiting.id}/replay`)).body).toMatchObject({ status: 'waiting', lastVersion: 0 });
    problem(await seated[0]!.client.get(`/v1/matches/${waiting.id}/replay?version=1`), 404, 'not-found');
  });

  it.each([
    ['version=-1', 'version'],
    ['version=first', 'version'],
    ['version=1.5', 'version'],
    ['count=0', 'count'],
    ['count=21', 'count'],
    ['seat=-1', 'seat'],
  ])('400 for %s', async (query, field) => {
    const { id, seated } = await startedRace(api.client, 2);
    const res = await seated[0]!.client.get(`/v1/matches/${id}/replay?${query}`);
    problem(res, 400, 'invalid-request');
    expect(res.body.errors.map((e: { path: string }) => e.path)).toContain(field);
  });

  it('401 for a seat asked without credentials, 403 for a seat that is not yours', async () => {
    const { id, seated } = await startedRace(api.client, 2);
    problem(await api.client.as(undefined).get(`/v1/matches/${id}/replay?seat=0`), 401, 'unauthorized');
    problem(await api.client.as('not-a-token').get(`/v1/matches/${id}/replay`), 401, 'unauthorized');
    problem(await seated[0]!.client.get(`/v1/matches/${id}/replay?seat=1`), 403, 'not-your-seat');
    const outsider = (await api.client.guest('Outsider')).client;
    problem(await outsider.get(`/v1/matches/${id}/replay?seat=0`), 403, 'not-your-seat');
  });
});
