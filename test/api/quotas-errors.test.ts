import { describe, expect, it } from 'vitest';
import type { AccountQuotas } from '../../src/api/quotas.js';
import { TestClient, testApp } from '../support/api.js';
import { testDrivers } from '../support/databases.js';
import { useApi } from '../support/setup.js';

describe.each(testDrivers)('account quotas: refusals (%s)', (driver) => {
  const api = useApi(driver);
  const withQuotas = (quotas: Partial<AccountQuotas>) =>
    new TestClient(testApp(api.database.db, { config: { quotas: { tokens: 1000, webhooks: 1000, bots: 1000, waitingMatches: 1000, ...quotas } } }));

  it('answers 409 quota-exceeded as problem+json naming the limit and its quota, and creates nothing', async () => {
    const { client: me } = await withQuotas({ tokens: 1, webhooks: 1, bots: 1 }).guest('Full');
    expect((await me.post('/v1/tokens', { name: 't', scopes: ['matches:read'] })).status).toBe(201);
    expect((await me.post('/v1/webhooks', { url: 'https://hooks.example.com/a', events: ['turn'] })).status).toBe(201);
    expect((await me.post('/v1/bots', { name: 'Bot' })).status).toBe(201);

    const refusals = [
      [await me.post('/v1/tokens', { name: 'u', scopes: ['matches:read'] }), 'tokensPerAccount'],
      [await me.post('/v1/webhooks', { url: 'https://hooks.example.com/b', events: ['turn'] }), 'webhooksPerAccount'],
      [await me.post('/v1/bots', { name: 'Other' }), 'botsPerAccount'],
    ] as const;
    for (const [answer, limit] of refusals) {
      expect(answer.status).toBe(409);
      expect(answer.headers.get('Content-Type')).toContain('application/problem+json');
      expect(answer.body).toMatchObject({ type: 'urn:reliquary:problem:quota-exceeded', status: 409, code: 'quota-exceeded', limit, quota: 1 });
      expect(answer.body.detail).toMatch(/at most 1 /);
      expect(answer.body).not.toHaveProperty('secret');
      expect(answer.headers.get('Retry-After')).toBeNull();
    }
    expect((await me.get('/v1/tokens')).body.tokens).toHaveLength(1);
    expect((await me.get('/v1/webhooks')).body.webhooks).toHaveLength(1);
    expect((await me.get('/v1/bots')).body.bots).toHaveLength(1);
  });

  it('refuses one waiting match too many with 409 quota-exceeded, and creates nothing', async () => {
    const { client: host } = await withQuotas({ waitingMatches: 1 }).guest('Waiter');
    expect((await host.post('/v1/matches', { gameId: 'race-to-ten', players: 3 })).status).toBe(201);
    const refused = await host.post('/v1/matches', { gameId: 'race-to-ten', players: 2, invite: [] });
    expect(refused.status).toBe(409);
    expect(refused.headers.get('Content-Type')).toContain('application/problem+json');
    expect(refused.body).toMatchObject({ code: 'quota-exceeded', limit: 'waitingMatchesPerAccount', quota: 1 });
    expect(refused.headers.get('Location')).toBeNull();
    const mine = await host.get('/v1/matches?player=me&status=waiting');
    expect(mine.body.matches).toHaveLength(1);
  });

  it('answers a retry with its Idempotency-Key as it was answered, even at the quota', async () => {
    const { client: host } = await withQuotas({ waitingMatches: 1 }).guest('Retrier');
    const first = await host.post('/v1/matches', { gameId: 'race-to-ten', players: 2 }, { 'Idempotency-Key': 'open-1' });
    expect(first.status).toBe(201);
    const retry = await host.post('/v1/matches', { gameId: 'race-to-ten', players: 2 }, { 'Idempotency-Key': 'open-1' });
    expect(retry.status).toBe(201);
    expect(retry.body.id).toBe(first.body.id);
    expect((await host.post('/v1/matches', { gameId: 'race-to-ten', players: 2 }, { 'Idempotency-Key': 'open-2' })).body.code).toBe('quota-exceeded');
  });

  it('still checks the request first: a bad body is 400, not 409', async () => {
    const { client: me } = await withQuotas({ tokens: 1 }).guest('Order');
    expect((await me.post('/v1/tokens', { name: 't', scopes: ['matches:read'] })).status).toBe(201);
    expect((await me.post('/v1/tokens', { name: '', scopes: [] })).body.code).toBe('invalid-request');
  });

  it('admits exactly the quota when many creations arrive at once', async () => {
    const { client: me } = await withQuotas({ tokens: 3, webhooks: 3, bots: 3, waitingMatches: 3 }).guest('Racer');
    const tokens = await Promise.all(Array.from({ length: 12 }, (_, i) => me.post('/v1/tokens', { name: `t${i}`, scopes: ['matches:read'] })));
    const hooks = await Promise.all(Array.from({ length: 12 }, (_, i) => me.post('/v1/webhooks', { url: `https://hooks.example.com/${i}`, events: ['turn'] })));
    const bots = await Promise.all(Array.from({ length: 12 }, (_, i) => me.post('/v1/bots', { name: `B${i}` })));
    const matches = await Promise.all(Array.from({ length: 12 }, () => me.post('/v1/matches', { gameId: 'race-to-ten', players: 2 })));
    for (const answers of [tokens, hooks, bots, matches]) {
      expect(answers.filter((a) => a.status === 201)).toHaveLength(3);
      expect(answers.filter((a) => a.status === 409 && a.body.code === 'quota-exceeded')).toHaveLength(9);
    }
    expect((await me.get('/v1/tokens')).body.tokens).toHaveLength(3);
    expect((await me.get('/v1/webhooks')).body.webhooks).toHaveLength(3);
    expect((await me.get('/v1/bots')).body.bots).toHaveLength(3);
    expect((await me.get('/v1/matches?player=me&status=waiting')).body.matches).toHaveLength(3);
  });
});
