import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import ws from 'ws';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { neonConfig } from '@neondatabase/serverless';
import { startWsBridge } from '../../scripts/ws-bridge.js';
import type { Db } from '../../src/db/client.js';
import { openNeon } from '../../src/db/neon.js';
import { openNodeDatabase } from '../../src/db/node.js';
import { schema } from '../../src/db/schema.js';
import { TestClient, testApp, type ApiResponse } from '../support/api.js';
import { createScratchDatabase } from '../support/databases.js';
import { startRoundTripProxy, type RoundTripProxy } from '../support/round-trip-proxy.js';

/**
 * Database round trips per request on the production path (issue 27, item 2), counted at a TCP
 * proxy in front of PostgreSQL (test/support/round-trip-proxy.ts): for node-postgres (the driver
 * behind Hyperdrive on Workers, and on Node) between a pool of one connection and the server;
 * for Neon's driver between its WebSocket bridge and the server. Each request runs on a
 * connection already open and used, so connection set-up is not counted; a request that opened
 * another connection fails here. The counts include the checks every request makes (a signed-out
 * session, an Idempotency-Key's kept answer) and are exact: one more round trip fails the test.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const origin = 'https://play.reliquary.test';

describe.skipIf(!serverUrl).each(['postgres', 'neon'] as const)('database round trips per request (%s)', (driver) => {
  let proxy: RoundTripProxy;
  let db: Db;
  let client: TestClient;
  const closers: (() => Promise<unknown>)[] = [];

  beforeAll(async () => {
    const scratch = await createScratchDatabase(serverUrl as string);
    closers.push(() => scratch.drop());
    await (await openNodeDatabase({ url: scratch.url })).close();
    const target = new URL(scratch.url);
    proxy = await startRoundTripProxy({ host: target.hostname, port: Number(target.port || 5432) });
    closers.unshift(() => proxy.close());
    const proxied = new URL(scratch.url);
    proxied.hostname = '127.0.0.1';
    proxied.port = String(proxy.port);
    if (driver === 'postgres') {
      // One connection, as Hyperdrive's pool per request (src/db/hyperdrive.ts): a request cannot
      // hide a round trip on a second one.
      const pool = new pg.Pool({ connectionString: proxied.toString(), max: 1 });
      closers.unshift(() => pool.end());
      db = drizzle(pool, { schema }) as unknown as Db;
    } else {
      const bridge = await startWsBridge();
      closers.unshift(() => bridge.close());
      neonConfig.webSocketConstructor = ws;
      const neon = openNeon(proxied.toString(), { wsProxy: `127.0.0.1:${bridge.port}` });
      closers.unshift(() => neon.close());
      db = neon.db;
    }
    // A known client address: guests count against LIMIT_GUESTS_PER_HOUR, as in production.
    client = new TestClient(testApp(db, { clientAddress: () => '203.0.113.7' }));
  });
  afterAll(async () => {
    for (const close of closers) await close();
  });

  /** The round trips `request` costs, on a connection that is open and warm. */
  async function trips<T>(request: () => Promise<T>): Promise<[number, T]> {
    await db.execute(sql`select 1`);
    proxy.reset();
    const result = await request();
    const counted = proxy.roundTrips;
    expect(proxy.connections, 'a connection opened during the request').toBe(0);
    return [counted, result];
  }

  /** Runs each request in turn, checks its status, and answers the round trips of each by name. */
  async function count(requests: [name: string, status: number, request: () => Promise<ApiResponse | Response>][]): Promise<Record<string, number>> {
    const counts: Record<string, number> = {};
    for (const [name, status, request] of requests) {
      const [n, res] = await trips(request);
      expect(res.status, name).toBe(status);
      counts[name] = n;
    }
    return counts;
  }

  const browserGuest = async (name: string) =>
    client.app.request(`${origin}/v1/auth/browser/guest`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'reliquary-web', Origin: origin },
      body: JSON.stringify({ name }),
    });

  it('creates a guest in 1', async () => {
    expect(
      await count([
        ['POST /v1/auth/guest', 201, () => client.post('/v1/auth/guest', { name: 'Ada' })],
        ['POST /v1/auth/browser/guest', 201, () => browserGuest('Bea')],
      ]),
    ).toEqual({ 'POST /v1/auth/guest': 1, 'POST /v1/auth/browser/guest': 1 });
  });

  it('creates a match in 1', async () => {
    const { client: ada } = await client.guest('Ada');
    const { user: bob } = await client.guest('Bob');
    const race = { gameId: 'race-to-ten', players: 2 };
    expect(
      await count([
        ['waiting for players', 201, () => ada.post('/v1/matches', race)],
        ['with an Idempotency-Key', 201, () => ada.post('/v1/matches', race, { 'Idempotency-Key': 'create-1' })],
        ['its retry (replayed)', 201, () => ada.post('/v1/matches', race, { 'Idempotency-Key': 'create-1' })],
        ['with an invitation', 201, () => ada.post('/v1/matches', { ...race, invite: [{ seat: 1, userId: bob.id }] })],
        [
          'with a computer player and a clock (starts at once)',
          201,
          () => ada.post('/v1/matches', { ...race, computer: [{ seat: 1, level: 'easy' }], timeControl: { perMoveSeconds: 3600 } }),
        ],
      ]),
    ).toEqual({
      'waiting for players': 1,
      'with an Idempotency-Key': 1,
      'its retry (replayed)': 1,
      'with an invitation': 1,
      'with a computer player and a clock (starts at once)': 1,
    });
  });

  it('joins in 2', async () => {
    const [ada, bob, cy, di] = await Promise.all(['Ada', 'Bob', 'Cy', 'Di'].map((name) => client.guest(name)));
    const open = async (players: number) =>
      (await ada!.client.post('/v1/matches', { gameId: 'race-to-ten', players, timeControl: { perMoveSeconds: 3600 } })).body.id as string;
    const three = await open(3);
    const two = await open(2);
    expect(
      await count([
        ['a seat', 200, () => bob!.client.post(`/v1/matches/${three}/join`)],
        ['the last seat (starts the match and its clock)', 200, () => cy!.client.post(`/v1/matches/${three}/join`)],
        ['with an Idempotency-Key', 200, () => di!.client.post(`/v1/matches/${two}/join`, undefined, { 'Idempotency-Key': 'join-1' })],
        ['its retry (replayed)', 200, () => di!.client.post(`/v1/matches/${two}/join`, undefined, { 'Idempotency-Key': 'join-1' })],
      ]),
    ).toEqual({
      'a seat': 2,
      'the last seat (starts the match and its clock)': 2,
      'with an Idempotency-Key': 2,
      'its retry (replayed)': 1,
    });
  });

  it('reads a match and its legal moves in 1', async () => {
    const { client: ada } = await client.guest('Ada');
    const { client: bob } = await client.guest('Bob');
    const id = (await ada.post('/v1/matches', { gameId: 'race-to-ten', players: 2 })).body.id as string;
    await bob.post(`/v1/matches/${id}/join`);
    const etag = (await ada.get(`/v1/matches/${id}`)).headers.get('ETag') as string;
    expect(
      await count([
        ['GET match', 200, () => ada.get(`/v1/matches/${id}`)],
        ['GET match, anonymous', 200, () => client.as(undefined).get(`/v1/matches/${id}`)],
        ['GET match, not modified', 304, () => ada.get(`/v1/matches/${id}`, { 'If-None-Match': etag })],
        ['GET match, modified', 200, () => ada.get(`/v1/matches/${id}`, { 'If-None-Match': `W/"${id}.0.0"` })],
        ['GET legal moves', 200, () => ada.get(`/v1/matches/${id}/legal-moves`)],
      ]),
    ).toEqual({ 'GET match': 1, 'GET match, anonymous': 1, 'GET match, not modified': 1, 'GET match, modified': 1, 'GET legal moves': 1 });
  });

  it('moves in 1 (2 when this process has not read the match at that version)', async () => {
    const { client: ada } = await client.guest('Ada');
    const { client: bob } = await client.guest('Bob');
    const id = (await ada.post('/v1/matches', { gameId: 'race-to-ten', players: 2, options: { target: 30 } })).body.id as string;
    await bob.post(`/v1/matches/${id}/join`);
    const move = { type: 'add', amount: 1 };
    let version = (await ada.get(`/v1/matches/${id}`)).body.version as number;
    const [seen] = await trips(() => ada.post(`/v1/matches/${id}/moves`, { expectedVersion: version, move }));
    version++;
    const keyed = { expectedVersion: version, move };
    const [withKey, first] = await trips(() => bob.post(`/v1/matches/${id}/moves`, keyed, { 'Idempotency-Key': 'move-1' }));
    const [retry, again] = await trips(() => bob.post(`/v1/matches/${id}/moves`, keyed, { 'Idempotency-Key': 'move-1' }));
    version++;
    // Another process (another app on the same database) has not read the match.
    const elsewhere = new TestClient(testApp(db)).as(ada.token);
    const [unseen, moved] = await trips(() => elsewhere.post(`/v1/matches/${id}/moves`, { expectedVersion: version, move }));
    expect([first.status, again.status, again.headers.get('Idempotent-Replayed'), moved.status]).toEqual([200, 200, 'true', 200]);
    expect({ seen, withKey, retry, unseen }).toEqual({ seen: 1, withKey: 1, retry: 1, unseen: 2 });
  });
});
