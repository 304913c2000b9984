import { describe, expect, it } from 'vitest';
import { testDrivers } from '../support/databases.js';
import { useApi } from '../support/setup.js';

describe.each(testDrivers)('rate limits per token (%s)', (driver) => {
  let now = Date.UTC(2026, 0, 1, 12, 0, 0);
  const api = useApi(driver, { rateLimit: { limit: 3, windowSeconds: 60 }, now: () => new Date(now) });

  it('answers 429 with Retry-After, RateLimit and RateLimit-Policy once a token spends its quota', async () => {
    const { client } = await api.client.guest('Spender');
    const first = await client.get('/v1/me/turns');
    expect(first.status).toBe(200);
    expect(first.headers.get('RateLimit-Policy')).toBe('"per-token";q=3;w=60');
    expect(first.headers.get('RateLimit')).toBe('"per-token";r=2;t=60');
    await client.get('/v1/me/turns');
    now += 15_000;
    const third = await client.get('/v1/me/turns');
    expect(third.headers.get('RateLimit')).toBe('"per-token";r=0;t=45');

    const refused = await client.get('/v1/me/turns');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Content-Type')).toBe('application/problem+json');
    expect(refused.headers.get('Retry-After')).toBe('45');
    expect(refused.headers.get('RateLimit')).toBe('"per-token";r=0;t=45');
    expect(refused.headers.get('RateLimit-Policy')).toBe('"per-token";q=3;w=60');
    expect(refused.body).toMatchObject({ status: 429, code: 'rate-limited', limit: 'per-token', quota: 3, windowSeconds: 60 });

    // Writes are refused too, and nothing is done.
    expect((await client.post('/v1/matches', { gameId: 'race-to-ten', players: 2 })).status).toBe(429);

    now += 45_000;
    const again = await client.get('/v1/me/turns');
    expect(again.status).toBe(200);
    expect(again.body.turns).toEqual([]);
  });

  it('counts each token on its own, not per IP or per user', async () => {
    const { client: me } = await api.client.guest('TwoTokens');
    const a = me.as((await me.post('/v1/tokens', { name: 'a', scopes: ['matches:read'] })).body.secret);
    const b = me.as((await me.post('/v1/tokens', { name: 'b', scopes: ['matches:read'] })).body.secret);
    for (let i = 0; i < 3; i++) expect((await a.get('/v1/me/turns')).status).toBe(200);
    expect((await a.get('/v1/me/turns')).status).toBe(429);
    expect((await b.get('/v1/me/turns')).status).toBe(200);
    // Anonymous catalog reads are not limited per token.
    for (let i = 0; i < 5; i++) expect((await api.client.as(undefined).get('/v1/games')).status).toBe(200);
  });

  it('documents 429 and its headers in the OpenAPI document', async () => {
    const doc = (await api.client.as(undefined).get('/openapi.json')).body;
    const tooMany = doc.paths['/v1/matches/{matchId}/moves'].post.responses['429'];
    expect(Object.keys(tooMany.headers).sort()).toEqual(['RateLimit', 'RateLimit-Policy', 'Retry-After']);
    // The catalog is limited only for a caller that sends a token (anonymous reads are not counted);
    // /healthz, outside /v1, never is.
    expect(Object.keys(doc.paths['/v1/games'].get.responses['429'].headers).sort()).toEqual(['RateLimit', 'RateLimit-Policy', 'Retry-After']);
    expect(doc.paths['/healthz'].get.responses['429']).toBeUndefined();
  });
});
