/// <reference types="@cloudflare/vitest-pool-workers/types" />
import { env } from 'cloudflare:test';
import { exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';

const worker = (exports as unknown as { default: Fetcher }).default;
const hasDatabase = Boolean((env as { DATABASE_URL?: string }).DATABASE_URL);

async function call(path: string, token?: string, body?: unknown, method = body === undefined ? 'GET' : 'POST') {
  const headers: Record<string, string> = {};
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const res = await worker.fetch(new Request(`http://reliquary.test${path}`, { method, headers, ...(body !== undefined ? { body: JSON.stringify(body) } : {}) }));
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : null };
}

describe('bots inside workerd (Neon on a real Postgres)', () => {
  it.runIf(hasDatabase)('a bot token is looked up by hash, is invited, joins, gets its turn event and plays', async () => {
    const owner = (await call('/v1/auth/guest', undefined, { name: 'Owner' })).body.token as string;
    const made = await call('/v1/bots', owner, { name: 'WorkerBot' });
    expect(made.status).toBe(201);
    const bot = made.body.token as string;
    const self = await call('/v1/tokens/self', bot);
    expect(self.body).toMatchObject({ kind: 'bot', user: { id: made.body.bot.id } });
    expect(self.headers.get('RateLimit-Policy')).toMatch(/^"per-token";q=\d+;w=60$/);

    const { games } = (await call('/v1/games')).body as { games: { id: string; minPlayers: number; maxPlayers: number }[] };
    const game = games.find((g) => g.minPlayers <= 2 && g.maxPlayers >= 2)!;
    const match = await call('/v1/matches', owner, { gameId: game.id, players: 2, invite: [{ seat: 1, userId: made.body.bot.id }] });
    expect(match.status).toBe(201);
    const invitation = await call('/v1/me/events', bot);
    expect(invitation.body.events.map((e: { type: string }) => e.type)).toEqual(['invitation']);
    const joined = await call(`/v1/matches/${match.body.id}/join`, bot, {});
    expect(joined.status).toBe(200);

    // Whoever must act plays a legal move; the other side then finds a turn event in its inbox.
    const active: number = joined.body.activeSeats[0];
    const mover = active === 0 ? owner : bot;
    const other = active === 0 ? bot : owner;
    const before = (await call('/v1/me/events', other)).body.next as number;
    const legal = await call(`/v1/matches/${match.body.id}/legal-moves`, mover);
    const dry = await call(`/v1/matches/${match.body.id}/moves?dryRun=true`, mover, { expectedVersion: legal.body.version, move: legal.body.moves[0] });
    expect(dry.headers.get('Dry-Run')).toBe('true');
    const moved = await call(`/v1/matches/${match.body.id}/moves`, mover, { expectedVersion: legal.body.version, move: legal.body.moves[0] });
    expect(moved.status).toBe(200);
    const after = await call(`/v1/me/events?after=${before}&wait=2`, other);
    const mine = await call(`/v1/me/events?after=0`, mover);
    const allTypes = [...after.body.events, ...mine.body.events].map((e: { type: string }) => e.type);
    expect(allTypes).toContain('turn');
  });
});
