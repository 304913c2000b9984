/// <reference types="@cloudflare/vitest-pool-workers/types" />
import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from 'cloudflare:test';
import { exports } from 'cloudflare:workers';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openNeon } from '../../src/db/neon.js';
import workerModule from '../../src/worker.js';

const worker = (exports as unknown as { default: Fetcher }).default;
const hasDatabase = Boolean((env as { DATABASE_URL?: string }).DATABASE_URL);
const url = (path: string) => `http://reliquary.test${path}`;

async function call(path: string, token?: string, body?: unknown) {
  const headers: Record<string, string> = {};
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const res = await worker.fetch(new Request(url(path), { method: body === undefined ? 'GET' : 'POST', headers, ...(body !== undefined ? { body: JSON.stringify(body) } : {}) }));
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

/** A WebSocket opened through the Worker; `next` waits for the next message (JSON). */
async function openSocket(path: string, token?: string) {
  const res = await worker.fetch(new Request(url(path), { headers: { Upgrade: 'websocket', ...(token ? { Authorization: `Bearer ${token}` } : {}) } }));
  expect(res.status).toBe(101);
  const ws = res.webSocket as WebSocket;
  ws.accept();
  const queue: string[] = [];
  let wake: (() => void) | undefined;
  ws.addEventListener('message', (e) => {
    queue.push(String(e.data));
    wake?.();
  });
  return {
    ws,
    async next(timeoutMs = 5000): Promise<any> {
      const deadline = Date.now() + timeoutMs;
      while (queue.length === 0) {
        if (Date.now() >= deadline) return undefined;
        await new Promise<void>((resolve) => {
          wake = resolve;
          setTimeout(resolve, 50);
        });
      }
      const text = queue.shift() as string;
      return text === 'pong' ? text : JSON.parse(text);
    },
  };
}

/** Reads SSE messages from a response until `count` events came. */
async function readEvents(res: Response, count: number): Promise<{ id: string; event: string; data: any }[]> {
  const reader = (res.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const out: { id: string; event: string; data: any }[] = [];
  while (out.length < count) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const fields: Record<string, string> = Object.fromEntries(block.split('\n').filter((l) => !l.startsWith(':')).map((l) => [l.slice(0, l.indexOf(':')), l.slice(l.indexOf(':') + 2)]));
      if (fields.event) out.push({ id: fields.id ?? '', event: fields.event, data: JSON.parse(fields.data ?? 'null') });
    }
  }
  await reader.cancel();
  return out;
}

/** The cron, as Cloudflare runs it (src/worker.ts `scheduled`). */
async function runScheduled() {
  const ctx = createExecutionContext();
  await workerModule.scheduled!(createScheduledController({ scheduledTime: Date.now(), cron: '* * * * *' }), env as never, ctx);
  await waitOnExecutionContext(ctx);
}

/** Next messages of a socket until one satisfies `wanted` (undefined after the socket's timeout). */
async function nextMatching(socket: Awaited<ReturnType<typeof openSocket>>, wanted: (m: any) => boolean): Promise<any> {
  for (;;) {
    const m = await socket.next();
    if (m === undefined || wanted(m)) return m;
  }
}

async function startedMatch() {
  const a = (await call('/v1/auth/guest', undefined, { name: 'A' })).body.token as string;
  const b = (await call('/v1/auth/guest', undefined, { name: 'B' })).body.token as string;
  const id = (await call('/v1/matches', a, { gameId: 'ruin-runner', players: 2 })).body.id as string;
  return { a, b, id };
}

async function playFirstLegal(id: string, tokens: string[]) {
  const match = (await call(`/v1/matches/${id}`, tokens[0])).body;
  const token = tokens[match.activeSeats[0]] as string;
  const legal = (await call(`/v1/matches/${id}/legal-moves`, token)).body;
  const moved = await call(`/v1/matches/${id}/moves`, token, { expectedVersion: legal.version, move: legal.moves[0] });
  expect(moved.status).toBe(200);
  return moved.body;
}

