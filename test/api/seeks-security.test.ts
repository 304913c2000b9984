import { describe, expect, it } from 'vitest';
import { testDrivers } from '../support/databases.js';
import { useApi } from '../support/setup.js';

describe.each(testDrivers)('whose seeks (%s)', (driver) => {
  const api = useApi(driver);

  it('needs credentials for every seek route', async () => {
    const anonymous = api.client.as(undefined);
    expect((await anonymous.post('/v1/seeks', { gameId: 'ruin-runner', players: 2 })).status).toBe(401);
    expect((await anonymous.get('/v1/seeks')).status).toBe(401);
    expect((await anonymous.request('DELETE', '/v1/seeks/seek_x')).status).toBe(401);
  });

  it('shows and cancels only your own seeks', async () => {
    const owner = await api.client.guest('Owner');
    const other = await api.client.guest('Other');
    const seek = (await owner.client.post('/v1/seeks', { gameId: 'ruin-runner', players: 4 })).body;
    expect((await other.client.get('/v1/seeks')).body.seeks).toEqual([]);
    const steal = await other.client.request('DELETE', `/v1/seeks/${seek.id}`);
    expect(steal.status).toBe(404);
    expect((await owner.client.get('/v1/seeks')).body.seeks[0].status).toBe('open');
  });

  it('a read-only token may list but not seek', async () => {
    const owner = await api.client.guest('Reader');
    const token = (await owner.client.post('/v1/tokens', { name: 'read', scopes: ['matches:read'] })).body.secret;
    const reader = api.client.as(token);
    expect((await reader.get('/v1/seeks')).status).toBe(200);
    const res = await reader.post('/v1/seeks', { gameId: 'ruin-runner', players: 2 });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('insufficient-scope');
  });

  it('a matched seek tells nothing hidden: the match is read through its own route', async () => {
    const a = await api.client.guest('SA');
    const b = await api.client.guest('SB');
    await a.client.post('/v1/seeks', { gameId: 'race-to-ten', players: 2 });
    const matched = (await b.client.post('/v1/seeks', { gameId: 'race-to-ten', players: 2 })).body;
    expect(matched.status).toBe('matched');
    expect(JSON.stringify(matched)).not.toMatch(/"(seed|state|view|mySecret)"/);
  });
});
