import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AppConfig } from '../../src/api/context.js';
import { forwardedClient, forwardedProto, parseTrustedProxies } from '../../src/api/trusted-proxy.js';
import { startNodeServer } from '../../src/node.js';
import { person, TestClient, testApp } from '../support/api.js';
import { testDrivers } from '../support/databases.js';
import { rows } from '../support/lobby.js';
import { useApi } from '../support/setup.js';

// Issue 32: what the third probe found. Each test failed on the main it was written against.

const setCookies = (res: { headers: Headers }) => (res.headers as unknown as { getSetCookie(): string[] }).getSetCookie();
const cookiesOf = (res: Response) =>
  setCookies(res)
    .map((c) => c.split(';')[0]!)
    .join('; ');

describe.each(testDrivers)('the third probe (%s)', (driver) => {
  const api = useApi(driver);
  const app = (address: string | undefined, config: Partial<AppConfig> = {}) =>
    testApp(api.database.db, { clientAddress: () => address, config });

  describe('1. guests made through the browser route count towards the per-address limit', () => {
    it('refuses a browser guest once POST /v1/auth/guest has met the limit, and the other way round', async () => {
      const client = new TestClient(app('198.51.100.21', { creationLimits: { guestsPerHour: 3, signInEmailsPerHour: 100, invitationsPerHour: 100 } }));
      const browserGuest = (name: string) => client.post('/v1/auth/browser/guest', { name }, { 'X-Requested-With': 'fetch' });
      for (let i = 0; i < 3; i++) expect((await client.post('/v1/auth/guest', { name: `G${i}` })).status).toBe(201);
      const refused = await browserGuest('Sneaky');
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({ code: 'rate-limited', limit: 'guestsPerHour', quota: 3 });
      expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
      expect(setCookies(refused)).toEqual([]);

      const other = new TestClient(app('198.51.100.22', { creationLimits: { guestsPerHour: 2, signInEmailsPerHour: 100, invitationsPerHour: 100 } }));
      for (let i = 0; i < 2; i++) expect((await other.post('/v1/auth/browser/guest', { name: `B${i}` }, { 'X-Requested-With': 'fetch' })).status).toBe(201);
      expect((await other.post('/v1/auth/guest', { name: 'Then' })).status).toBe(429);
    });
  });

  describe('2. anonymous callers are rate-limited per client address', () => {
    it('answers 429 with Retry-After past the anonymous quota, per address, IPv6 by its /64', async () => {
      let address = '2001:db8:5:6::1';
      const client = new TestClient(testApp(api.database.db, { clientAddress: () => address, config: { anonymousRateLimit: { limit: 5, windowSeconds: 60 } } }));
      const answers = [];
      for (let i = 0; i < 8; i++) answers.push(await client.get('/v1/matches'));
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
      expect(answers[0]!.headers.get('RateLimit-Policy')).toBe('"per-address";q=5;w=60');
      const refused = answers[5]!;
      expect(refused.body).toMatchObject({ code: 'rate-limited', limit: 'per-address', quota: 5 });
      expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
      // The same /64 shares the count; the next /64 does not.
      address = '2001:db8:5:6::ffff';
      expect((await client.get('/v1/games')).status).toBe(429);
      address = '2001:db8:5:7::1';
      expect((await client.get('/v1/games')).status).toBe(200);
    });

    it('counts a signed-in caller per token, not per address', async () => {
      const shared = testApp(api.database.db, { clientAddress: () => '198.51.100.23', config: { anonymousRateLimit: { limit: 2, windowSeconds: 60 } } });
      const anonymous = new TestClient(shared);
      const { token } = (await api.client.post('/v1/auth/guest', { name: 'Counted per token' })).body;
      const viaShared = new TestClient(shared).as(token);
      for (let i = 0; i < 2; i++) expect((await anonymous.get('/v1/matches')).status).toBe(200);
      expect((await anonymous.get('/v1/matches')).status).toBe(429);
      const mine = await viaShared.get('/v1/matches');
      expect(mine.status).toBe(200);
      expect(mine.headers.get('RateLimit-Policy')).toMatch(/^"per-token";/);
    });

    it('limits the event streams open at once per anonymous address, and frees a slot when one closes', async () => {
      const { client: host } = await api.client.guest('Watched');
      const match = (await host.post('/v1/matches', { gameId: 'race-to-ten', players: 2 })).body;
      const limited = app('198.51.100.24', { streamsPerClient: 2 });
      const open = () => limited.request(`/v1/matches/${match.id}/stream`);
      const first = await open();
      const second = await open();
      expect([first.status, second.status]).toEqual([200, 200]);
      const third = await open();
      expect(third.status).toBe(429);
      expect(await third.json()).toMatchObject({ code: 'rate-limited', limit: 'streamsPerClient', quota: 2 });
      expect(Number(third.headers.get('Retry-After'))).toBeGreaterThan(0);
      // Another address has its own slots.
      const elsewhere = await app('198.51.100.25', { streamsPerClient: 2 }).request(`/v1/matches/${match.id}/stream`);
      expect(elsewhere.status).toBe(200);
      await elsewhere.body!.cancel();
      // Closing a stream gives its slot back.
      await first.body!.cancel();
      await new Promise((resolve) => setTimeout(resolve, 20));
      const again = await open();
      expect(again.status).toBe(200);
      await Promise.all([second.body!.cancel(), again.body!.cancel()]);
    });
  });

  describe('4. signing out ends the session JWT too', () => {
    it('refuses the captured session cookie after the browser signs out', async () => {
      const server = app(undefined);
      const started = await server.request('/v1/auth/browser/guest', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'fetch' },
        body: JSON.stringify({ name: 'Leaving' }),
      });
      expect(started.status).toBe(201);
      const cookie = cookiesOf(started);
      expect((await server.request('/v1/me', { headers: { Cookie: cookie } })).status).toBe(200);
      const out = await server.request('/v1/auth/browser/logout', { method: 'POST', headers: { Cookie: cookie, 'X-Requested-With': 'fetch' } });
      expect(out.status).toBe(204);
      const captured = await server.request('/v1/me', { headers: { Cookie: cookie } });
      expect(captured.status).toBe(401);
      expect(await captured.json()).toMatchObject({ code: 'unauthorized', detail: expect.stringContaining('signed out') });
    });

    it('refuses the bearer JWT after POST /v1/auth/logout, and leaves other sessions alone', async () => {
      const mine = (await api.client.post('/v1/auth/guest', { name: 'Bearer leaving' })).body;
      const theirs = (await api.client.post('/v1/auth/guest', { name: 'Staying' })).body;
      expect((await api.client.as(mine.token).get('/v1/me/turns')).status).toBe(200);
      expect((await api.client.post('/v1/auth/logout', { refreshToken: mine.refreshToken })).status).toBe(204);
      expect((await api.client.as(mine.token).get('/v1/me/turns')).status).toBe(401);
      expect((await api.client.post('/v1/auth/refresh', { refreshToken: mine.refreshToken })).status).toBe(401);
      expect((await api.client.as(theirs.token).get('/v1/me/turns')).status).toBe(200);
      // An unknown token says nothing either way.
      expect((await api.client.post('/v1/auth/logout', { refreshToken: 'rt_unknown' })).status).toBe(204);
    });

    it('refuses the JWTs of a family revoked for a replayed refresh token', async () => {
      const first = (await api.client.post('/v1/auth/guest', { name: 'Stolen' })).body;
      const renewed = (await api.client.post('/v1/auth/refresh', { refreshToken: first.refreshToken })).body;
      expect((await api.client.as(renewed.token).get('/v1/me/turns')).status).toBe(200);
      expect((await api.client.post('/v1/auth/refresh', { refreshToken: first.refreshToken })).status).toBe(401);
      expect((await api.client.as(renewed.token).get('/v1/me/turns')).status).toBe(401);
      expect((await api.client.as(first.token).get('/v1/me/turns')).status).toBe(401);
    });

    it('keeps the revocation list to the sessions that could still be alive', async () => {
      const a = (await api.client.post('/v1/auth/guest', { name: 'Old sign-out' })).body;
      const b = (await api.client.post('/v1/auth/guest', { name: 'New sign-out' })).body;
      await api.client.post('/v1/auth/logout', { refreshToken: a.refreshToken });
      await api.database.db.execute(sql`update revoked_sessions set expires_at = now() - interval '1 second'`);
      await api.client.post('/v1/auth/logout', { refreshToken: b.refreshToken });
      const left = await rows<{ expired: boolean }>(api.database.db, sql`select expires_at <= now() as expired from revoked_sessions`);
      expect(left).toEqual([{ expired: false }]);
    });
  });

  describe('5. Last-Event-ID is validated as strictly as `after`', () => {
    it('answers 400 for a resume id past the cursor range, on both streams', async () => {
      const { client } = await api.client.guest('Resuming');
      const match = (await client.post('/v1/matches', { gameId: 'race-to-ten', players: 2 })).body;
      for (const [path, id] of [
        ['/v1/me/events/stream', '100000000000000000000'],
        ['/v1/me/events/stream', '2147483648'],
        ['/v1/me/events/stream', '-1'],
        [`/v1/matches/${match.id}/stream`, '100000000000000000000'],
        [`/v1/matches/${match.id}/stream`, '1e3'],
      ] as const) {
        const res = await client.get(path, { 'Last-Event-ID': id });
        expect(res.status, `${path} ${id}`).toBe(400);
        expect(res.body.code).toBe('invalid-request');
        expect(res.body.detail).toContain('Last-Event-ID');
      }
      expect((await client.get('/v1/me/events?after=2147483648')).status).toBe(400);
      expect((await client.get('/v1/me/events/stream?after=2147483648')).status).toBe(400);
    });
  });

  describe('6. rated wins cannot be farmed with fresh accounts', () => {
    async function ratingOf(userId: string) {
      const found = await rows<{ rating: number; games: number }>(api.database.db, sql`select rating, games from ratings where user_id = ${userId} and game_id = 'race-to-ten'`);
      return found[0] ?? null;
    }

    it('refuses guests at rated tables, and rates no match its other players gave up before playing', async () => {
      const farmer = await person(api.client, api.database.db, 'Farmer');
      // Fresh guests: refused at the table, however it is reached.
      for (let i = 0; i < 3; i++) {
        const match = (await farmer.client.post('/v1/matches', { gameId: 'race-to-ten', players: 2, rated: true })).body;
        const { client: guest } = await api.client.guest(`Victim ${i}`);
        const joined = await guest.post(`/v1/matches/${match.id}/join`);
        expect(joined.status).toBe(403);
        expect(joined.body).toMatchObject({ code: 'forbidden', reason: 'guest-unrated' });
        expect((await guest.post('/v1/matches', { gameId: 'race-to-ten', players: 2, rated: true })).status).toBe(403);
        expect((await guest.post('/v1/seeks', { gameId: 'race-to-ten', players: 2, rated: true })).status).toBe(403);
      }
      // Fresh signed-in accounts: they may sit down, but resigning at once rates nobody, nor
      // resigning after the farmer alone has moved.
      for (let i = 0; i < 4; i++) {
        const match = (await farmer.client.post('/v1/matches', { gameId: 'race-to-ten', players: 2, rated: true, options: { target: 10 } })).body;
        const victim = await person(api.client, api.database.db, `Fresh ${i}`);
        expect((await victim.client.post(`/v1/matches/${match.id}/join`)).status).toBe(200);
        if (i % 2 === 1) {
          const started = (await farmer.client.get(`/v1/matches/${match.id}`)).body;
          expect(started.activeSeats).toEqual([0]);
          expect((await farmer.client.post(`/v1/matches/${match.id}/moves`, { expectedVersion: started.version, move: { type: 'add', amount: 1 } })).status).toBe(200);
        }
        const resigned = await victim.client.post(`/v1/matches/${match.id}/resign`);
        expect(resigned.status).toBe(200);
        expect(resigned.body.result.winners).toEqual([0]);
        expect(await ratingOf(victim.user.id)).toBeNull();
      }
      expect(await ratingOf(farmer.user.id)).toBeNull();
      const changes = await rows(api.database.db, sql`select 1 from rating_changes where user_id = ${farmer.user.id}`);
      expect(changes).toEqual([]);
    });
  });
});

