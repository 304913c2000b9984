/// <reference types="@cloudflare/vitest-pool-workers/types" />
import { env } from 'cloudflare:test';
import { exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';

// Issue 29, item 3: on Workers the computers play from the Queue consumer (src/worker.ts `queue`).
const worker = (exports as unknown as { default: Fetcher }).default;
const hasDatabase = Boolean((env as { DATABASE_URL?: string }).DATABASE_URL);

async function call(path: string, token?: string, body?: unknown) {
  const headers: Record<string, string> = {};
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const res = await worker.fetch(new Request(`http://reliquary.test${path}`, { method: body === undefined ? 'GET' : 'POST', headers, ...(body !== undefined ? { body: JSON.stringify(body) } : {}) }));
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

describe('computer players inside workerd', () => {
  // Hard too: inside workerd the clock stands still while code runs (it moves only across I/O), so
  // a search bounded by wall time alone would never end; the Worker's hard level counts work instead.
  it.runIf(hasDatabase).each([
    ['reliques-co', 'easy'],
    ['ruin-runner', 'hard'],
    ['space-relics', 'hard'],
  ])('the queue consumer plays the computer seat after the human move (%s, %s)', async (gameId, level) => {
    const token = (await call('/v1/auth/guest', undefined, { name: 'Ada' })).body.token as string;
    const created = await call('/v1/matches', token, { gameId, players: 2, computer: [{ seat: 1, level }] });
    expect(created.status).toBe(201);
    expect(created.body.seats[1]).toMatchObject({ computer: true, level });
    const id = created.body.id as string;
    let match = created.body;
    while (match.activeSeats.includes(0)) {
      const legal = (await call(`/v1/matches/${id}/legal-moves`, token)).body;
      match = (await call(`/v1/matches/${id}/moves`, token, { expectedVersion: legal.version, move: legal.moves[0] })).body;
    }
    const handedOver = match.version as number;
    const deadline = Date.now() + 45_000;
    while (Date.now() < deadline) {
      match = (await call(`/v1/matches/${id}`)).body;
      if (match.version > handedOver && (match.activeSeats.includes(0) || match.status !== 'active')) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(match.version).toBeGreaterThan(handedOver);
    expect(match.status !== 'active' || match.activeSeats.includes(0)).toBe(true);
  }, 60_000);
});
