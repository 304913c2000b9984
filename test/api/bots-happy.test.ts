import { describe, expect, it } from 'vitest';
import { testDrivers } from '../support/databases.js';
import { useApi } from '../support/setup.js';

describe.each(testDrivers)('bot accounts and personal tokens (%s)', (driver) => {
  const api = useApi(driver);

  it('creates a bot whose token plays as the bot, lists it, rotates and deletes it', async () => {
    const { client: owner, user } = await api.client.guest('Owner');
    const created = await owner.post('/v1/bots', { name: 'Robo', maxConcurrentMatches: 3 });
    expect(created.status).toBe(201);
    expect(created.body.bot).toMatchObject({ name: 'Robo', kind: 'bot', ownerId: user.id, maxConcurrentMatches: 3 });
    expect(created.body.token).toMatch(/^rlq_bot_[A-Za-z0-9_-]{43}$/);
    const bot = owner.as(created.body.token);

    const self = await bot.get('/v1/tokens/self');
    expect(self.status).toBe(200);
    expect(self.body).toMatchObject({ kind: 'bot', user: { id: created.body.bot.id, kind: 'bot', name: 'Robo' } });
    expect(self.body.scopes.sort()).toEqual(['matches:play', 'matches:read', 'webhooks:manage']);

    // The bot can open a match and is seated as itself.
    const match = await bot.post('/v1/matches', { gameId: 'race-to-ten', players: 2 });
    expect(match.status).toBe(201);
    expect(match.body.seats[0]).toMatchObject({ userId: created.body.bot.id, name: 'Robo' });

    const listed = await owner.get('/v1/bots');
    expect(listed.body.bots.map((b: { id: string }) => b.id)).toEqual([created.body.bot.id]);

    const rotated = await owner.post(`/v1/bots/${created.body.bot.id}/token`);
    expect(rotated.status).toBe(200);
    expect(rotated.body.token).not.toBe(created.body.token);
    expect((await bot.get('/v1/tokens/self')).status).toBe(401);
    expect((await owner.as(rotated.body.token).get('/v1/tokens/self')).body.user.id).toBe(created.body.bot.id);

    expect((await owner.request('DELETE', `/v1/bots/${created.body.bot.id}`)).status).toBe(204);
    expect((await owner.as(rotated.body.token).get('/v1/tokens/self')).status).toBe(401);
    expect((await owner.get('/v1/bots')).body.bots).toEqual([]);
  });

  it('issues, lists and revokes personal access tokens; a session reports every scope', async () => {
    const { client: me, user } = await api.client.guest('Pat');
    const session = await me.get('/v1/tokens/self');
    expect(session.body).toMatchObject({ kind: 'session', tokenId: null, user: { id: user.id } });
    expect(session.body.scopes).toHaveLength(4);

    const created = await me.post('/v1/tokens', { name: 'reader', scopes: ['matches:read'] });
    expect(created.status).toBe(201);
    expect(created.body.secret).toMatch(/^rlq_pat_/);
    expect(created.body.token).toMatchObject({ name: 'reader', scopes: ['matches:read'], lastUsedAt: null });

    const pat = me.as(created.body.secret);
    const self = await pat.get('/v1/tokens/self');
    expect(self.body).toMatchObject({ kind: 'personal', tokenId: created.body.token.id, scopes: ['matches:read'], user: { id: user.id } });

    const listed = await me.get('/v1/tokens');
    expect(listed.body.tokens).toHaveLength(1);
    expect(listed.body.tokens[0].lastUsedAt).not.toBeNull();
    expect(JSON.stringify(listed.body)).not.toContain(created.body.secret);

    expect((await me.request('DELETE', `/v1/tokens/${created.body.token.id}`)).status).toBe(204);
    expect((await pat.get('/v1/tokens/self')).status).toBe(401);
    expect((await me.get('/v1/tokens')).body.tokens).toEqual([]);
  });

  it('stores only the hash of a token', async () => {
    const { client: me } = await api.client.guest('Hashy');
    const created = await me.post('/v1/tokens', { name: 't', scopes: ['matches:read'] });
    const rows = await api.database.db.execute(`select hash from tokens where id = '${created.body.token.id}'`);
    const hash = (rows as unknown as { rows: { hash: string }[] }).rows[0]!.hash;
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain(created.body.secret);
  });
});
