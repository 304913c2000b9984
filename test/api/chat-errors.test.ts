import { describe, expect, it } from 'vitest';
import { testDrivers } from '../support/databases.js';
import { startedRace, useApi } from '../support/setup.js';

describe.each(testDrivers)('chat refusals (%s)', (driver) => {
  const api = useApi(driver);

  it.each([
    [{ text: '' }],
    [{ text: '   ' }],
    [{ text: 'x'.repeat(501) }],
    [{ text: 'bell\u0007' }],
    [{}],
  ])('refuses %j with 400', async (body) => {
    const { id, seated } = await startedRace(api.client, 2);
    const res = await seated[0]!.client.post(`/v1/matches/${id}/chat`, body);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('invalid-request');
  });

  it('accepts exactly 500 characters', async () => {
    const { id, seated } = await startedRace(api.client, 2);
    expect((await seated[0]!.client.post(`/v1/matches/${id}/chat`, { text: 'x'.repeat(500) })).status).toBe(201);
  });

  it('limits each player to 10 messages a minute per match, with Retry-After', async () => {
    const { id, seated } = await startedRace(api.client, 2);
    for (let i = 0; i < 10; i++) expect((await seated[0]!.client.post(`/v1/matches/${id}/chat`, { text: `m${i}` })).status).toBe(201);
    const over = await seated[0]!.client.post(`/v1/matches/${id}/chat`, { text: 'one too many' });
    expect(over.status).toBe(429);
    expect(over.body.code).toBe('rate-limited');
    expect(Number(over.headers.get('Retry-After'))).toBeGreaterThan(0);
    // The other player is not held back by it.
    expect((await seated[1]!.client.post(`/v1/matches/${id}/chat`, { text: 'my turn to talk' })).status).toBe(201);
  });

  it('404 for an unknown match or user to mute; 400 for muting yourself', async () => {
    const { client, user } = await api.client.guest('Lonely');
    expect((await client.post('/v1/matches/mat_nope/chat', { text: 'hi' })).status).toBe(404);
    expect((await client.request('PUT', '/v1/me/mutes/usr_nobody')).status).toBe(404);
    expect((await client.request('PUT', `/v1/me/mutes/${user.id}`)).status).toBe(400);
  });
});
