/// <reference types="@cloudflare/vitest-pool-workers/types" />
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it, vi } from 'vitest';
import { createApp } from '../../src/api/app.js';
import { appConfig } from '../../src/config.js';
import { openNeon } from '../../src/db/neon.js';
import { games } from '../../src/games/index.js';
import worker, { type WorkerEnv } from '../../src/worker.js';
import { durableLimiter, durableStreamSlots, type RateLimitCounter } from '../../src/api/rate-limit-worker.js';
import { consoleSink, setLogSink } from '../../src/api/log.js';
import { durableLiveObjects } from '../../src/live/objects-client.js';

// Issue 16, item 12: without JWT_SECRET every route answered 500 with a stack trace in the body.
describe('a Worker without JWT_SECRET, inside workerd', () => {
  it('answers problem+json with no stack trace, and logs what is missing', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const bare = { ...(env as Record<string, unknown>), JWT_SECRET: undefined } as unknown as Parameters<typeof worker.fetch>[1];
      for (const path of ['/v1/games', '/v1/auth/guest', '/healthz']) {
        const ctx = createExecutionContext();
        const res = await worker.fetch(new Request(`http://reliquary.test${path}`) as never, bare, ctx);
        await waitOnExecutionContext(ctx);
        expect(res.status).toBe(500);
        expect(res.headers.get('Content-Type')).toContain('application/problem+json');
        const text = await res.text();
        expect(JSON.parse(text)).toMatchObject({ code: 'server-misconfigured', status: 500 });
        expect(text).not.toMatch(/JWT_SECRET|at .*\(|\.ts:\d+/);
      }
      expect(logged.mock.calls.map((args) => args.join(' ')).join('\n')).toContain('JWT_SECRET is not set');
    } finally {
      logged.mockRestore();
    }
  });
});

// Issue 16, item 5: limits on anonymous creation must hold across isolates. They are counted in
// the database, so a second app (as another isolate would build it) shares the same count.
describe.runIf(Boolean((env as { DATABASE_URL?: string }).DATABASE_URL))('creation limits across isolates, inside workerd', () => {
  it('counts guest accounts per client address in the database: the 21st is refused by either isolate', async () => {
    const workerEnv = env as unknown as WorkerEnv;
    const otherIsolate = createApp({
      config: appConfig(workerEnv, { allowSeededMatches: false }),
      games,
      clientAddress: (c) => c.req.header('CF-Connecting-IP'),
      openDb: async () => {
        const database = openNeon(workerEnv.DATABASE_URL, { wsProxy: workerEnv.NEON_WS_PROXY });
        return { db: database.db, release: () => void database.close() };
      },
    });
    const address = `198.51.100.${Math.floor(Date.now() % 250) + 1}`;
    const guest = async (viaWorker: boolean) => {
      const request = new Request('http://reliquary.test/v1/auth/guest', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': address },
        body: '{"name":"Spam"}',
      });
      if (!viaWorker) return otherIsolate.fetch(request, workerEnv);
      const ctx = createExecutionContext();
      const res = await worker.fetch(request as never, workerEnv as never, ctx);
      await waitOnExecutionContext(ctx);
      return res;
    };
    for (let i = 0; i < 20; i++) expect((await guest(i % 2 === 0)).status).toBe(201);
    for (const viaWorker of [true, false]) {
      const refused = await guest(viaWorker);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
      expect(((await refused.json()) as { code: string }).code).toBe('rate-limited');
    }
  });
});

