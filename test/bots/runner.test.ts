import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runArena } from '../../src/bots/arena.js';
import { runBot, type RunnerStats } from '../../src/bots/runner.js';
import { randomStrategy, strategyByName } from '../../src/bots/strategy.js';
import { randomInt, seedRng } from '../../src/engine/index.js';
import type { Database } from '../../src/db/client.js';
import { TestClient, testApp } from '../support/api.js';
import { openTestDatabase } from '../support/databases.js';
import { listen } from '../support/server.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A person over HTTP: plays the first legal move whenever one of their seats must act. */
async function playAsPerson(person: TestClient, matchId: string, until: (m: any) => boolean, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  let personMoves = 0;
  for (;;) {
    const match = (await person.get(`/v1/matches/${matchId}`)).body;
    if (until(match)) return { match, personMoves };
    if (Date.now() > deadline) throw new Error(`match ${matchId} stuck at version ${match.version}`);
    if (match.status === 'active' && match.activeSeats.includes(match.seat)) {
      const legal = (await person.get(`/v1/matches/${matchId}/legal-moves`)).body;
      if (legal.version === match.version && legal.moves.length) {
        const res = await person.post(`/v1/matches/${matchId}/moves`, { expectedVersion: match.version, move: legal.moves[0] });
        if (res.status === 200) personMoves += 1;
        continue;
      }
    }
    await sleep(20);
  }
}

