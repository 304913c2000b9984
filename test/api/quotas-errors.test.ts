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

  it('still checks the request first: a bad body is 400, not 409', async () => {
    const { client: me } = await withQuotas({ tokens: 1 }).guest('Order');
    expect((await me.post('/v1/tokens', { name: 't', scopes: ['matches:read'] })).status).toBe(201);
    expect((await me.post('/v1/tokens', { name: '', scopes: [] })).body.code).toBe('invalid-request');
  });

  it('admits exactly the quota when many creations arrive at once', async () => {
    const { client: me } = await withQuotas({ tokens: 3, webhooks: 3, bots: 3 }).guest('Racer');
    const tokens = await Promise.all(Array.from({ length: 12 }, (_, i) => me.post('/v1/tokens', { name: `t${i}`, scopes: ['matches:read'] })));
    const hooks = await Promise.all(Array.from({ length: 12 }, (_, i) => me.post('/v1/webhooks', { url: `https://hooks.example.com/${i}`, events: ['turn'] })));
    const bots = await Promise.all(Array.from({ length: 12 }, (_, i) => me.post('/v1/bots', { name: `B${i}` })));
    for (const answers of [tokens, hooks, bots]) {
      expect(answers.filter((a) => a.status === 201)).toHaveLength(3);
      expect(answers.filter((a) => a.status === 409 && a.body.code === 'quota-exceeded')).toHaveLength(9);
    }
    expect((await me.get('/v1/tokens')).body.tokens).toHaveLength(3);
    expect((await me.get('/v1/webhooks')).body.webhooks).toHaveLength(3);
    expect((await me.get('/v1/bots')).body.bots).toHaveLength(3);
  });
});