describe('3. a trusted proxy (TRUST_PROXY)', () => {
  const proxies = parseTrustedProxies('loopback, 10.0.0.0/8');

  it('believes X-Forwarded-For and X-Forwarded-Proto only from a trusted peer', () => {
    expect(forwardedClient('127.0.0.1', '203.0.113.9', proxies)).toBe('203.0.113.9');
    expect(forwardedClient('::ffff:127.0.0.1', '203.0.113.9', proxies)).toBe('203.0.113.9');
    expect(forwardedClient('198.51.100.1', '203.0.113.9', proxies)).toBe('198.51.100.1');
    expect(forwardedClient('127.0.0.1', '203.0.113.9', [])).toBe('127.0.0.1');
    expect(forwardedProto('127.0.0.1', 'https', proxies)).toBe('https');
    expect(forwardedProto('198.51.100.1', 'https', proxies)).toBeUndefined();
    expect(forwardedProto('127.0.0.1', 'gopher', proxies)).toBeUndefined();
  });

  it('reads X-Forwarded-For from the right: what a client wrote on the left is not believed', () => {
    // The client forged 1.2.3.4; the trusted proxies 10.0.0.5 and 127.0.0.1 appended the rest.
    expect(forwardedClient('127.0.0.1', '1.2.3.4, 203.0.113.9, 10.0.0.5', proxies)).toBe('203.0.113.9');
    expect(forwardedClient('127.0.0.1', 'not-an-address', proxies)).toBe('127.0.0.1');
  });

  it('refuses a TRUST_PROXY it cannot read', () => {
    expect(parseTrustedProxies(undefined)).toEqual([]);
    expect(parseTrustedProxies('false')).toEqual([]);
    expect(() => parseTrustedProxies('proxy.example')).toThrow(/TRUST_PROXY/);
    expect(() => parseTrustedProxies('10.0.0.0/99')).toThrow(/TRUST_PROXY/);
  });

  it('sets Secure cookies and counts the forwarded client on `npm start` behind a TLS proxy', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'reliquary-proxy-'));
    const node = await startNodeServer({
      DATABASE_URL: 'memory://',
      DATA_DIR: dataDir,
      PORT: '0',
      TRUST_PROXY: 'loopback',
      NOTIFY_INTERVAL_MS: '0',
      LIMIT_GUESTS_PER_HOUR: '1',
      JWT_SECRET: 'proxy-test-secret-at-least-32-characters',
    });
    try {
      if (!node.server.listening) await once(node.server, 'listening');
      const { port } = node.server.address() as AddressInfo;
      const guest = (forwardedFor: string, proto?: string) =>
        fetch(`http://127.0.0.1:${port}/v1/auth/browser/guest`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'fetch', 'X-Forwarded-For': forwardedFor, ...(proto ? { 'X-Forwarded-Proto': proto } : {}) },
          body: JSON.stringify({ name: 'Proxied' }),
        });
      const viaTls = await guest('203.0.113.31', 'https');
      expect(viaTls.status).toBe(201);
      const cookies = setCookies(viaTls);
      expect(cookies).toHaveLength(2);
      for (const cookie of cookies) expect(cookie).toMatch(/;\s*Secure/i);
      // Each forwarded client has its own guest allowance (1 here); the proxy's address is not the count.
      const plain = await guest('203.0.113.32');
      expect(plain.status).toBe(201);
      for (const cookie of setCookies(plain)) expect(cookie).not.toMatch(/;\s*Secure/i);
      expect((await guest('203.0.113.31', 'https')).status).toBe(429);
    } finally {
      await node.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