// Issue 32, item 2, on Workers: the anonymous limit's counters are Durable Objects (RATE_LIMITS),
// so two isolates (two apps built as the Worker builds its own) meet the same count. Issue 27: an
// isolate waits for a key's object only the first time it meets the key; after that it counts in
// memory and reports after the response (waitUntil), so a count lags across isolates by what the
// others counted since this one last heard from the object.
describe('anonymous callers are limited per client address across isolates, inside workerd', () => {
  const workerEnv = env as unknown as WorkerEnv;
  const isolate = (limit: number) =>
    createApp({
      config: { ...appConfig(workerEnv, { allowSeededMatches: false }), anonymousRateLimit: { limit, windowSeconds: 60 } },
      games,
      clientAddress: (c) => c.req.header('CF-Connecting-IP'),
      limiter: (name, policy) => durableLimiter(workerEnv.RATE_LIMITS!, name, policy),
      openDb: async () => {
        throw new Error('the catalog needs no database');
      },
    });
  /** One request, and what it left running after its response (the report to the object). */
  const ask = async (app: ReturnType<typeof isolate>, ip: string) => {
    const ctx = createExecutionContext();
    const res = await app.fetch(new Request('http://reliquary.test/v1/games', { headers: { 'CF-Connecting-IP': ip } }), workerEnv, ctx);
    await waitOnExecutionContext(ctx);
    return res;
  };
  // The windows are the clock's minutes: a test that began near the end of one would see its count reset.
  const awayFromWindowEdge = () => new Promise((resolve) => setTimeout(resolve, Date.now() % 60_000 > 55_000 ? 60_000 - (Date.now() % 60_000) + 50 : 0));
  const freshAddress = (n: number) => `2001:db8:${((Date.now() + n * 7919) % 65535).toString(16)}:1::5`;

  it('answers 429 past the quota whichever isolate is asked, one request late at most across isolates, and counts another address apart', async () => {
    await awayFromWindowEdge();
    const isolates = [isolate(5), isolate(5)];
    const address = freshAddress(1);
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await ask(isolates[i % 2]!, address)).status);
    // Alternating, each isolate learns the other's last request only at its next report: the sixth
    // request overall passes (its isolate had heard of 4 and counted 1), the seventh does not.
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429, 429]);
    // The same /64, asked of either isolate, shares the count.
    const refused = await ask(isolates[1]!, address.replace(/::5$/, '::9'));
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toMatch(/^\d+$/);
    expect(refused.headers.get('RateLimit-Policy')).toBe('"per-address";q=5;w=60');
    expect((await ask(isolates[0]!, '203.0.113.77')).status).toBe(200);
  });

  it('counts exactly within an isolate, and a new isolate starts from what the others spent', async () => {
    await awayFromWindowEdge();
    const address = freshAddress(2);
    const first = isolate(4);
    for (const left of [3, 2, 1]) {
      expect((await ask(first, address)).headers.get('RateLimit')).toMatch(new RegExp(`^"per-address";r=${left};t=\\d+$`));
    }
    // A second isolate has not met this address: it asks the object before answering.
    const second = isolate(4);
    expect((await ask(second, address)).headers.get('RateLimit')).toMatch(/^"per-address";r=0;t=\d+$/);
    expect((await ask(second, address)).status).toBe(429);
    // The first isolate last heard 3: it lets one more through before its report brings the total.
    expect((await ask(first, address)).headers.get('RateLimit')).toMatch(/^"per-address";r=0;t=\d+$/);
    expect((await ask(first, address)).status).toBe(429);
  });

  it('lets a request through on its isolate\'s own count when the object cannot be reached, and logs it', async () => {
    const unreachable = {
      idFromName: (name: string) => name,
      get: () => ({
        add: async () => {
          throw new Error('object unreachable');
        },
      }),
    } as unknown as DurableObjectNamespace<RateLimitCounter>;
    const lines: string[] = [];
    setLogSink((_level, line) => lines.push(line));
    try {
      const limiter = durableLimiter(unreachable, 'per-address', { limit: 2, windowSeconds: 60 });
      const kept: Promise<unknown>[] = [];
      const counted: number[] = [];
      for (let i = 0; i < 3; i++) {
        counted.push((await limiter.hit('203.0.113.9', (work) => kept.push(work()))).remaining);
        await Promise.all(kept);
      }
      // Counted here all the same: the third is refused.
      expect(counted).toEqual([1, 0, -1]);
      expect(lines.some((line) => JSON.parse(line).message === 'request count not shared (counted in this isolate only)')).toBe(true);
    } finally {
      setLogSink(consoleSink);
    }
  });
});

// Issue 28, item 4: a database that cannot be reached answered 500 `internal` on Workers.
describe('a database outage inside workerd', () => {
  it('answers 503 database-unavailable with Retry-After, /healthz included', async () => {
    const workerEnv = env as unknown as WorkerEnv;
    // The WebSocket bridge's address with nothing listening there: the connection is lost at once.
    const cut = { ...workerEnv, NEON_WS_PROXY: '127.0.0.1:9' };
    const app = createApp({
      config: appConfig(cut, { allowSeededMatches: false }),
      games,
      openDb: async () => {
        const database = openNeon(cut.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test', { wsProxy: cut.NEON_WS_PROXY });
        return { db: database.db, release: () => void database.close().catch(() => {}) };
      },
    });
    for (const path of ['/healthz', '/v1/matches']) {
      const res = await app.fetch(new Request(`http://reliquary.test${path}`), cut);
      expect(res.status, path).toBe(503);
      expect(res.headers.get('Retry-After')).toBe('5');
      expect(((await res.json()) as { code: string }).code).toBe('database-unavailable');
    }
  });
});

// Issue 28, item 4: with no mail secret the Worker used the dev transport (sign-in codes in its
// logs), and with no PUBLIC_URL its links pointed at 127.0.0.1:8787.
describe('a Worker without PUBLIC_URL or a mail transport, inside workerd', () => {
  it('refuses to serve, as without JWT_SECRET, unless DEV_DEFAULTS allows development defaults', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const ask = async (overrides: Record<string, unknown>) => {
      const patched = { ...(env as Record<string, unknown>), DEV_DEFAULTS: undefined, ...overrides } as unknown as Parameters<typeof worker.fetch>[1];
      const ctx = createExecutionContext();
      const res = await worker.fetch(new Request('http://reliquary.test/v1/games') as never, patched, ctx);
      await waitOnExecutionContext(ctx);
      return res;
    };
    try {
      const noUrl = await ask({ PUBLIC_URL: undefined });
      expect(noUrl.status).toBe(500);
      expect(((await noUrl.json()) as { code: string }).code).toBe('server-misconfigured');
      const devMail = await ask({ PUBLIC_URL: 'https://play.example', EMAIL_TRANSPORT: undefined, SMTP_URL: undefined });
      expect(devMail.status).toBe(500);
      const logs = logged.mock.calls.map((args) => args.join(' ')).join('\n');
      expect(logs).toContain('PUBLIC_URL is not set');
      expect(logs).toContain('No mail transport is configured');
      expect((await ask({ PUBLIC_URL: 'https://play.example' })).status).toBe(200);
      expect((await ask({ PUBLIC_URL: undefined, EMAIL_TRANSPORT: undefined, SMTP_URL: undefined, DEV_DEFAULTS: 'true' })).status).toBe(200);
    } finally {
      logged.mockRestore();
    }
  });
});

