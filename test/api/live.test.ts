import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { snapshotReads } from '../../src/api/match-push.js';
import { games as catalog } from '../../src/games/index.js';
import { sweepTimeouts } from '../../src/notify/dispatcher.js';
import { testJwtSecret } from '../support/api.js';
import { testDrivers } from '../support/databases.js';
import { raceToTen } from '../support/fixture-game.js';
import { startedRace, useApi } from '../support/setup.js';
import { SseReader } from '../support/sse.js';
import type { TestClient } from '../support/api.js';

const add = (version: number, amount = 1) => ({ expectedVersion: version, move: { type: 'add', amount } });
/** The drivers that can LISTEN (Neon's Pool is the Workers' driver: Durable Objects push there). */
const listeningDrivers = testDrivers.filter((d) => d !== 'neon');
/** So slow that only a push can explain a delivery within the test's bounds. */
const noPolling = { pollMs: 600_000, heartbeatMs: 600_000 };

describe.each(listeningDrivers)('push delivery (%s)', (driver) => {
  const api = useApi(driver, { listen: true, inbox: noPolling });
  const readers: SseReader[] = [];
  const open = async (path: string, headers: Record<string, string> = {}) => {
    const res = await api.client.app.request(path, { headers });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toContain('text/event-stream');
    const reader = new SseReader(res);
    readers.push(reader);
    return reader;
  };
  const bearer = (client: TestClient) => ({ Authorization: `Bearer ${client.token}` });
  afterEach(async () => {
    await Promise.all(readers.splice(0).map((r) => r.close()));
  });

  const move = async (client: TestClient, id: string, version: number, amount = 1) => {
    const res = await client.post(`/v1/matches/${id}/moves`, add(version, amount));
    expect(res.status).toBe(200);
    return { version: res.body.version as number, at: performance.now() };
  };

  it('wakes an inbox stream on a move within milliseconds, with no polling at all', async () => {
    const { id, seated } = await startedRace(api.client, 2, { target: 30 });
    const [p0, p1] = [seated[0]!.client, seated[1]!.client];
    const stream = await open('/v1/me/events/stream', bearer(p1));
    const started = await stream.next();
    expect(started?.event).toBe('match.started');
    const version = (await p0.get(`/v1/matches/${id}`)).body.version;

    const moved = await move(p0, id, version);
    const turn = await stream.next();
    expect(turn).toMatchObject({ event: 'turn', id: String(Number(started!.id) + 1) });
    expect(JSON.parse(turn!.data!)).toMatchObject({ type: 'turn', matchId: id, data: { matchId: id, seat: 1, version: moved.version, deadline: null } });
    // Polling is set to ten minutes: only the notification can have brought it.
    expect(turn!.at - moved.at).toBeLessThan(1000);
  });

  it('wakes a long poll on a move, as fast as a stream', async () => {
    const { id, seated } = await startedRace(api.client, 2, { target: 30 });
    const [p0, p1] = [seated[0]!.client, seated[1]!.client];
    const { next } = (await p1.get('/v1/me/events')).body;
    const version = (await p0.get(`/v1/matches/${id}`)).body.version;

    const polling = p1.get(`/v1/me/events?after=${next}&wait=30`).then((r) => ({ ...r, at: performance.now() }));
    await new Promise((r) => setTimeout(r, 100));
    const moved = await move(p0, id, version);
    const got = await polling;
    expect(got.status).toBe(200);
    expect(got.body.events).toEqual([expect.objectContaining({ seq: next + 1, type: 'turn', data: expect.objectContaining({ matchId: id, seat: 1, version: moved.version }) })]);
    expect(got.body.next).toBe(next + 1);
    expect(got.at - moved.at).toBeLessThan(1000);
  });

  it('resumes with Last-Event-ID losing nothing, then goes on live', async () => {
    const { id, seated } = await startedRace(api.client, 2, { target: 30 });
    const [p0, p1] = [seated[0]!.client, seated[1]!.client];
    let version = (await p0.get(`/v1/matches/${id}`)).body.version;
    const first = await open('/v1/me/events/stream', bearer(p1));
    const lastSeen = (await first.next())!.id!;
    await first.close();

    // Two rounds while seat 1 is away: two turns for it.
    for (let i = 0; i < 2; i++) {
      version = (await move(p0, id, version)).version;
      version = (await move(p1, id, version)).version;
    }
    const resumed = await open('/v1/me/events/stream', { ...bearer(p1), 'Last-Event-ID': lastSeen });
    const missed = [await resumed.next(), await resumed.next()];
    expect(missed.map((m) => Number(m!.id))).toEqual([Number(lastSeen) + 1, Number(lastSeen) + 2]);
    expect(missed.map((m) => m!.event)).toEqual(['turn', 'turn']);
    version = (await move(p0, id, version)).version;
    const live = await resumed.next();
    expect(live).toMatchObject({ id: String(Number(lastSeen) + 3), event: 'turn' });
    expect(JSON.parse(live!.data!).data.version).toBe(version);
  });

  it('from=now skips the inbox so far and sends only what happens next', async () => {
    const { id, seated } = await startedRace(api.client, 2, { target: 30 });
    const [p0, p1] = [seated[0]!.client, seated[1]!.client];
    const { next: newest } = (await p1.get('/v1/me/events')).body;
    const stream = await open('/v1/me/events/stream?from=now', bearer(p1));
    const version = (await p0.get(`/v1/matches/${id}`)).body.version;
    await p0.post(`/v1/matches/${id}/chat`, { text: 'from now on' });
    await move(p0, id, version);
    const first = await stream.next();
    expect(first).toMatchObject({ id: String(newest + 1), event: 'chat' });
    expect(await stream.next()).toMatchObject({ id: String(newest + 2), event: 'turn' });
    // `after` wins over `from`.
    const all = await open(`/v1/me/events/stream?after=0&from=now`, bearer(p1));
    expect((await all.next())?.event).toBe('match.started');
    expect((await api.client.app.request('/v1/me/events/stream?from=then', { headers: bearer(p1) })).status).toBe(400);
  });

  it('a timeout the dispatcher applies reaches streams too: the next seat’s turn and the match’s new version', async () => {
    const p0 = await api.client.guest('Late');
    const p1 = await api.client.guest('Next');
    const created = (await p0.client.post('/v1/matches', { gameId: 'race-to-ten', players: 2, seed: 'late', timeControl: { perMoveSeconds: 60 }, onTimeout: 'skip' })).body;
    const joined = (await p1.client.post(`/v1/matches/${created.id}/join`)).body;
    const late = joined.activeSeats[0] as number;
    const next = [p0, p1][1 - late]!;
    const inbox = await open('/v1/me/events/stream?from=now', bearer(next.client));
    const match = await open(`/v1/matches/${created.id}/stream`, { 'Last-Event-ID': String(joined.version) });
    await api.database.db.execute(sql`update matches set deadline_at = now() - interval '1 second' where id = ${created.id}`);
    expect(await sweepTimeouts({ db: api.database.db, games: [raceToTen, ...catalog], mailer: undefined as never, secret: testJwtSecret }, new Date())).toBe(1);
    const turn = await inbox.next();
    expect(turn).toMatchObject({ event: 'turn' });
    expect(JSON.parse(turn!.data!).data).toMatchObject({ matchId: created.id, seat: 1 - late, version: joined.version + 1, deadline: expect.any(String) });
    expect(JSON.parse((await match.next())!.data!)).toMatchObject({ matchId: created.id, version: joined.version + 1, status: 'active', activeSeats: [1 - late] });
  });

  it('delivers what a lost notification carried at the next resync: the inbox stays the source of truth', async () => {
    const { id, seated } = await startedRace(api.client, 2, { target: 30 });
    const [p0, p1] = [seated[0]!.client, seated[1]!.client];
    const stream = await open('/v1/me/events/stream', bearer(p1));
    const started = Number((await stream.next())!.id);
    const version = (await p0.get(`/v1/matches/${id}`)).body.version;
    // A signal about a later event that carries nothing (as for one too large to notify): the
    // stream reads its inbox rather than trusting the signal.
    api.live!.publishInbox({ userId: seated[1]!.user.id, seq: started + 1 });
    expect(await stream.next(undefined, 300)).toBeUndefined();
    await move(p0, id, version);
    expect(await stream.next()).toMatchObject({ id: String(started + 1), event: 'turn' });
    api.live!.resync();
    expect(await stream.next(undefined, 300)).toBeUndefined();
  });

  it('streams a match to players and spectators: each push is what that reader would fetch (its view, its legal moves, the last move in words), and nothing more', async () => {
    const { id, seated } = await startedRace(api.client, 2, { target: 30 });
    const [p0, p1] = [seated[0]!.client, seated[1]!.client];
    const initial = (await p0.get(`/v1/matches/${id}`)).body;
    const streams = [await open(`/v1/matches/${id}/stream`, bearer(p0)), await open(`/v1/matches/${id}/stream`, bearer(p1)), await open(`/v1/matches/${id}/stream`)];
    const readers = [p0, p1, undefined];
    const firsts = await Promise.all(streams.map((s) => s.next()));
    for (const m of firsts) {
      expect(m).toMatchObject({ event: 'match', id: String(initial.version) });
      expect(JSON.parse(m!.data!)).toMatchObject({ matchId: id, version: initial.version, status: 'active', activeSeats: [0], lastMove: null });
    }
    const moved = await move(p0, id, initial.version, 2);
    const changes = await Promise.all(streams.map((s) => s.next()));
    const secrets = await Promise.all([p0, p1].map(async (p) => (await p.get(`/v1/matches/${id}`)).body.view.mySecret as number));
    for (const [i, m] of changes.entries()) {
      expect(m!.id).toBe(String(moved.version));
      expect(m!.at - moved.at).toBeLessThan(1000);
      const push = JSON.parse(m!.data!);
      expect(push).toMatchObject({ matchId: id, version: moved.version, status: 'active', activeSeats: [1] });
      // Exactly what this reader would have fetched: nobody needs to refetch after a push.
      const reader = readers[i];
      const fetched = reader ? await reader.get(`/v1/matches/${id}`) : await api.client.get(`/v1/matches/${id}`);
      expect(push.match).toEqual(fetched.body);
      const legal = i === 1 ? (await p1.get(`/v1/matches/${id}/legal-moves`)).body : null;
      expect(push.legalMoves).toEqual(legal);
      const log = (await (reader ?? api.client).get(`/v1/matches/${id}/events?before=${moved.version + 1}&limit=1`)).body.events;
      expect(push.lastMove).toEqual({ seq: log[0].seq, seat: 0, events: log });
    }
    // The mover's own push names its secret; the other seat's and the spectator's never do.
    expect(JSON.parse(changes[0]!.data!).lastMove.events.map((e: { type: string }) => e.type)).toEqual(['added', 'secret-reminder']);
    for (const m of [changes[1], changes[2]]) expect(JSON.parse(m!.data!).lastMove.events.map((e: { type: string }) => e.type)).toEqual(['added']);
    for (const [i, m] of [...firsts, ...changes].entries()) {
      const reader = i % 3;
      secrets.forEach((secret, seat) => {
        if (seat !== reader) expect(m!.data).not.toContain(`${secret}`);
      });
    }

    // And the next move, made by the other seat.
    const finishing = await p1.post(`/v1/matches/${id}/moves`, add(moved.version, 2));
    expect(finishing.status).toBe(200);
    for (const s of streams) expect(JSON.parse((await s.next())!.data!)).toMatchObject({ version: moved.version + 1, status: 'active', lastMove: { seat: 1 } });
  });

  it('reads each version once for all of a process’s readers, however many follow the match', async () => {
    const { id, seated } = await startedRace(api.client, 2, { target: 30 });
    const version = (await seated[0]!.client.get(`/v1/matches/${id}`)).body.version;
    const streams = await Promise.all(Array.from({ length: 12 }, (_, i) => open(`/v1/matches/${id}/stream`, i % 3 === 0 ? bearer(seated[i % 2]!.client) : {})));
    await Promise.all(streams.map((s) => s.next()));
    const before = snapshotReads.count;
    const moved = await move(seated[0]!.client, id, version);
    for (const s of streams) expect((await s.next())!.id).toBe(String(moved.version));
    expect(snapshotReads.count - before).toBe(1);
  });

  it('resumes a match stream with Last-Event-ID: the current version is not repeated, the next one comes', async () => {
    const { id, seated } = await startedRace(api.client, 2, { target: 30 });
    const version = (await seated[0]!.client.get(`/v1/matches/${id}`)).body.version;
    const stream = await open(`/v1/matches/${id}/stream`, { 'Last-Event-ID': String(version) });
    expect(await stream.next(undefined, 300)).toBeUndefined();
    const moved = await move(seated[0]!.client, id, version);
    expect(await stream.next()).toMatchObject({ event: 'match', id: String(moved.version) });
    // A reader who saw an older version gets the newest at once.
    const behind = await open(`/v1/matches/${id}/stream`, { 'Last-Event-ID': String(version - 1) });
    expect(await behind.next()).toMatchObject({ id: String(moved.version) });
  });

  it('takes the version a reader holds as `after` where it cannot send Last-Event-ID (a page that has just read the match)', async () => {
    const { id, seated } = await startedRace(api.client, 2, { target: 30 });
    const version = (await seated[0]!.client.get(`/v1/matches/${id}`)).body.version;
    const current = await open(`/v1/matches/${id}/stream?after=${version}`);
    expect(await current.next(undefined, 300)).toBeUndefined();
    const moved = await move(seated[0]!.client, id, version);
    expect(await current.next()).toMatchObject({ event: 'match', id: String(moved.version) });
    // Behind: the newest at once. The header wins over the query.
    expect(await (await open(`/v1/matches/${id}/stream?after=${version}`)).next()).toMatchObject({ id: String(moved.version) });
    expect(await (await open(`/v1/matches/${id}/stream?after=${version}`, { 'Last-Event-ID': String(moved.version) })).next(undefined, 300)).toBeUndefined();
    const bad = await api.client.app.request(`/v1/matches/${id}/stream?after=soon`);
    expect(bad.status).toBe(400);
    expect(bad.headers.get('Content-Type')).toContain('application/problem+json');
  });

  it('lets a browser follow its match and inbox with the session cookie alone (EventSource sends no headers)', async () => {
    const { id, seated } = await startedRace(api.client, 2, { target: 30 });
    const [p0, p1] = [seated[0]!.client, seated[1]!.client];
    const cookie = { Cookie: `rlq_session=${p1.token}` };
    const asSeat = await open(`/v1/matches/${id}/stream?seat=1`, cookie);
    const inbox = await open('/v1/me/events/stream', cookie);
    expect((await asSeat.next())!.event).toBe('match');
    expect((await inbox.next())!.event).toBe('match.started');
    const version = (await p0.get(`/v1/matches/${id}`)).body.version;
    const moved = await move(p0, id, version);
    expect(JSON.parse((await asSeat.next())!.data!)).toMatchObject({ version: moved.version, activeSeats: [1] });
    expect(JSON.parse((await inbox.next())!.data!)).toMatchObject({ type: 'turn', data: { seat: 1, version: moved.version } });
    // A WebSocket handshake carrying the cookie from another site is refused (no CORS guards it).
    const hijack = await api.client.app.request(`/v1/matches/${id}/stream?seat=1`, { headers: { ...cookie, Upgrade: 'websocket', Origin: 'https://evil.example' } });
    expect(hijack.status).toBe(403);
    expect(((await hijack.json()) as { reason: string }).reason).toBe('csrf');
    // The cookie speaks for its own user only.
    const other = await api.client.app.request(`/v1/matches/${id}/stream?seat=0`, { headers: cookie });
    expect(other.status).toBe(403);
    expect(((await other.json()) as { code: string }).code).toBe('not-your-seat');
  });

  it('refuses a seat that is not the caller’s, an unknown match and a malformed Last-Event-ID', async () => {
    const { id, seated } = await startedRace(api.client, 2);
    const p0 = seated[0]!.client;
    const notYours = await p0.get(`/v1/matches/${id}/stream?seat=1`);
    expect(notYours.status).toBe(403);
    expect(notYours.body.code).toBe('not-your-seat');
    const anonymousSeat = await p0.as(undefined).get(`/v1/matches/${id}/stream?seat=0`);
    expect(anonymousSeat.status).toBe(401);
    const missing = await p0.get('/v1/matches/mat_nope/stream');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('Content-Type')).toContain('application/problem+json');
    const badId = await p0.get(`/v1/matches/${id}/stream`, { 'Last-Event-ID': 'soon' });
    expect(badId.status).toBe(400);
    expect(badId.body.code).toBe('invalid-request');
    expect(api.live!.listenerCount).toBe(0);
  });

  it('lets go of the hub when a stream or long poll ends', async () => {
    const { id, seated } = await startedRace(api.client, 2);
    const before = api.live!.listenerCount;
    const controller = new AbortController();
    const polling = api.client.app.request('/v1/me/events?after=1000&wait=30', { headers: bearer(seated[0]!.client), signal: controller.signal });
    const stream = await open(`/v1/matches/${id}/stream`);
    await stream.next();
    await new Promise((r) => setTimeout(r, 50));
    expect(api.live!.listenerCount).toBe(before + 2);
    controller.abort();
    await Promise.resolve(polling).catch(() => {});
    await stream.close();
    await new Promise((r) => setTimeout(r, 50));
    expect(api.live!.listenerCount).toBe(before);
  });
});