describe('push through Durable Objects, inside workerd', () => {
  it.runIf(hasDatabase)('an inbox WebSocket (hibernatable) gets the backlog, then each event the committing Worker announces', async () => {
    const { a, b, id } = await startedMatch();
    const socket = await openSocket('/v1/me/events/stream', b);
    expect((await call(`/v1/matches/${id}/join`, b, {})).status).toBe(200);
    const started = await socket.next();
    expect(started).toMatchObject({ seq: 1, type: 'match.started', matchId: id });
    // Plays until seat 1 (B) must act: a turn event for B arrives on the socket.
    let moved = await playFirstLegal(id, [a, b]);
    while (!moved.activeSeats.includes(1)) moved = await playFirstLegal(id, [a, b]);
    // Every event of B's inbox arrives, in seq order, up to the turn this move gave B.
    const seen = [started];
    while (seen.at(-1)?.data?.version !== moved.version) {
      const next = await socket.next();
      if (!next) break;
      seen.push(next);
    }
    expect(seen.map((e) => e.seq)).toEqual(seen.map((_, i) => i + 1));
    expect(seen.at(-1)).toMatchObject({ type: 'turn', matchId: id, data: { matchId: id, seat: 1, version: moved.version } });
    // Heartbeats are answered without waking the object.
    socket.ws.send('ping');
    expect(await socket.next()).toBe('pong');
    socket.ws.close(1000);
  });

  it.runIf(hasDatabase)('a match stream (SSE and WebSocket) pushes each reader what it would fetch: its own view and legal moves, the spectator the public view', async () => {
    const { a, b, id } = await startedMatch();
    expect((await call(`/v1/matches/${id}/join`, b, {})).status).toBe(200);
    const spectatorSocket = await openSocket(`/v1/matches/${id}/stream`);
    const first = await spectatorSocket.next();
    expect(first).toMatchObject({ matchId: id, version: 1, status: 'active', activeSeats: expect.any(Array), legalMoves: null, lastMove: null });
    expect(first.match).toEqual((await call(`/v1/matches/${id}`)).body);
    const sse = await worker.fetch(new Request(url(`/v1/matches/${id}/stream`), { headers: { Authorization: `Bearer ${a}`, 'Last-Event-ID': '1' } }));
    expect(sse.status).toBe(200);
    expect(sse.headers.get('Content-Type')).toContain('text/event-stream');
    const reading = readEvents(sse, 1);
    const moved = await playFirstLegal(id, [a, b]);
    const [change] = await reading;
    expect(change).toMatchObject({ id: String(moved.version), event: 'match', data: { matchId: id, version: moved.version, status: moved.status, activeSeats: moved.activeSeats } });
    // Seat 0's push is its own GET and legal moves; the spectator's is the public view.
    expect(change!.data.match).toEqual((await call(`/v1/matches/${id}`, a)).body);
    expect(change!.data.legalMoves).toEqual(moved.activeSeats.includes(0) ? (await call(`/v1/matches/${id}/legal-moves`, a)).body : null);
    const seen = await spectatorSocket.next();
    expect(seen.match).toEqual((await call(`/v1/matches/${id}`)).body);
    expect(seen.match.seat).toBeNull();
    expect(seen.legalMoves).toBeNull();
    expect(seen.lastMove.events).toEqual((await call(`/v1/matches/${id}/events?before=${moved.version + 1}&limit=1`)).body.events);
    spectatorSocket.ws.close(1000);
  });

  it.runIf(hasDatabase)('a long poll is woken by the Durable Object when a move gives the user a turn', async () => {
    const { a, b, id } = await startedMatch();
    expect((await call(`/v1/matches/${id}/join`, b, {})).status).toBe(200);
    const match = (await call(`/v1/matches/${id}`, a)).body;
    const waiter = match.activeSeats[0] === 0 ? b : a;
    const { next } = (await call('/v1/me/events', waiter)).body;
    const started = Date.now();
    const polling = call(`/v1/me/events?after=${next}&wait=20`, waiter);
    await playFirstLegal(id, [a, b]);
    const got = (await polling).body;
    // Woken by the first change that wrote to the waiter's inbox, well before the 20 s are up.
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(got.events.length).toBeGreaterThan(0);
    expect(got.events[0]).toMatchObject({ seq: next + 1, matchId: id });
  });

  it.runIf(hasDatabase)('invitations, chat and a matched seek reach the inbox objects too, not only moves', async () => {
    const a = (await call('/v1/auth/guest', undefined, { name: 'Host' })).body;
    const b = (await call('/v1/auth/guest', undefined, { name: 'Guest' })).body;
    const socket = await openSocket('/v1/me/events/stream', b.token);
    // Invited when the match is created…
    const first = (await call('/v1/matches', a.token, { gameId: 'ruin-runner', players: 2, invite: [{ seat: 1, userId: b.user.id }] })).body;
    expect(await socket.next()).toMatchObject({ type: 'invitation', matchId: first.id, data: { seat: 1, invitedBy: a.user.id } });
    // …and by POST …/invitations.
    const second = (await call('/v1/matches', a.token, { gameId: 'ruin-runner', players: 2 })).body;
    expect((await call(`/v1/matches/${second.id}/invitations`, a.token, { userId: b.user.id, seat: 1 })).status).toBe(201);
    expect(await socket.next()).toMatchObject({ type: 'invitation', matchId: second.id });
    // Chat in a started match.
    expect((await call(`/v1/matches/${first.id}/join`, b.token, {})).status).toBe(200);
    expect(await nextMatching(socket, (m) => m.type === 'match.started')).toMatchObject({ matchId: first.id });
    expect((await call(`/v1/matches/${first.id}/chat`, a.token, { text: 'hi from workerd' })).status).toBe(201);
    expect(await nextMatching(socket, (m) => m.type === 'chat')).toMatchObject({ matchId: first.id, data: { text: 'hi from workerd', userId: a.user.id } });
    // A seek that completes a pair starts a match: the waiting seeker hears it.
    expect((await call('/v1/seeks', b.token, { gameId: 'space-relics', players: 2, options: {}, expiresInSeconds: 120 })).body.status).toBe('open');
    const matched = (await call('/v1/seeks', a.token, { gameId: 'space-relics', players: 2, expiresInSeconds: 120 })).body;
    expect(matched.status).toBe('matched');
    expect(await nextMatching(socket, (m) => m.type === 'match.started')).toMatchObject({ matchId: matched.matchId });
    socket.ws.close(1000);
  });

  it.runIf(hasDatabase)('a timeout the cron applies reaches the match object and the inbox objects', async () => {
    const { a, b } = await (async () => ({
      a: (await call('/v1/auth/guest', undefined, { name: 'Slow' })).body,
      b: (await call('/v1/auth/guest', undefined, { name: 'Quick' })).body,
    }))();
    const created = (await call('/v1/matches', a.token, { gameId: 'ruin-runner', players: 2, timeControl: { perMoveSeconds: 60 }, onTimeout: 'skip' })).body;
    const joined = (await call(`/v1/matches/${created.id}/join`, b.token, {})).body;
    expect(joined).toMatchObject({ status: 'active', deadlineAt: expect.any(String) });
    const late = joined.activeSeats[0] as number;
    const tokens = [a.token, b.token];
    const spectator = await openSocket(`/v1/matches/${created.id}/stream`);
    expect(await spectator.next()).toMatchObject({ version: joined.version });
    const inboxes = await Promise.all(tokens.map((t) => openSocket(`/v1/me/events/stream?from=now`, t)));
    // The deadline passes (written straight into the database: the Worker's clock cannot be moved).
    const database = openNeon((env as { DATABASE_URL: string }).DATABASE_URL, { wsProxy: (env as { NEON_WS_PROXY?: string }).NEON_WS_PROXY });
    try {
      await database.db.execute(sql`update matches set deadline_at = now() - interval '1 second' where id = ${created.id}`);
    } finally {
      await database.close();
    }
    await runScheduled();
    const after = (await call(`/v1/matches/${created.id}`, tokens[late])).body;
    expect(after.version).toBe(joined.version + 1);
    expect(await spectator.next()).toMatchObject({ matchId: created.id, version: after.version, status: after.status, activeSeats: after.activeSeats });
    // Whoever must act now hears a turn at the new version.
    for (const seat of after.activeSeats as number[]) {
      expect(await nextMatching(inboxes[seat]!, (m) => m.type === 'turn')).toMatchObject({ matchId: created.id, data: { seat, version: after.version } });
    }
    for (const s of [spectator, ...inboxes]) s.ws.close(1000);
  });
});
