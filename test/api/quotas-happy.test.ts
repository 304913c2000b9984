import { describe, expect, it } from 'vitest';
import { appConfig } from '../../src/config.js';
import { defaultAccountQuotas, type AccountQuotas } from '../../src/api/quotas.js';
import { TestClient, testApp } from '../support/api.js';
import { testDrivers } from '../support/databases.js';
import { useApi } from '../support/setup.js';

// Issue 28, item 3: one guest held 300 tokens, 60 webhooks, 30 bots and 60 waiting matches.
describe('account quotas: configuration', () => {
  const secret = { JWT_SECRET: 'a-session-key-that-is-at-least-32-characters' };

  it('has documented defaults, each set by its LIMIT_*_PER_ACCOUNT, 0 turning it off', () => {
    expect(defaultAccountQuotas).toEqual({ tokens: 50, webhooks: 10, bots: 20, waitingMatches: 20 });
    expect(appConfig(secret, { allowSeededMatches: false }).quotas).toEqual(defaultAccountQuotas);
    const set = appConfig(
      { ...secret, LIMIT_TOKENS_PER_ACCOUNT: '5', LIMIT_WEBHOOKS_PER_ACCOUNT: '0', LIMIT_BOTS_PER_ACCOUNT: '3', LIMIT_WAITING_MATCHES_PER_ACCOUNT: '7' },
      { allowSeededMatches: false },
    );
    expect(set.quotas).toEqual({ tokens: 5, webhooks: 0, bots: 3, waitingMatches: 7 });
  });

  it('refuses a setting that is not a whole number', () => {
    expect(() => appConfig({ ...secret, LIMIT_BOTS_PER_ACCOUNT: 'many' }, { allowSeededMatches: false })).toThrow(/whole number/);
    expect(() => appConfig({ ...secret, LIMIT_TOKENS_PER_ACCOUNT: '-1' }, { allowSeededMatches: false })).toThrow(/whole number/);
  });
});

describe.each(testDrivers)('account quotas: up to the quota, and room again after a delete (%s)', (driver) => {
  const api = useApi(driver);
  const withQuotas = (quotas: Partial<AccountQuotas>) =>
    new TestClient(testApp(api.database.db, { config: { quotas: { tokens: 1000, webhooks: 1000, bots: 1000, waitingMatches: 1000, ...quotas } } }));

  it('issues personal tokens up to the quota; a revoked one makes room', async () => {
    const { client: me } = await withQuotas({ tokens: 3 }).guest('Tokens');
    const made = [];
    for (let i = 0; i < 3; i++) {
      const created = await me.post('/v1/tokens', { name: `t${i}`, scopes: ['matches:read'] });
      expect(created.status).toBe(201);
      made.push(created.body.token.id as string);
    }
    expect((await me.post('/v1/tokens', { name: 'one too many', scopes: ['matches:read'] })).status).toBe(409);
    expect((await me.request('DELETE', `/v1/tokens/${made[0]}`)).status).toBe(204);
    const again = await me.post('/v1/tokens', { name: 'in its place', scopes: ['matches:read'] });
    expect(again.status).toBe(201);
    expect((await me.get('/v1/tokens')).body.tokens).toHaveLength(3);
  });

  it('creates webhooks up to the quota; a deleted one makes room', async () => {
    const { client: me } = await withQuotas({ webhooks: 2 }).guest('Hooks');
    const hook = () => me.post('/v1/webhooks', { url: 'https://hooks.example.com/reliquary', events: ['turn'] });
    const first = await hook();
    expect(first.status).toBe(201);
    expect((await hook()).status).toBe(201);
    expect((await hook()).status).toBe(409);
    expect((await me.request('DELETE', `/v1/webhooks/${first.body.webhook.id}`)).status).toBe(204);
    expect((await hook()).status).toBe(201);
    expect((await me.get('/v1/webhooks')).body.webhooks).toHaveLength(2);
  });

  it('creates bots up to the quota; a deleted one makes room, and their tokens are not the owner’s', async () => {
    const { client: owner } = await withQuotas({ bots: 2, tokens: 1 }).guest('Stable');
    const first = await owner.post('/v1/bots', { name: 'One' });
    expect(first.status).toBe(201);
    expect((await owner.post('/v1/bots', { name: 'Two' })).status).toBe(201);
    expect((await owner.post('/v1/bots', { name: 'Three' })).status).toBe(409);
    // The bots' tokens belong to the bots: the owner still has room for a token of their own.
    expect((await owner.post('/v1/tokens', { name: 'mine', scopes: ['matches:read'] })).status).toBe(201);
    expect((await owner.request('DELETE', `/v1/bots/${first.body.bot.id}`)).status).toBe(204);
    expect((await owner.post('/v1/bots', { name: 'Three' })).status).toBe(201);
    expect((await owner.get('/v1/bots')).body.bots.map((b: { name: string }) => b.name).sort()).toEqual(['Three', 'Two']);
  });

  it('opens waiting matches up to the quota; one that starts or is left makes room, one that starts at once never counts', async () => {
    const app = withQuotas({ waitingMatches: 2 });
    const { client: host } = await app.guest('Host');
    const { client: guest } = await app.guest('Guest');
    const open = () => host.post('/v1/matches', { gameId: 'race-to-ten', players: 2 });
    const first = await open();
    const second = await open();
    expect([first.status, second.status]).toEqual([201, 201]);
    expect((await open()).status).toBe(409);
    // A match that starts at once (one seat, or every other seat a computer's) is never waiting.
    expect((await host.post('/v1/matches', { gameId: 'race-to-ten', players: 1 })).body.status).toBe('active');
    // Once a waiting match starts, it no longer counts.
    expect((await guest.post(`/v1/matches/${first.body.id}/join`)).body.status).toBe('active');
    const third = await open();
    expect(third.status).toBe(201);
    expect((await open()).status).toBe(409);
    // Nor once its last player leaves it (it is aborted).
    expect((await host.post(`/v1/matches/${second.body.id}/leave`)).status).toBe(200);
    expect((await open()).status).toBe(201);
  });

  it('counts nothing when a quota is 0', async () => {
    const { client: me } = await withQuotas({ bots: 0 }).guest('Unlimited');
    for (let i = 0; i < 5; i++) expect((await me.post('/v1/bots', { name: `B${i}` })).status).toBe(201);
  });
});