describe.runIf(listeningDrivers.includes('postgres'))('the LISTEN connection (postgres)', () => {
  const api = useApi('postgres', { listen: true, inbox: noPolling });

  it('comes back after the server drops it, and streams get what was committed meanwhile', async () => {
    const { id, seated } = await startedRace(api.client, 2, { target: 30 });
    const [p0, p1] = [seated[0]!.client, seated[1]!.client];
    const res = await api.client.app.request('/v1/me/events/stream', { headers: { Authorization: `Bearer ${p1.token}` } });
    const stream = new SseReader(res);
    try {
      const started = Number((await stream.next())!.id);
      let version = (await p0.get(`/v1/matches/${id}`)).body.version;
      // From the app's own pool, so only this scratch database's listener is hit.
      const killed = await api.database.db.execute(
        sql`select pg_terminate_backend(pid) as gone from pg_stat_activity where application_name = 'reliquary-listen' and datname = current_database()`,
      );
      expect((killed as unknown as { rows: { gone: boolean }[] }).rows).toEqual([{ gone: true }]);
      // A move while the listener is away: its notification is lost, the resync brings it.
      version = (await p0.post(`/v1/matches/${id}/moves`, add(version))).body.version;
      expect(await stream.next(undefined, 10_000)).toMatchObject({ id: String(started + 1), event: 'turn' });
      await p1.post(`/v1/matches/${id}/moves`, add(version));
      version += 1;
      await p0.post(`/v1/matches/${id}/moves`, add(version));
      expect(await stream.next(undefined, 5_000)).toMatchObject({ id: String(started + 2), event: 'turn' });
    } finally {
      await stream.close();
    }
  });
});
