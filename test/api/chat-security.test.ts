import { describe, expect, it } from 'vitest';
import { testDrivers } from '../support/databases.js';
import { startedRace, useApi } from '../support/setup.js';

describe.each(testDrivers)('who may chat (%s)', (driver) => {
  const api = useApi(driver);

  it('only seated players may post or read; spectators and strangers get nothing', async () => {
    const { id, seated } = await startedRace(api.client, 2);
    await seated[0]!.client.post(`/v1/matches/${id}/chat`, { text: 'between us' });
    const stranger = (await api.client.guest('Stranger')).client;
    const read = await stranger.get(`/v1/matches/${id}/chat`);
    expect(read.status).toBe(403);
    expect(JSON.stringify(read.body)).not.toContain('between us');
    expect((await stranger.post(`/v1/matches/${id}/chat`, { text: 'hello?' })).status).toBe(403);
    expect((await api.client.as(undefined).get(`/v1/matches/${id}/chat`)).status).toBe(401);
    expect((await api.client.as(undefined).post(`/v1/matches/${id}/chat`, { text: 'anon' })).status).toBe(401);
    expect((await seated[1]!.client.get(`/v1/matches/${id}/chat`)).body.messages).toHaveLength(1);
  });

  it('a read-only token may read but not post', async () => {
    const { id, seated } = await startedRace(api.client, 2);
    const token = (await seated[0]!.client.post('/v1/tokens', { name: 'read', scopes: ['matches:read'] })).body.secret;
    expect((await api.client.as(token).get(`/v1/matches/${id}/chat`)).status).toBe(200);
    const res = await api.client.as(token).post(`/v1/matches/${id}/chat`, { text: 'hi' });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('insufficient-scope');
  });
});
