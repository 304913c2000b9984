import { describe, expect, it } from 'vitest';
import { loadMatch, loadMoveEvents } from '../../src/db/queries.js';
import { canSee, seedRng, type GameEvent } from '../../src/engine/index.js';
import { games } from '../../src/games/index.js';
import { testDrivers } from '../support/databases.js';
import { useApi } from '../support/setup.js';
import { playLive, replayAll, startMatch, stateAt, type Reader } from './replay-support.js';

/** Games whose end lays something hidden open (their RULES.md, "What the end of the game reveals"). */
const revealing = new Set(['relic-runners', 'ruin-runner', 'space-relics']);
const liveMoves = 10;

describe.each(testDrivers)('what a replay shows, and to whom (%s)', (driver) => {
  const api = useApi(driver);

  it.each(games.map((g) => [g.id, g] as const))('%s: each version exactly as each reader saw it live, nothing hidden, the end revealed only once finished', async (_id, game) => {
    const { id, clients } = await startMatch(api.client, game.id, 2, `secret-${game.id}`);
    const anonymous = api.client.as(undefined);
    const seen = await playLive(anonymous, clients, id, liveMoves, `secret-choices-${game.id}`);
    const last = seen.length - 1;
    expect(last).toBeGreaterThan(3);
    const db = api.database.db;
    const logged = await loadMoveEvents(db, id);
    expect(logged).toHaveLength(last);

    const readers: Reader[] = [0, 1, 'public'];
    const replays = new Map<Reader, Awaited<ReturnType<typeof replayAll>>>();
    for (const reader of readers) replays.set(reader, await replayAll(reader === 'public' ? anonymous : clients[reader]!, id));
    // Someone who holds no seat reads what a spectator reads.
    const outsider = (await api.client.guest('Outsider')).client;
    expect((await replayAll(outsider, id)).steps).toEqual(replays.get('public')!.steps);

    let hiddenDiffers = 0;
    let hiddenEvents = 0;
    for (let v = 0; v <= last; v++) {
      const truth = await stateAt(db, game, id, v);
      for (const reader of readers) {
        const seat = reader === 'public' ? null : reader;
        const step = replays.get(reader)!.steps[v];
        // Exactly the view this reader had at this version, live.
        expect(step.view, `${String(reader)} at version ${v}`).toEqual(seen[v]![reader]);
        if (seat === null) continue;
        // Nothing hidden from the seat: a state that differs only in what it cannot see gives the same view.
        const other = game.determinize(game.view(truth, seat), seat, seedRng(`other-${v}-${seat}`));
        if (JSON.stringify(other) !== JSON.stringify(truth)) hiddenDiffers++;
        expect(step.view).toEqual(game.view(other, seat));
      }
      // Events: exactly those of this version the reader may see.
      const events = v === 0 ? [] : (logged[v - 1]!.events as GameEvent[]);
      for (const reader of readers) {
        const seat = reader === 'public' ? null : reader;
        const visible = events.filter((e) => canSee(e.audience, seat));
        hiddenEvents += events.length - visible.length;
        expect(replays.get(reader)!.steps[v].events.map((e: { type: string; data?: unknown }) => ({ type: e.type, data: e.data }))).toEqual(
          visible.map((e) => ({ type: e.type, data: e.data })),
        );
      }
    }
    // Not vacuous: the hidden parts of the states really differ between the samples and the truth.
    expect(hiddenDiffers).toBeGreaterThan(0);
    // Ruin Runner tells a drawn tile to its drawer alone: those events were there to leak, and did not.
    if (game.id === 'ruin-runner') expect(hiddenEvents).toBeGreaterThan(0);

    // While the match is on, its last version is the live view, not what the end would reveal.
    const truthNow = await stateAt(db, game, id, last);
    const liveEnd = replays.get(0)!.steps[last].view;
    expect(liveEnd).toEqual(game.view(truthNow, 0));
    if (revealing.has(game.id)) expect(game.revealedAtEnd!(truthNow, 0)).not.toEqual(liveEnd);

    // Seat 1 resigns: only now does the last version show what the end reveals; earlier versions are as they were.
    expect((await clients[1]!.post(`/v1/matches/${id}/resign`, {})).status).toBe(200);
    for (const reader of readers) {
      const seat = reader === 'public' ? null : reader;
      const after = await replayAll(reader === 'public' ? anonymous : clients[reader]!, id);
      expect(after.lastVersion).toBe(last + 1);
      expect(after.steps.slice(0, last + 1)).toEqual(replays.get(reader)!.steps);
      const end = after.steps[last + 1];
      const reveal = (game.revealedAtEnd ?? game.view)(truthNow, seat);
      expect(end.view).toEqual(reveal);
      expect(end.view).toEqual((await (reader === 'public' ? anonymous : clients[reader]!).get(`/v1/matches/${id}`)).body.view);
      if (revealing.has(game.id)) expect(end.view).not.toEqual(game.view(truthNow, seat));
      else expect(end.view).toEqual(game.view(truthNow, seat));
    }

  });

  it('never sends the seed or the generator state', async () => {
    const game = games.find((g) => g.id === 'relic-runners')!;
    const seed = 'a-very-recognisable-seed';
    const { id, clients } = await startMatch(api.client, game.id, 2, seed);
    await playLive(api.client.as(undefined), clients, id, 3, 'seed-choices');
    await clients[0]!.post(`/v1/matches/${id}/resign`, {});
    for (const client of [clients[0]!, clients[1]!, api.client.as(undefined)]) {
      const text = JSON.stringify((await client.get(`/v1/matches/${id}/replay?count=20`)).body);
      expect(text).toContain('"steps"');
      expect(text).not.toContain(seed);
      expect(text).not.toMatch(/"(seed|rng)"/);
    }
    const match = await loadMatch(api.database.db, id);
    expect(match!.seed).toBe(seed);
  });

  it('a private match: its players by bearer token or session cookie read their seats; anyone else the public view', async () => {
    const game = games.find((g) => g.id === 'ruin-runner')!;
    // A browser signs in by cookie and creates a private match; a guest with a bearer token joins it.
    const signIn = await api.client.app.request('/v1/auth/browser/guest', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'test' },
      body: JSON.stringify({ name: 'Cookie' }),
    });
    expect(signIn.status).toBe(201);
    const cookie = (signIn.headers as unknown as { getSetCookie(): string[] })
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    const browserGet = async (path: string) => {
      const res = await api.client.app.request(path, { headers: { Cookie: cookie } });
      return { status: res.status, body: (await res.json()) as any };
    };
    const created = await api.client.app.request('/v1/matches', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'test', Cookie: cookie },
      body: JSON.stringify({ gameId: game.id, players: 2, visibility: 'private', seed: 'private-seed' }),
    });
    const id = ((await created.json()) as { id: string }).id;
    const bearer = (await api.client.guest('Bearer')).client;
    expect((await bearer.post(`/v1/matches/${id}/join`)).status).toBe(200);

    const byCookie = await browserGet(`/v1/matches/${id}/replay`);
    expect(byCookie.status).toBe(200);
    expect(byCookie.body.seat).toBe(0);
    expect(byCookie.body.steps[0].view).toEqual((await browserGet(`/v1/matches/${id}`)).body.view);
    const byToken = (await bearer.get(`/v1/matches/${id}/replay`)).body;
    expect(byToken.seat).toBe(1);
    expect(byToken.steps[0].view).toEqual((await bearer.get(`/v1/matches/${id}`)).body.view);
    expect(byToken.steps[0].view).not.toEqual(byCookie.body.steps[0].view);
    // As GET /v1/matches/{id} does for a private match: anyone else reads the public view, never a seat's.
    const outsider = (await api.client.guest('Outsider')).client;
    const outside = (await outsider.get(`/v1/matches/${id}/replay`)).body;
    expect(outside.seat).toBeNull();
    expect(outside.steps[0].view).toEqual((await outsider.get(`/v1/matches/${id}`)).body.view);
    expect((await outsider.get(`/v1/matches/${id}/replay?seat=0`)).status).toBe(403);
    expect((await browserGet(`/v1/matches/${id}/replay?seat=1`)).status).toBe(403);
  });
});
