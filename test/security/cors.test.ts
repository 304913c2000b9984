import { describe, expect, it } from 'vitest';
import { corsOrigins } from '../../src/config.js';
import { TestClient, testApp } from '../support/api.js';
import { testDrivers } from '../support/databases.js';
import { useApi } from '../support/setup.js';

const thirdParty = 'https://board.example';

// Issue 16, item 13: the preflight was a 404 and no Access-Control-Allow-Origin was ever sent.
describe.each(testDrivers)('CORS for bearer-token clients (%s)', (driver) => {
  const api = useApi(driver);

  it('answers the preflight of a third-party app', async () => {
    const res = await api.client.request('OPTIONS', '/v1/matches', {
      headers: { Origin: thirdParty, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'authorization, content-type, idempotency-key' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('Access-Control-Allow-Origin')).toBe('*');
    expect(res.headers.get('Access-Control-Allow-Methods')).toContain('POST');
    expect(res.headers.get('Access-Control-Allow-Headers')?.toLowerCase()).toContain('authorization');
    expect(res.headers.get('Access-Control-Allow-Headers')?.toLowerCase()).toContain('idempotency-key');
    expect(res.headers.get('Access-Control-Allow-Credentials')).toBeNull();
  });

  it('lets it read answers, errors included, and the headers it needs', async () => {
    const { client } = await api.client.guest('Cors');
    const ok = await client.get('/v1/me/turns', { Origin: thirdParty });
    expect(ok.status).toBe(200);
    expect(ok.headers.get('Access-Control-Allow-Origin')).toBe('*');
    expect(ok.headers.get('Access-Control-Expose-Headers')).toContain('Retry-After');
    const denied = await api.client.get('/v1/me/turns', { Origin: thirdParty, Authorization: 'Bearer nope' });
    expect(denied.status).toBe(401);
    expect(denied.headers.get('Access-Control-Allow-Origin')).toBe('*');
    for (const res of [ok, denied]) expect(res.headers.get('Access-Control-Allow-Credentials')).toBeNull();
  });

  it('gives a request authenticated only by the session cookie no CORS headers', async () => {
    const guest = await api.client.post('/v1/auth/guest', { name: 'Cookie' });
    const res = await api.client.get('/v1/me/turns', { Origin: thirdParty, Cookie: `rlq_session=${guest.body.token}` });
    expect(res.status).toBe(200);
    expect(res.headers.get('Access-Control-Allow-Origin')).toBeNull();
  });

  it('allows only the configured origins when CORS_ORIGINS names some', async () => {
    const app = new TestClient(testApp(api.database.db, { config: { corsOrigins: ['https://allowed.example'] } }));
    const allowed = await app.get('/v1/games', { Origin: 'https://allowed.example' });
    expect(allowed.headers.get('Access-Control-Allow-Origin')).toBe('https://allowed.example');
    expect(allowed.headers.get('Vary')).toContain('Origin');
    const other = await app.get('/v1/games', { Origin: thirdParty });
    expect(other.headers.get('Access-Control-Allow-Origin')).toBeNull();
  });
});

describe('CORS_ORIGINS', () => {
  it('defaults to any origin and reads a comma-separated list', () => {
    expect(corsOrigins(undefined)).toBe('*');
    expect(corsOrigins('https://a.example, https://b.example:8443')).toEqual(['https://a.example', 'https://b.example:8443']);
    expect(() => corsOrigins('https://a.example/path')).toThrow();
  });
});
