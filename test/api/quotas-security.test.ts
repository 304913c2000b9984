import { describe, expect, it } from 'vitest';
import type { AccountQuotas } from '../../src/api/quotas.js';
import { TestClient, testApp } from '../support/api.js';
import { testDrivers } from '../support/databases.js';
import { useApi } from '../support/setup.js';

describe.each(testDrivers)('account quotas: per account, and no way around them (%s)', (driver) => {
  const api = useApi(driver);
  const withQuotas = (quotas: Partial<AccountQuotas>) =>
    new TestClient(testApp(api.database.db, { config: { quotas: { tokens: 1000, webhooks: 1000, bots: 1000, waitingMatches: 1000, ...quotas } } }));

  it('counts each account apart: one account at its quota leaves another untouched, and says nothing of it', async () => {
    const app = withQuotas({ tokens: 1 });
    const { client: amy } = await app.guest('Amy');
    const { client: bob } = await app.guest('Bob');
    expect((await amy.post('/v1/tokens', { name: 'a', scopes: ['matches:read'] })).status).toBe(201);
    const refused = await amy.post('/v1/tokens', { name: 'b', scopes: ['matches:read'] });
    expect(refused.status).toBe(409);
    expect(JSON.stringify(refused.body)).not.toMatch(/Bob|usr_/);
    expect((await bob.post('/v1/tokens', { name: 'b', scopes: ['matches:read'] })).status).toBe(201);
  });

  it('counts a bot’s webhooks against the bot, so a stable of bots cannot give its owner more', async () => {
    const app = withQuotas({ webhooks: 1 });
    const { client: owner } = await app.guest('Owner');
    const made = (await owner.post('/v1/bots', { name: 'Hooky' })).body;
    const bot = owner.as(made.token);
    expect((await bot.post('/v1/webhooks', { url: 'https://hooks.example.com/bot', events: ['turn'] })).status).toBe(201);
    expect((await bot.post('/v1/webhooks', { url: 'https://hooks.example.com/bot2', events: ['turn'] })).body.code).toBe('quota-exceeded');
    // The owner's own quota is untouched by the bot's webhook.
    expect((await owner.post('/v1/webhooks', { url: 'https://hooks.example.com/owner', events: ['turn'] })).status).toBe(201);
  });

  it('counts waiting matches per creator: a bot’s are the bot’s, and another player’s open tables do not count against you', async () => {
    const app = withQuotas({ waitingMatches: 1 });
    const { client: owner } = await app.guest('Owner');
    const { client: other } = await app.guest('Other');
    const bot = owner.as((await owner.post('/v1/bots', { name: 'Opener' })).body.token);
    expect((await bot.post('/v1/matches', { gameId: 'race-to-ten', players: 2 })).status).toBe(201);
    expect((await bot.post('/v1/matches', { gameId: 'race-to-ten', players: 2 })).body.code).toBe('quota-exceeded');
    // Sitting at someone else's waiting match is not opening one.
    const theirs = await other.post('/v1/matches', { gameId: 'race-to-ten', players: 3 });
    expect((await owner.post(`/v1/matches/${theirs.body.id}/join`)).status).toBe(200);
    expect((await owner.post('/v1/matches', { gameId: 'race-to-ten', players: 2 })).status).toBe(201);
    // A match set up for others (the creator takes no seat) counts for whoever opened it.
    expect((await owner.post('/v1/matches', { gameId: 'race-to-ten', players: 2, seat: null })).body.code).toBe('quota-exceeded');
  });

  it('leaves no side door: a personal token mints no tokens, a bot makes no bots, and revoked tokens do not count', async () => {
    const app = withQuotas({ tokens: 1, bots: 1 });
    const { client: me } = await app.guest('Careful');
    const pat = await me.post('/v1/tokens', { name: 'all', scopes: ['matches:read', 'bots:manage', 'webhooks:manage'] });
    expect(pat.status).toBe(201);
    expect((await me.as(pat.body.secret).post('/v1/tokens', { name: 'more', scopes: ['matches:read'] })).status).toBe(403);
    const bot = await me.as(pat.body.secret).post('/v1/bots', { name: 'Via token' });
    expect(bot.status).toBe(201);
    expect((await me.as(bot.body.token).post('/v1/bots', { name: 'Grandchild' })).status).toBe(403);
    // A revoked token is gone for good: it neither counts nor works.
    expect((await me.request('DELETE', `/v1/tokens/${pat.body.token.id}`)).status).toBe(204);
    expect((await me.as(pat.body.secret).get('/v1/tokens/self')).status).toBe(401);
    expect((await me.post('/v1/tokens', { name: 'next', scopes: ['matches:read'] })).status).toBe(201);
  });
});
