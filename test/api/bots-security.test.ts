import { describe, expect, it } from 'vitest';
import { testDrivers } from '../support/databases.js';
import { startedRace, useApi } from '../support/setup.js';

describe.each(testDrivers)('token scopes and ownership (%s)', (driver) => {
  const api = useApi(driver);

  it('a read-only token can read a match but cannot move, create, join or manage bots', async () => {
    const { id, seated } = await startedRace(api.client, 2);
    const owner = seated[0]!.client;
    const reader = owner.as((await owner.post('/v1/tokens', { name: 'r', scopes: ['matches:read'] })).body.secret);

    const read = await reader.get(`/v1/matches/${id}`);
    expect(read.status).toBe(200);
    expect(read.body.seat).toBe(0);
    expect((await reader.get(`/v1/matches/${id}/legal-moves`)).status).toBe(200);
    expect((await reader.get('/v1/me/turns')).status).toBe(200);

    const move = await reader.post(`/v1/matches/${id}/moves`, { expectedVersion: read.body.version, move: { type: 'add', amount: 1 } });
    expect(move.status).toBe(403);
    expect(move.body).toMatchObject({ code: 'insufficient-scope', requiredScope: 'matches:play' });
    expect((await reader.post('/v1/matches', { gameId: 'race-to-ten', players: 2 })).body.code).toBe('insufficient-scope');
    expect((await reader.post('/v1/bots', { name: 'x' })).body.code).toBe('insufficient-scope');
    // Nothing moved.
    expect((await owner.get(`/v1/matches/${id}`)).body.version).toBe(read.body.version);
  });

  it('a play-only token cannot read; a token cannot mint tokens', async () => {
    const { id, seated } = await startedRace(api.client, 2);
    const owner = seated[0]!.client;
    const player = owner.as((await owner.post('/v1/tokens', { name: 'p', scopes: ['matches:play'] })).body.secret);
    expect((await player.get(`/v1/matches/${id}`)).body.code).toBe('insufficient-scope');
    expect((await player.get(`/v1/matches/${id}/events`)).body.code).toBe('insufficient-scope');
    expect((await player.get(`/v1/matches/${id}/legal-moves`)).body.code).toBe('insufficient-scope');
    const made = await player.post('/v1/tokens', { name: 'escalate', scopes: ['bots:manage'] });
    expect(made.status).toBe(403);
    expect((await player.get('/v1/tokens')).status).toBe(403);
  });

  it('refuses unknown, malformed and foreign tokens, and bots managing bots', async () => {
    expect((await api.client.as('rlq_pat_doesnotexist').get('/v1/tokens/self')).status).toBe(401);
    expect((await api.client.as('rlq_pat_doesnotexist').get('/v1/games')).status).toBe(401);
    const { client: alice } = await api.client.guest('Alice');
    const { client: mallory } = await api.client.guest('Mallory');
    const bot = (await alice.post('/v1/bots', { name: 'AliceBot' })).body;
    expect((await mallory.post(`/v1/bots/${bot.bot.id}/token`)).status).toBe(404);
    expect((await mallory.request('DELETE', `/v1/bots/${bot.bot.id}`)).status).toBe(404);
    const aliceToken = (await alice.post('/v1/tokens', { name: 'a', scopes: ['matches:read'] })).body.token;
    expect((await mallory.request('DELETE', `/v1/tokens/${aliceToken.id}`)).status).toBe(404);
    // The bot's own token lacks bots:manage, and a bot may not own bots even with a session-like scope set.
    const botClient = alice.as(bot.token);
    expect((await botClient.post('/v1/bots', { name: 'child' })).body.code).toBe('insufficient-scope');
  });

  it('rejects invalid scopes and names', async () => {
    const { client: me } = await api.client.guest('Val');
    expect((await me.post('/v1/tokens', { name: 'x', scopes: ['admin'] })).status).toBe(400);
    expect((await me.post('/v1/tokens', { name: 'x', scopes: [] })).status).toBe(400);
    expect((await me.post('/v1/bots', { name: '' })).status).toBe(400);
    expect((await me.post('/v1/bots', { name: 'b', maxConcurrentMatches: 0 })).status).toBe(400);
  });

  it('never keeps a minted token in clear, not even as an idempotent response', async () => {
    const { client: me } = await api.client.guest('Keys');
    const pat = await me.post('/v1/tokens', { name: 'k', scopes: ['matches:read'] }, { 'Idempotency-Key': 'mint-1' });
    const bot = await me.post('/v1/bots', { name: 'KeyBot' }, { 'Idempotency-Key': 'mint-2' });
    const rotated = await me.post(`/v1/bots/${bot.body.bot.id}/token`, undefined, { 'Idempotency-Key': 'mint-3' });
    const kept = await api.database.db.execute('select body::text as body from idempotency_keys');
    const text = JSON.stringify((kept as unknown as { rows: unknown[] }).rows);
    for (const secret of [pat.body.secret, bot.body.token, rotated.body.token]) {
      expect(secret).toMatch(/^rlq_/);
      expect(text).not.toContain(secret);
    }
  });
});
