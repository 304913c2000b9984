import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDispatcher } from '../../src/notify/dispatcher.js';
import { sendPush } from '../../src/notify/push/send.js';
import { publicOnlyFetch } from '../../src/webhooks/public-fetch.js';
import { devMailer } from '../../src/notify/transports/dev.js';
import { games } from '../../src/games/index.js';
import { testJwtSecret, type TestClient } from '../support/api.js';
import { testDrivers } from '../support/databases.js';
import { fakeClock, minutes } from '../support/mail.js';
import { startPushService, testVapidKeys } from '../support/push.js';
import { useApi } from '../support/setup.js';

const notify = { publicUrl: 'https://api.reliquary.test', webUrl: 'https://play.reliquary.test/m/{matchId}', from: 'Reliquary <play@reliquary.test>' };
const vapid = testVapidKeys();
const push = { vapid, allowPrivate: true };
type Rows = { rows: Record<string, unknown>[] };

describe.each(testDrivers)('Web Push of turns through the dispatcher, decrypted by a local push service (%s)', (driver) => {
  const clock = fakeClock();
  const api = useApi(driver, { now: clock.now, notify, config: { push } });
  let service: Awaited<ReturnType<typeof startPushService>>;
  beforeAll(async () => {
    service = await startPushService();
  });
  afterAll(() => service.close());
  const dispatch = () => runDispatcher({ db: api.database.db, games, mailer: devMailer({ log: () => {} }), secret: testJwtSecret, notify, now: clock.now, push });
  const messages = (browser: string) => service.received.filter((r) => r.browser === browser).map((r) => JSON.parse(r.text) as Record<string, unknown>);

  async function subscribe(client: TestClient, browser: string) {
    const res = await client.post('/v1/me/push-subscriptions', service.browser(browser).subscription);
    expect(res.status).toBe(201);
    return res.body.id as string;
  }

  /** Two guests in a Ruin Runner match (hidden hands and resource cards), each with a subscribed browser. */
  async function table(tag: string, seed = `seed-${tag}`) {
    const ada = await api.client.guest(`Ada ${tag}`);
    const bob = await api.client.guest(`Bob ${tag}`);
    await subscribe(ada.client, `ada-${tag}`);
    await subscribe(bob.client, `bob-${tag}`);
    const created = await ada.client.post('/v1/matches', { gameId: 'ruin-runner', players: 2, seed });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const joined = await bob.client.post(`/v1/matches/${created.body.id}/join`);
    expect(joined.body.status).toBe('active');
    const first = joined.body.activeSeats[0] === 0 ? { who: ada, browser: `ada-${tag}` } : { who: bob, browser: `bob-${tag}` };
    const other = first.who === ada ? { who: bob, browser: `bob-${tag}` } : { who: ada, browser: `ada-${tag}` };
    return { id: created.body.id as string, version: joined.body.version as number, first, other };
  }

  it('pushes the player whose turn it is once: signed with VAPID, encrypted to their browser, naming the match and the game only', async () => {
    const t = await table('one');
    // Past the activity grace (joining and creating count as being at the table).
    clock.advance(minutes(5));
    const report = await dispatch();
    expect(report.pushed).toBe(1);
    await service.waitFor(1);
    expect(service.rejected).toEqual([]);
    const [message, ...more] = messages(t.first.browser);
    expect(more).toEqual([]);
    expect(messages(t.other.browser)).toEqual([]);
    expect(message).toEqual({
      type: 'turn',
      matchId: t.id,
      gameId: 'ruin-runner',
      version: t.version,
      title: 'Your turn in Ruin Runner',
      body: `It is your turn in Ruin Runner (match ${t.id}).`,
      url: `https://play.reliquary.test/m/${t.id}`,
      tag: `turn:${t.id}`,
    });
    const received = service.received.find((r) => r.browser === t.first.browser)!;
    expect(received.vapidKey).toBe(vapid.publicKey);
    expect(received.claims).toMatchObject({ sub: vapid.subject, aud: service.origin.replace('http:', 'https:') });
    expect(received.headers.urgency).toBe('high');
    // The padded record hides the length of what it carries.
    expect(Number(received.headers['content-length'])).toBe(4096);

    // Once per turn: later passes push nothing more for it.
    await dispatch();
    await dispatch();
    expect(messages(t.first.browser)).toHaveLength(1);
  });

  it('carries nothing the seat may not know: no seed, no hand, nothing of the state; two deals differ only in the match id', async () => {
    const a = await table('deal-a', 'one-deal');
    const b = await table('deal-b', 'another-deal');
    clock.advance(minutes(5));
    await dispatch();
    const [pa] = messages(a.first.browser);
    const [pb] = messages(b.first.browser);
    expect(pa && pb).toBeTruthy();
    const raw = service.received.filter((r) => [a.first.browser, b.first.browser].includes(r.browser)).map((r) => r.text);
    for (const [match, text] of [[a, raw[0]!], [b, raw[1]!]] as const) {
      const row = ((await api.database.db.execute(sql`select seed, state from matches where id = ${match.id}`)) as unknown as Rows).rows[0]!;
      expect(text).not.toContain(String(row.seed));
      expect(text).not.toMatch(/hand|tiles|resource|secret|seed|rng|state|view|deck/i);
      // No value of the hidden state shows up as text either (its longer strings and arrays).
      const state = row.state as Record<string, unknown>;
      for (const value of Object.values(state)) {
        const json = JSON.stringify(value);
        if (json && json.length > 8) expect(text).not.toContain(json);
      }
    }
    const normal = (m: Record<string, unknown>, id: string) => JSON.parse(JSON.stringify(m).replaceAll(id, 'MATCH'));
    expect(normal(pa!, a.id)).toEqual(normal(pb!, b.id));
  });

  it('drops a subscription its push service answers 410 for, and still pushes to the others', async () => {
    const t = await table('gone');
    const second = await subscribe(t.first.who.client, `${t.first.browser}-old`);
    service.answer(`${t.first.browser}-old`, 410);
    clock.advance(minutes(5));
    const report = await dispatch();
    expect(report.pushGone).toBe(1);
    expect(messages(t.first.browser)).toHaveLength(1);
    const left = ((await api.database.db.execute(sql`select id from push_subscriptions where id = ${second}`)) as unknown as Rows).rows;
    expect(left).toEqual([]);
  });

  it('pushes nothing to a player who turned push off, or whose turn was played before the dispatcher ran', async () => {
    const off = await table('off');
    expect((await off.first.who.client.request('PATCH', '/v1/me', { body: { preferences: { push: false } } })).status).toBe(200);
    clock.advance(minutes(5));
    await dispatch();
    expect(messages(off.first.browser)).toEqual([]);

    const played = await table('played');
    const legal = await played.first.who.client.get(`/v1/matches/${played.id}/legal-moves`);
    const moved = await played.first.who.client.post(`/v1/matches/${played.id}/moves`, { expectedVersion: legal.body.version, move: legal.body.moves[0] });
    expect(moved.status).toBe(200);
    // The turn row of the first player is still queued; by the time it is looked at, the turn is gone.
    clock.advance(minutes(5));
    await dispatch();
    const stillTheirTurn = moved.body.activeSeats.length > 0 && (await played.first.who.client.get('/v1/me/turns')).body.turns.some((t: { matchId: string }) => t.matchId === played.id);
    if (!stillTheirTurn) expect(messages(played.first.browser)).toEqual([]);
  });

  it('waits while the player was active in the last NOTIFY_ACTIVE_GRACE_S seconds, like the turn email', async () => {
    const t = await table('grace');
    clock.advance(minutes(5));
    await dispatch();
    expect(messages(t.first.browser)).toHaveLength(1);
    // The first player plays their turn out, then the other theirs: the first is to act again, having just played.
    const playTurn = async (who: typeof t.first) => {
      for (let i = 0; i < 20; i++) {
        const legal = await who.who.client.get(`/v1/matches/${t.id}/legal-moves`);
        if (legal.status !== 200 || legal.body.moves.length === 0) return;
        const moved = await who.who.client.post(`/v1/matches/${t.id}/moves`, { expectedVersion: legal.body.version, move: legal.body.moves[0] });
        expect(moved.status).toBe(200);
      }
    };
    await playTurn(t.first);
    await playTurn(t.other);
    const turns = await t.first.who.client.get('/v1/me/turns');
    expect(turns.body.turns.map((x: { matchId: string }) => x.matchId)).toContain(t.id);
    const early = await dispatch();
    expect(early.deferred).toBeGreaterThan(0);
    expect(messages(t.first.browser)).toHaveLength(1);
    clock.advance(minutes(3));
    await dispatch();
    const after = messages(t.first.browser);
    expect(after.length).toBeGreaterThan(1);
    expect(after.at(-1)).toMatchObject({ matchId: t.id, tag: `turn:${t.id}` });
  });

  it('goes through Node’s public-only fetch: bytes reach the push service, and a name resolving to an internal address is refused', async () => {
    const browser = service.browser('node-fetch');
    const target = { endpoint: browser.subscription.endpoint, ...browser.subscription.keys };
    const before = service.received.length;
    const loopbackAllowed = publicOnlyFetch({ isBlocked: () => false });
    expect(await sendPush({ vapid, allowPrivate: true, fetch: loopbackAllowed }, target, '{"type":"turn"}', 'mat_x')).toEqual({ ok: true, status: 201 });
    await service.waitFor(before + 1);
    expect(service.received.at(-1)).toMatchObject({ browser: 'node-fetch', text: '{"type":"turn"}' });
    // A public-looking name that resolves to this machine.
    const named = { ...target, endpoint: target.endpoint.replace('127.0.0.1', 'push.example.com') };
    const resolveHere = async () => [{ address: '127.0.0.1', family: 4 }];
    const refused = await sendPush({ vapid, allowPrivate: true, fetch: publicOnlyFetch({ resolve: resolveHere }) }, named, '{"type":"turn"}');
    expect(refused).toMatchObject({ ok: false, gone: false, error: expect.stringMatching(/internal address/) });
  });
});
