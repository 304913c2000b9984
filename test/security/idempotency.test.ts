import { describe, expect, it } from 'vitest';
import { testDrivers } from '../support/databases.js';
import { startedRace, useApi } from '../support/setup.js';

// Issue 16, item 8: a stored answer was replayed to any token of the same user, whatever it may do.
describe.each(testDrivers)('Idempotency-Key replays check scopes first (%s)', (driver) => {
  const api = useApi(driver);

  it('does not replay a stored move to a matches:read token', async () => {
    const { id, seated } = await startedRace(api.client, 2);
    const player = seated[0]!.client;
    const legal = await player.get(`/v1/matches/${id}/legal-moves`);
    const body = { expectedVersion: legal.body.version, move: legal.body.moves[0] };
    const played = await player.post(`/v1/matches/${id}/moves`, body, { 'Idempotency-Key': 'move-1' });
    expect(played.status).toBe(200);
    const pat = await player.post('/v1/tokens', { name: 'reader', scopes: ['matches:read'] });
    expect(pat.status).toBe(201);
    const reader = player.as(pat.body.secret);
    const replayed = await reader.post(`/v1/matches/${id}/moves`, body, { 'Idempotency-Key': 'move-1' });
    expect(replayed.status).toBe(403);
    expect(replayed.body.code).toBe('insufficient-scope');
    expect(replayed.headers.get('Idempotent-Replayed')).toBeNull();
    // The session that made it still gets its replay.
    const again = await player.post(`/v1/matches/${id}/moves`, body, { 'Idempotency-Key': 'move-1' });
    expect(again.status).toBe(200);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
  });

  it('does not replay a stored match creation to a token without matches:play', async () => {
    const { client } = await api.client.guest('Creator');
    const body = { gameId: 'race-to-ten', players: 2 };
    expect((await client.post('/v1/matches', body, { 'Idempotency-Key': 'create-1' })).status).toBe(201);
    const pat = await client.post('/v1/tokens', { name: 'hooks', scopes: ['webhooks:manage'] });
    const res = await client.as(pat.body.secret).post('/v1/matches', body, { 'Idempotency-Key': 'create-1' });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('insufficient-scope');
  });
});