// Issue 32, item 2, on Workers: open streams are counted per client in the shared counters, and
// the Durable Object holding a stream gives its place back when the reader goes.
describe.runIf(Boolean((env as { DATABASE_URL?: string }).DATABASE_URL))('open streams per client across isolates, inside workerd', () => {
  it('refuses a third stream from either isolate, and takes one again once a stream closes', async () => {
    const workerEnv = env as unknown as WorkerEnv;
    const isolate = () =>
      createApp({
        config: { ...appConfig(workerEnv, { allowSeededMatches: false }), streamsPerClient: 2 },
        games,
        clientAddress: (c) => c.req.header('CF-Connecting-IP'),
        liveObjects: durableLiveObjects(workerEnv.LIVE!),
        sharedStreams: durableStreamSlots(workerEnv.RATE_LIMITS!),
        openDb: async () => {
          const database = openNeon(workerEnv.DATABASE_URL, { wsProxy: workerEnv.NEON_WS_PROXY });
          return { db: database.db, release: () => void database.close() };
        },
      });
    const [a, b] = [isolate(), isolate()];
    const ctx = createExecutionContext();
    const guest = await a.fetch(new Request('http://reliquary.test/v1/auth/guest', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"name":"Streamer"}' }), workerEnv, ctx);
    const { token } = (await guest.json()) as { token: string };
    const open = (app: typeof a) => app.fetch(new Request('http://reliquary.test/v1/me/events/stream', { headers: { Authorization: `Bearer ${token}` } }), workerEnv, ctx);
    const first = await open(a);
    const second = await open(b);
    expect([first.status, second.status]).toEqual([200, 200]);
    const third = await open(b);
    expect(third.status).toBe(429);
    expect(((await third.json()) as { limit: string }).limit).toBe('streamsPerClient');
    await first.body!.cancel();
    let again = await open(a);
    // The object notices at its next write (a heartbeat at the latest, every 15 s).
    for (let i = 0; i < 250 && again.status === 429; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      again = await open(a);
    }
    expect(again.status).toBe(200);
    await Promise.all([second.body!.cancel(), again.body!.cancel()]);
    await waitOnExecutionContext(ctx);
  });
});

// Issue 28, item 4: webhook targets were checked on the resolved address on Node only. Workers
// cannot resolve names, so they ask a DNS-over-HTTPS resolver (here a local one; the name
// inside.hooks.test resolves to 10.0.0.5) and refuse what resolves inside.
describe.runIf(Boolean((env as { DATABASE_URL?: string }).DATABASE_URL))('webhook targets inside workerd', () => {
  it('refuses a delivery to a public-looking name that resolves to a private address, and records why', async () => {
    const workerEnv = env as unknown as WorkerEnv;
    const call = async (path: string, init: { token?: string; body?: unknown } = {}) => {
      const ctx = createExecutionContext();
      const res = await worker.fetch(
        new Request(`http://reliquary.test${path}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}) },
          body: JSON.stringify(init.body ?? {}),
        }) as never,
        workerEnv as never,
        ctx,
      );
      await waitOnExecutionContext(ctx);
      return { status: res.status, body: (await res.json()) as Record<string, any> };
    };
    const guest = await call('/v1/auth/guest', { body: { name: 'Rebinder' } });
    expect(guest.status).toBe(201);
    const hook = await call('/v1/webhooks', { token: guest.body.token, body: { url: 'https://inside.hooks.test/h', events: ['turn'] } });
    expect(hook.status).toBe(201);
    const attempt = await call(`/v1/webhooks/${hook.body.webhook.id}/test`, { token: guest.body.token });
    expect(attempt.body).toMatchObject({ status: 'pending', attempts: 1, lastStatusCode: null, lastError: 'inside.hooks.test resolves to an internal address (10.0.0.5)' });
    // A name the resolver does not know is refused too: never sent unchecked.
    const unknown = await call('/v1/webhooks', { token: guest.body.token, body: { url: 'https://nowhere.hooks.test/h', events: ['turn'] } });
    const refused = await call(`/v1/webhooks/${unknown.body.webhook.id}/test`, { token: guest.body.token });
    expect(refused.body).toMatchObject({ status: 'pending', lastStatusCode: null, lastError: 'nowhere.hooks.test has no address' });
  });
});
