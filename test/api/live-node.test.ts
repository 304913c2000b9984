import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testDrivers } from '../support/databases.js';
import { listen } from '../support/server.js';
import { startedRace, useApi } from '../support/setup.js';
import { SseReader } from '../support/sse.js';
import type { TestClient } from '../support/api.js';

/**
 * The streams as `npm start` serves them: over Node's own HTTP server, where an SSE stream is
 * written straight onto the socket (src/live/sse.ts) rather than through web streams.
 */
const listeningDrivers = testDrivers.filter((d) => d !== 'neon');
const heartbeatMs = 300;
/** So slow that only a push can explain a delivery within the test's bounds. */
const inbox = { pollMs: 600_000, heartbeatMs };

describe.each(listeningDrivers)('push delivery over Node’s HTTP server (%s)', (driver) => {
  const api = useApi(driver, { listen: true, inbox });
  let server: Awaited<ReturnType<typeof listen>>;
  beforeAll(async () => {
    server = await listen(api.client.app);
  });
  afterAll(async () => {
    await server.close();
  });
  const readers: SseReader[] = [];
  afterEach(async () => {
    await Promise.all(readers.splice(0).map((r) => r.close()));
  });
  const open = async (path: string, headers: Record<string, string> = {}) => {
    const res = await fetch(server.url + path, { headers });
    expect(res.status).toBe(200);
    const reader = new SseReader(res);
    readers.push(reader);
    return { res, reader };
  };
  const bearer = (client: TestClient) => ({ Authorization: `Bearer ${client.token}` });
  const move = async (client: TestClient, id: string, version: number) => {
    const res = await client.post(`/v1/matches/${id}/moves`, { expectedVersion: version, move: { type: 'add', amount: 1 } });
    expect(res.status).toBe(200);
    return { version: res.body.version as number, at: performance.now() };
  };
  const settle = () => new Promise((r) => setTimeout(r, 100));

  it('sends an inbox stream with the headers the middlewares set, pushes a move’s turn, and lets go of the hub when the reader leaves', async () => {
    const { id, seated } = await startedRace(api.client, 2, { target: 30 });
    const [p0, p1] = [seated[0]!.client, seated[1]!.client];
    await settle();
    const before = api.live!.listenerCount;
    const headers = { ...bearer(p1), Origin: 'https://bots.example' };
    const { res, reader } = await open('/v1/me/events/stream', headers);
    // The same headers as the app answers through `app.request` (where streams are web streams).
    const viaApp = await api.client.app.request('/v1/me/events/stream', { headers });
    await viaApp.body?.cancel();
    for (const name of ['content-type', 'cache-control', 'x-accel-buffering', 'access-control-allow-origin', 'ratelimit-policy']) {
      expect(res.headers.get(name), name).toBe(viaApp.headers.get(name));
    }
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('ratelimit')).toMatch(/^"per-token";r=\d+/);
    expect(res.headers.get('x-hono-already-sent')).toBeNull();

    const started = await reader.next();
    expect(started).toMatchObject({ event: 'match.started' });
    const version = (await p0.get(`/v1/matches/${id}`)).body.version;
    const moved = await move(p0, id, version);
    const turn = await reader.next();
    expect(turn).toMatchObject({ event: 'turn', id: String(Number(started!.id) + 1) });
    expect(JSON.parse(turn!.data!)).toMatchObject({ type: 'turn', data: { matchId: id, seat: 1, version: moved.version } });
    expect(turn!.at - moved.at).toBeLessThan(1000);

    await settle();
    expect(api.live!.listenerCount).toBe(before + 1);
    await reader.close();
    await settle();
    expect(api.live!.listenerCount).toBe(before);
  });

  it('heartbeats idle streams from the shared timer, one about every interval', async () => {
    const { id, seated } = await startedRace(api.client, 2, { target: 30 });
    const streams = await Promise.all([open('/v1/me/events/stream', bearer(seated[1]!.client)), open(`/v1/matches/${id}/stream`)]);
    await Promise.all(
      streams.map(async ({ reader }) => {
        expect((await reader.next())?.event).toBeDefined();
        // For a second: a beat about every 300 ms (a tick is at most a tenth late, never early),
        // not one per tick of the shared timer.
        const until = performance.now() + 1000;
        const beats = [];
        for (let m; (m = await reader.next((x) => x.comment !== undefined, until - performance.now())); ) beats.push(m);
        expect(beats.every((b) => b.comment === 'heartbeat')).toBe(true);
        expect(beats.length).toBeGreaterThanOrEqual(2);
        expect(beats.length).toBeLessThanOrEqual(4);
      }),
    );
  });

  it('pushes a match’s versions to a spectator', async () => {
    const { id, seated } = await startedRace(api.client, 2, { target: 30 });
    const version = (await seated[0]!.client.get(`/v1/matches/${id}`)).body.version;
    const { reader } = await open(`/v1/matches/${id}/stream`);
    expect(await reader.next()).toMatchObject({ event: 'match', id: String(version) });
    const moved = await move(seated[0]!.client, id, version);
    const change = await reader.next();
    expect(JSON.parse(change!.data!)).toMatchObject({ matchId: id, version: moved.version, status: 'active', activeSeats: [1], legalMoves: null, match: { seat: null, version: moved.version } });
    expect(change!.at - moved.at).toBeLessThan(1000);
  });

  it('answers a waiting long poll as soon as the move commits, without waiting for a poll interval', async () => {
    const { id, seated } = await startedRace(api.client, 2, { target: 30 });
    const [p0, p1] = [seated[0]!.client, seated[1]!.client];
    const { next } = (await p1.get('/v1/me/events')).body;
    const version = (await p0.get(`/v1/matches/${id}`)).body.version;
    const before = api.live!.listenerCount;
    const polling = fetch(`${server.url}/v1/me/events?after=${next}&wait=30`, { headers: bearer(p1) }).then(async (r) => ({ status: r.status, body: (await r.json()) as { events: unknown[] }, at: performance.now() }));
    // Until it listens on the hub: from then on only a signal wakes it (polling is ten minutes).
    for (let i = 0; i < 100 && api.live!.listenerCount === before; i++) await new Promise((r) => setTimeout(r, 10));
    expect(api.live!.listenerCount).toBe(before + 1);
    const moved = await move(p0, id, version);
    const got = await polling;
    expect(got.status).toBe(200);
    expect(got.body.events).toEqual([expect.objectContaining({ seq: next + 1, type: 'turn', data: expect.objectContaining({ version: moved.version }) })]);
    expect(got.at - moved.at).toBeLessThan(1000);
    await settle();
    expect(api.live!.listenerCount).toBe(before);
  });
});
