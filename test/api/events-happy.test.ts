import { describe, expect, it } from 'vitest';
import { testDrivers } from '../support/databases.js';
import { startedRace, useApi } from '../support/setup.js';
import { readSse } from '../support/sse.js';

const add = (version: number, amount = 1) => ({ expectedVersion: version, move: { type: 'add', amount } });

describe.each(testDrivers)('the event inbox (%s)', (driver) => {
  const api = useApi(driver, { inbox: { pollMs: 20, heartbeatMs: 100 } });

  it('invites a bot to a reserved seat, and tells everyone of the start, each turn and the end', async () => {
    const { client: alice, user: aliceUser } = await api.client.guest('Alice');
    const made = (await alice.post('/v1/bots', { name: 'Invitee' })).body;
    const bot = alice.as(made.token);
    const { client: carol } = await api.client.guest('Carol');

    const created = await alice.post('/v1/matches', { gameId: 'race-to-ten', players: 2, options: { target: 3 }, invite: [{ seat: 1, userId: made.bot.id }] });
    expect(created.status).toBe(201);
    const id = created.body.id;
    const invited = await bot.get('/v1/me/events');
    expect(invited.body.events).toEqual([
      expect.objectContaining({ seq: 1, type: 'invitation', matchId: id, data: { matchId: id, gameId: 'race-to-ten', seat: 1, invitedBy: aliceUser.id, invitationId: expect.stringMatching(/^inv_/) } }),
    ]);
    expect(invited.body.next).toBe(1);

    // The seat is the bot's: nobody else may take it.
    expect((await carol.post(`/v1/matches/${id}/join`)).body.code).toBe('seat-reserved');
    expect((await carol.post(`/v1/matches/${id}/join`, { seat: 1 })).body.code).toBe('seat-reserved');
    const joined = await bot.post(`/v1/matches/${id}/join`);
    expect(joined.status).toBe(200);
    expect(joined.body).toMatchObject({ seat: 1, status: 'active' });
    const v = joined.body.version;

    const aliceEvents = (await alice.get('/v1/me/events')).body.events;
    expect(aliceEvents.map((e: { type: string }) => e.type)).toEqual(['match.started', 'turn']);
    expect(aliceEvents[1].data).toEqual({ matchId: id, seat: 0, version: v, deadline: null });
    const botStarted = (await bot.get('/v1/me/events?after=1')).body;
    expect(botStarted.events.map((e: { type: string }) => e.type)).toEqual(['match.started']);
    expect(botStarted.events[0].data).toMatchObject({ matchId: id, version: v, seats: [1] });

    expect((await alice.post(`/v1/matches/${id}/moves`, add(v))).status).toBe(200);
    const botTurn = (await bot.get(`/v1/me/events?after=${botStarted.next}`)).body;
    expect(botTurn.events).toEqual([expect.objectContaining({ type: 'turn', data: { matchId: id, seat: 1, version: v + 1, deadline: null } })]);
    expect((await bot.post(`/v1/matches/${id}/moves`, add(v + 1, 2))).body.status).toBe('finished');

    const botEnd = (await bot.get(`/v1/me/events?after=${botTurn.next}`)).body.events;
    expect(botEnd.map((e: { type: string; data: unknown }) => [e.type, e.data])).toEqual([['match.finished', { matchId: id, version: v + 2 }]]);
    const aliceAll = (await alice.get('/v1/me/events')).body.events;
    expect(aliceAll.map((e: { seq: number }) => e.seq)).toEqual([1, 2, 3]);
    expect(aliceAll.at(-1).type).toBe('match.finished');
  });

  it('tells a user invited by id after creation, and seats them in the invited seat when they join', async () => {
    const { client: host, user: hostUser } = await api.client.guest('Host');
    const made = (await host.post('/v1/bots', { name: 'Late invitee' })).body;
    const bot = host.as(made.token);
    const id = (await host.post('/v1/matches', { gameId: 'race-to-ten', players: 3 })).body.id;
    const invited = await host.post(`/v1/matches/${id}/invitations`, { userId: made.bot.id, seat: 2 });
    expect(invited.status).toBe(201);
    const inbox = (await bot.get('/v1/me/events')).body.events;
    expect(inbox).toEqual([
      expect.objectContaining({ type: 'invitation', matchId: id, data: { matchId: id, gameId: 'race-to-ten', seat: 2, invitedBy: hostUser.id, invitationId: invited.body.id } }),
    ]);
    const joined = await bot.post(`/v1/matches/${id}/join`);
    expect(joined.body).toMatchObject({ seat: 2, status: 'waiting' });
  });

  it('long-poll returns as soon as an event arrives, and empty after `wait`', async () => {
    const { id, seated } = await startedRace(api.client, 2);
    const p1 = seated[1]!.client;
    const { next } = (await p1.get('/v1/me/events')).body;

    const started = Date.now();
    const empty = await p1.get(`/v1/me/events?after=${next}&wait=1`);
    expect(empty.body).toEqual({ events: [], next });
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);

    const polling = p1.get(`/v1/me/events?after=${next}&wait=30`);
    await new Promise((r) => setTimeout(r, 100));
    const match = (await seated[0]!.client.get(`/v1/matches/${id}`)).body;
    await seated[0]!.client.post(`/v1/matches/${id}/moves`, add(match.version));
    const got = await polling;
    expect(got.body.events).toEqual([expect.objectContaining({ type: 'turn', data: expect.objectContaining({ matchId: id, seat: 1, version: match.version + 1 }) })]);
    expect(Date.now() - started).toBeLessThan(25_000);
  });

  it('SSE sends every event with its seq as id, heartbeats when idle, and resumes with Last-Event-ID losing nothing', async () => {
    const { id, seated } = await startedRace(api.client, 2, { target: 30 });
    const [p0, p1] = [seated[0]!.client, seated[1]!.client];
    let version = (await p0.get(`/v1/matches/${id}`)).body.version;
    const play = async (who: typeof p0) => {
      const res = await who.post(`/v1/matches/${id}/moves`, add(version));
      expect(res.status).toBe(200);
      version = res.body.version;
    };
    const stream = (headers: Record<string, string> = {}) =>
      api.client.app.request('/v1/me/events/stream', { headers: { Authorization: `Bearer ${p1.token}`, ...headers } });

    const first = await stream();
    expect(first.status).toBe(200);
    expect(first.headers.get('Content-Type')).toContain('text/event-stream');
    const firstBatch = await readSse(first, (seen) => seen.some((m) => m.comment === 'heartbeat'));
    const firstEvents = firstBatch.filter((m) => m.id !== undefined);
    expect(firstEvents.map((m) => m.event)).toEqual(['match.started']);

    // Six moves while the bot is away: three turns for seat 1.
    for (let i = 0; i < 3; i++) {
      await play(p0);
      await play(p1);
    }
    const resumed = await stream({ 'Last-Event-ID': firstEvents.at(-1)!.id! });
    const secondBatch = (await readSse(resumed, (seen) => seen.filter((m) => m.id).length >= 3)).filter((m) => m.id);
    const all = [...firstEvents, ...secondBatch];
    expect(all.map((m) => Number(m.id))).toEqual([1, 2, 3, 4]);
    expect(secondBatch.map((m) => m.event)).toEqual(['turn', 'turn', 'turn']);
    expect(secondBatch.map((m) => JSON.parse(m.data!).seq)).toEqual([2, 3, 4]);

    // A live stream gets an event made while it is open.
    const live = await stream({ 'Last-Event-ID': '4' });
    const reading = readSse(live, (seen) => seen.some((m) => m.id));
    await play(p0);
    const liveEvents = (await reading).filter((m) => m.id);
    expect(liveEvents.map((m) => [m.id, m.event])).toEqual([['5', 'turn']]);
  });

  it('keeps seqs gap-free and ordered when moves in many matches race', async () => {
    const { client: bot, user } = await api.client.guest('Busy');
    const opponents = await Promise.all(Array.from({ length: 6 }, (_, i) => api.client.guest(`O${i}`)));
    const ids: string[] = [];
    for (const o of opponents) {
      const m = await o.client.post('/v1/matches', { gameId: 'race-to-ten', players: 2, invite: [{ seat: 1, userId: user.id }] });
      ids.push(m.body.id);
      await bot.post(`/v1/matches/${m.body.id}/join`);
    }
    await Promise.all(
      opponents.map(async (o, i) => {
        const m = (await o.client.get(`/v1/matches/${ids[i]}`)).body;
        expect((await o.client.post(`/v1/matches/${ids[i]}/moves`, add(m.version))).status).toBe(200);
      }),
    );
    const all = (await bot.get('/v1/me/events')).body.events;
    expect(all.map((e: { seq: number }) => e.seq)).toEqual(Array.from({ length: 18 }, (_, i) => i + 1));
    expect(all.filter((e: { type: string }) => e.type === 'turn')).toHaveLength(6);
  });

  it('finishes many matches between the same two players at once without a lost event or a deadlock', async () => {
    const a = await api.client.guest('A');
    const b = await api.client.guest('B');
    // Half the matches have A in seat 0, half B: each final move writes to both inboxes.
    const ids: { id: string; first: typeof a; second: typeof a }[] = [];
    for (let i = 0; i < 8; i++) {
      const [first, second] = i % 2 ? [a, b] : [b, a];
      const m = await first.client.post('/v1/matches', { gameId: 'race-to-ten', players: 2, options: { target: 3 }, invite: [{ seat: 1, userId: second.user.id }] });
      await second.client.post(`/v1/matches/${m.body.id}/join`);
      ids.push({ id: m.body.id, first, second });
    }
    // 0 -> 1 (seat 0), then the winning 1 -> 3 (seat 1) in every match at once.
    for (const { id, first } of ids) await first.client.post(`/v1/matches/${id}/moves`, add((await first.client.get(`/v1/matches/${id}`)).body.version));
    const finals = await Promise.all(ids.map(async ({ id, second }) => second.client.post(`/v1/matches/${id}/moves`, add((await second.client.get(`/v1/matches/${id}`)).body.version, 2))));
    expect(finals.map((f) => f.status)).toEqual(finals.map(() => 200));
    for (const who of [a, b]) {
      const events = (await who.client.get('/v1/me/events')).body.events as { seq: number; type: string }[];
      expect(events.map((e) => e.seq)).toEqual(events.map((_, i) => i + 1));
      expect(events.filter((e) => e.type === 'match.finished')).toHaveLength(8);
    }
  });
});
