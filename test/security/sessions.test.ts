import { SignJWT, decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { TestClient, testApp, testJwtSecret } from '../support/api.js';
import { testDrivers } from '../support/databases.js';
import { useApi } from '../support/setup.js';

const signed = (claims: { exp?: number }) => {
  const jwt = new SignJWT({ name: 'Forged', kind: 'guest' }).setProtectedHeader({ alg: 'HS256' }).setIssuer('reliquary').setSubject('u_forged').setIssuedAt();
  if (claims.exp !== undefined) jwt.setExpirationTime(claims.exp);
  return jwt.sign(testJwtSecret);
};

// Issue 16, item 12.
describe.each(testDrivers)('sessions and refresh tokens (%s)', (driver) => {
  const api = useApi(driver);

  it('gives a guest a refresh token that renews its session', async () => {
    const guest = await api.client.post('/v1/auth/guest', { name: 'Renewing' });
    expect(guest.status).toBe(201);
    expect(guest.body.refreshToken).toMatch(/^rt_/);
    const renewed = await api.client.post('/v1/auth/refresh', { refreshToken: guest.body.refreshToken });
    expect(renewed.status).toBe(200);
    expect(renewed.body.user).toEqual(guest.body.user);
    expect((await api.client.as(renewed.body.token).get('/v1/me')).status).toBe(200);
  });

  it('revokes the whole family when a used refresh token comes back', async () => {
    const guest = await api.client.post('/v1/auth/guest', { name: 'Robbed' });
    const first = guest.body.refreshToken as string;
    const second = (await api.client.post('/v1/auth/refresh', { refreshToken: first })).body.refreshToken as string;
    // The thief replays the stolen first token: refused, and the holder's newer one dies with it.
    const replay = await api.client.post('/v1/auth/refresh', { refreshToken: first });
    expect(replay.status).toBe(401);
    expect(replay.body.code).toBe('unauthorized');
    expect((await api.client.post('/v1/auth/refresh', { refreshToken: second })).status).toBe(401);
    // Another sign-in's family is untouched.
    const other = await api.client.post('/v1/auth/guest', { name: 'Bystander' });
    expect((await api.client.post('/v1/auth/refresh', { refreshToken: other.body.refreshToken })).status).toBe(200);
  });

  it('lets only one of two concurrent uses of a refresh token through', async () => {
    const guest = await api.client.post('/v1/auth/guest', { name: 'Twice' });
    const answers = await Promise.all([1, 2].map(() => api.client.post('/v1/auth/refresh', { refreshToken: guest.body.refreshToken })));
    expect(answers.filter((a) => a.status === 200).length).toBeLessThanOrEqual(1);
  });

  it('refuses a session JWT without exp, even one signed with the server key', async () => {
    const forever = await signed({});
    const res = await api.client.as(forever).get('/v1/me/turns');
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('unauthorized');
    const expired = await signed({ exp: Math.floor(Date.now() / 1000) - 10 });
    expect((await api.client.as(expired).get('/v1/me/turns')).status).toBe(401);
  });

  it('issues sessions that live an hour, or SESSION_TTL_SECONDS', async () => {
    const guest = await api.client.post('/v1/auth/guest', { name: 'Brief' });
    const claims = decodeJwt(guest.body.token);
    expect(claims.exp! - claims.iat!).toBe(3600);
    const short = new TestClient(testApp(api.database.db, { config: { sessionTtlSeconds: 300 } }));
    const brief = decodeJwt((await short.post('/v1/auth/guest', { name: 'Briefer' })).body.token);
    expect(brief.exp! - brief.iat!).toBe(300);
  });
});

describe.each(testDrivers)('HTML pages cannot be framed (%s)', (driver) => {
  const api = useApi(driver);

  it("sends frame-ancestors 'none' and X-Frame-Options on every HTML page", async () => {
    const pages = [
      await api.client.get('/v1/auth/email/link?token=abc'),
      await api.client.get('/docs'),
      await api.client.request('POST', '/v1/auth/email/verify', { body: 'token=nope', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } }),
      await api.client.get('/v1/unsubscribe?token=garbage'),
    ];
    for (const page of pages) {
      expect(page.headers.get('Content-Type')).toMatch(/^text\/html/);
      expect(page.headers.get('Content-Security-Policy')).toMatch(/frame-ancestors 'none'/);
      expect(page.headers.get('X-Frame-Options')).toBe('DENY');
    }
  });
});
