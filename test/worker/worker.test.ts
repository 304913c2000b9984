/// <reference types="@cloudflare/vitest-pool-workers/types" />
import { env } from 'cloudflare:test';
import { exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';

/** The Worker's own default export (src/worker.ts, `main` in wrangler.toml), called in-process. */
const worker = (exports as unknown as { default: Fetcher }).default;
const call = (path: string, init?: RequestInit) => worker.fetch(new Request(`http://reliquary.test${path}`, init));
const hasDatabase = Boolean((env as { DATABASE_URL?: string }).DATABASE_URL);

describe('the Worker entry, inside workerd', () => {
  it('serves the catalog and the OpenAPI contract', async () => {
    const games = await call('/v1/games');
    expect(games.status).toBe(200);
    expect(Array.isArray(((await games.json()) as { games: unknown[] }).games)).toBe(true);
    const doc = (await (await call('/openapi.json')).json()) as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.paths['/v1/matches/{matchId}/moves']).toBeDefined();
  });

  it('answers unknown routes and bad credentials with problem+json', async () => {
    const missing = await call('/v1/nowhere');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('Content-Type')).toContain('application/problem+json');
    const denied = await call('/v1/me/turns', { headers: { Authorization: 'Bearer nope' } });
    expect(denied.status).toBe(401);
    expect(((await denied.json()) as { code: string }).code).toBe('unauthorized');
  });

  it.runIf(hasDatabase)('refuses caller-chosen seeds by default on Workers', async () => {
    const { games } = (await (await call('/v1/games')).json()) as { games: { id: string; minPlayers: number }[] };
    const game = games[0]!;
    const guest = (await (await call('/v1/auth/guest', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"name":"W"}' })).json()) as { token: string };
    const res = await call('/v1/matches', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${guest.token}` },
      body: JSON.stringify({ gameId: game.id, players: Math.max(2, game.minPlayers), seed: 'chosen' }),
    });
    expect(res.status).toBe(403);
  });

  it.runIf(hasDatabase)('creates a guest and reads it back through Neon on a real Postgres', async () => {
    expect((await call('/healthz')).status).toBe(200);
    const created = await call('/v1/auth/guest', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"name":"Workerd"}' });
    expect(created.status).toBe(201);
    const { token, user } = (await created.json()) as { token: string; user: { name: string } };
    expect(user.name).toBe('Workerd');
    const turns = await call('/v1/me/turns', { headers: { Authorization: `Bearer ${token}` } });
    expect(turns.status).toBe(200);
    expect(await turns.json()).toEqual({ turns: [] });
  });

  it.runIf(hasDatabase)('writes a match’s events in the language of Accept-Language inside workerd (ICU messages interpreted, no code generated)', async () => {
    const json = { 'Content-Type': 'application/json' };
    const guest = async (name: string) => ((await (await call('/v1/auth/guest', { method: 'POST', headers: json, body: JSON.stringify({ name }) })).json()) as { token: string }).token;
    const [ada, bob] = [await guest('Ada'), await guest('Bob')];
    const as = (token: string) => ({ ...json, Authorization: `Bearer ${token}` });
    const created = (await (await call('/v1/matches', { method: 'POST', headers: as(ada), body: JSON.stringify({ gameId: 'ruin-runner', players: 2 }) })).json()) as { id: string };
    expect((await call(`/v1/matches/${created.id}/join`, { method: 'POST', headers: as(bob) })).status).toBe(200);
    expect((await call(`/v1/matches/${created.id}/resign`, { method: 'POST', headers: as(bob) })).status).toBe(200);
    const events = await call(`/v1/matches/${created.id}/events`, { headers: { ...as(ada), 'Accept-Language': 'fr-FR' } });
    expect(events.status).toBe(200);
    expect(events.headers.get('Content-Language')).toBe('fr');
    const body = (await events.json()) as { events: { type: string; text: string }[] };
    expect(body.events.at(-1)).toMatchObject({ type: 'resigned', text: 'Bob a abandonné.' });
  });
});
