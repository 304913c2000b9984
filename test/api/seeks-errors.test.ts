import { describe, expect, it } from 'vitest';
import { testDrivers } from '../support/databases.js';
import { useApi } from '../support/setup.js';

describe.each(testDrivers)('seek refusals (%s)', (driver) => {
  const api = useApi(driver);

  it.each([
    [{ gameId: 'chess', players: 2 }, 400, 'invalid-request'],
    [{ gameId: 'ruin-runner', players: 7 }, 400, 'invalid-request'],
    [{ gameId: 'race-to-ten', players: 1 }, 400, 'invalid-request'],
    [{ gameId: 'ruin-runner' }, 400, 'invalid-request'],
    [{ gameId: 'race-to-ten', players: 2, options: { target: 99 } }, 400, 'invalid-options'],
    [{ gameId: 'relic-run', players: 2, rated: true }, 400, 'invalid-request'],
    [{ gameId: 'ruin-runner', players: 2, timeControl: { perMoveSeconds: 5 } }, 400, 'invalid-request'],
  ])('refuses %j', async (body, status, code) => {
    const { client } = await api.client.guest('Seeker');
    const res = await client.post('/v1/seeks', body);
    expect(res.status).toBe(status);
    expect(res.headers.get('Content-Type')).toContain('application/problem+json');
    expect(res.body.code).toBe(code);
  });

  it('refuses a second open seek for the same pool, but not for another', async () => {
    const { client } = await api.client.guest('Twice');
    expect((await client.post('/v1/seeks', { gameId: 'reliques-co', players: 3 })).status).toBe(201);
    const again = await client.post('/v1/seeks', { gameId: 'reliques-co', players: 3, options: {} });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('already-seeking');
    expect((await client.post('/v1/seeks', { gameId: 'reliques-co', players: 4 })).status).toBe(201);
  });

  it('DELETE: 404 for an unknown seek, 409 once it was matched', async () => {
    const a = await api.client.guest('A');
    const b = await api.client.guest('B');
    expect((await a.client.request('DELETE', '/v1/seeks/seek_nope')).status).toBe(404);
    const seek = (await a.client.post('/v1/seeks', { gameId: 'space-relics', players: 2 })).body;
    await b.client.post('/v1/seeks', { gameId: 'space-relics', players: 2 });
    const res = await a.client.request('DELETE', `/v1/seeks/${seek.id}`);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('match-not-waiting');
    expect(res.body.matchId).toMatch(/^mat_/);
  });
});