describe('the bot runner over HTTP (pglite)', () => {
  let database: Database;
  let server: { url: string; close(): Promise<void> };
  let client: TestClient;
  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    const app = testApp(database.db, { inbox: { pollMs: 20 } });
    server = await listen(app);
    client = new TestClient(app);
  });
  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  async function personAndBot(name: string) {
    const { client: person, user } = await client.guest(name);
    const made = (await person.post('/v1/bots', { name: `${name}Bot` })).body;
    return { person, personId: user.id, botId: made.bot.id as string, botToken: made.token as string };
  }

  it.each([
    ['race-to-ten', 'random'],
    ['ruin-runner', 'random'],
    ['ruin-runner', 'ismcts'],
  ])('accepts an invitation and plays a whole %s match against a person (%s strategy)', async (gameId, strategyName) => {
    const { person, botId, botToken } = await personAndBot(`P-${gameId}-${strategyName}`);
    const stop = new AbortController();
    const strategy = strategyByName(strategyName, { seed: 'r', thinkMs: 20 });
    const running = runBot({ url: server.url, token: botToken, strategy, signal: stop.signal, waitSeconds: 2 });
    const created = await person.post('/v1/matches', { gameId, players: 2, invite: [{ seat: 1, userId: botId }] });
    expect(created.status).toBe(201);
    const { match, personMoves } = await playAsPerson(person, created.body.id, (m) => m.status === 'finished', 110_000);
    stop.abort();
    const stats = await running;
    expect(match.seats[1].userId).toBe(botId);
    expect(stats.joined).toBe(1);
    expect(stats.moves).toBeGreaterThan(0);
    expect(personMoves).toBeGreaterThan(0);
    const moves = await database.db.execute(`select actor_id, count(*)::int as n from moves where match_id = '${match.id}' group by actor_id`);
    const byActor = Object.fromEntries((moves as unknown as { rows: { actor_id: string; n: number }[] }).rows.map((r) => [r.actor_id, r.n]));
    expect(byActor[botId]).toBe(stats.moves);
  });

  it('survives dropped connections and a restart, resuming from the last seq', async () => {
    const { person, botId, botToken } = await personAndBot('Restart');
    // A quarter of the first runner's requests fail as a dropped connection would (a seeded
    // pattern, so the test does not depend on luck).
    const drops = seedRng('drops');
    const flaky: typeof fetch = async (input, init) => {
      if (randomInt(drops, 4) === 0) throw new TypeError('fetch failed: socket hang up');
      return fetch(input, init);
    };
    let cursor = 0;
    const first = new AbortController();
    const firstRun = runBot({ url: server.url, token: botToken, strategy: randomStrategy('x'), signal: first.signal, fetch: flaky, retryMs: 10, waitSeconds: 1, onCursor: (s) => void (cursor = s) });
    const created = await person.post('/v1/matches', { gameId: 'race-to-ten', players: 2, options: { target: 30 }, invite: [{ seat: 1, userId: botId }] });
    const id = created.body.id;
    // Play until the bot has moved at least twice, then stop it.
    await playAsPerson(person, id, (m) => m.version >= 6);
    first.abort();
    const firstStats: RunnerStats = await firstRun;
    expect(firstStats.errors).toBeGreaterThan(0);
    expect(firstStats.moves).toBeGreaterThan(0);
    expect(cursor).toBeGreaterThan(0);

    // While it is down, the person moves: the bot's turn waits in its inbox.
    await playAsPerson(person, id, (m) => m.status === 'finished' || !m.activeSeats.includes(0));
    const second = new AbortController();
    const secondRun = runBot({ url: server.url, token: botToken, strategy: randomStrategy('y'), signal: second.signal, after: cursor, waitSeconds: 1 });
    const { match } = await playAsPerson(person, id, (m) => m.status === 'finished');
    second.abort();
    const secondStats = await secondRun;
    expect(match.status).toBe('finished');
    expect(secondStats.moves).toBeGreaterThan(0);
    expect(secondStats.joined).toBe(0);
  });

  it('declines an invitation it cannot take at its concurrent-match limit, freeing the seat', async () => {
    const { client: person } = await client.guest('Busy host');
    const made = (await person.post('/v1/bots', { name: 'OneAtATime', maxConcurrentMatches: 1 })).body;
    const stop = new AbortController();
    const running = runBot({ url: server.url, token: made.token, strategy: randomStrategy('busy'), signal: stop.signal, waitSeconds: 1 });
    const first = (await person.post('/v1/matches', { gameId: 'race-to-ten', players: 2, options: { target: 30 }, invite: [{ seat: 1, userId: made.bot.id }] })).body.id;
    await playAsPerson(person, first, (m) => m.status === 'active');
    const second = (await person.post('/v1/matches', { gameId: 'race-to-ten', players: 2, invite: [{ seat: 1, userId: made.bot.id }] })).body.id;
    const invitationOf = async () => (await database.db.execute(`select id, status from invitations where match_id = '${second}'`)) as unknown as { rows: { id: string; status: string }[] };
    const deadline = Date.now() + 30_000;
    while ((await invitationOf()).rows[0]?.status === 'pending' && Date.now() < deadline) await sleep(20);
    stop.abort();
    const stats = await running;
    expect(stats.joined).toBe(1);
    expect((await invitationOf()).rows[0]?.status).toBe('declined');
    const { client: stranger } = await client.guest('Taker');
    expect((await stranger.post(`/v1/matches/${second}/join`)).body).toMatchObject({ seat: 1, status: 'active' });
  });

  it('plays both seats to the end when an owner seats two of their own bots with one token (seat: null)', async () => {
    const { client: owner, user } = await client.guest('Owner of two');
    const red = (await owner.post('/v1/bots', { name: 'Red' })).body;
    const blue = (await owner.post('/v1/bots', { name: 'Blue' })).body;
    const stop = new AbortController();
    const runners = [red, blue].map((b, i) => runBot({ url: server.url, token: b.token, strategy: randomStrategy(`duel-${i}`), signal: stop.signal, waitSeconds: 1 }));
    const created = await owner.post('/v1/matches', {
      gameId: 'ruin-runner',
      players: 2,
      seat: null,
      invite: [
        { seat: 0, userId: red.bot.id },
        { seat: 1, userId: blue.bot.id },
      ],
    });
    expect(created.status).toBe(201);
    expect(created.body.seat).toBeNull();
    expect(created.body.seats.map((s: { userId: string | null }) => s.userId)).toEqual([null, null]);
    const id = created.body.id;
    const deadline = Date.now() + 110_000;
    let match = created.body;
    while (match.status !== 'finished' && Date.now() < deadline) {
      await sleep(100);
      match = (await owner.get(`/v1/matches/${id}`)).body;
    }
    stop.abort();
    const stats = await Promise.all(runners);
    expect(match.status).toBe('finished');
    expect(match.seats.map((s: { userId: string }) => s.userId)).toEqual([red.bot.id, blue.bot.id]);
    expect(match.seats.map((s: { userId: string }) => s.userId)).not.toContain(user.id);
    expect(stats.map((s) => s.joined)).toEqual([1, 1]);
    expect(stats.every((s) => s.moves > 0)).toBe(true);
    const moves = await database.db.execute(`select count(*)::int as n from moves where match_id = '${id}' and actor_id = '${user.id}'`);
    expect((moves as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });

  it('the arena plays matches between strategies and counts wins', async () => {
    const results = await runArena({ url: server.url, gameId: 'race-to-ten', players: 2, matches: 4, bots: ['random', 'random'] });
    expect(results).toEqual([{ strategy: 'random', seats: 8, wins: 4, winRate: 0.5 }]);
  });
});
