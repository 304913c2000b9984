import { describe, expect, it } from 'vitest';
import { testDrivers } from '../support/databases.js';
import { startedRace, useApi } from '../support/setup.js';

describe.each(testDrivers)('concurrency and retries (%s)', (driver) => {
  const api = useApi(driver);

  it('applies exactly one of two concurrent moves on the same version; the other gets 409', async () => {
    const { id, seated } = await startedRace(api.client, 2);
    const p0 = seated[0]!.client;
    const { version } = (await p0.get(`/v1/matches/${id}`)).body;
    const results = await Promise.all([
      p0.post(`/v1/matches/${id}/moves`, { expectedVersion: version, move: { type: 'add', amount: 1 } }),
      p0.post(`/v1/matches/${id}/moves`, { expectedVersion: version, move: { type: 'add', amount: 2 } }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.status === 409)!.body.code).toBe('stale-version');
    const winner = results.find((r) => r.status === 200)!.body;
    const now = (await p0.get(`/v1/matches/${id}`)).body;
    expect(now.version).toBe(version + 1);
    expect(now.view.counter).toBe(winner.view.counter);
  });

  it('replays the first response for a repeated Idempotency-Key, and refuses the key for another body', async () => {
    const { id, seated } = await startedRace(api.client, 2);
    const p0 = seated[0]!.client;
    const { version } = (await p0.get(`/v1/matches/${id}`)).body;
    const body = { expectedVersion: version, move: { type: 'add', amount: 2 } };
    const first = await p0.post(`/v1/matches/${id}/moves`, body, { 'Idempotency-Key': 'move-1' });
    const again = await p0.post(`/v1/matches/${id}/moves`, body, { 'Idempotency-Key': 'move-1' });
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    expect((await p0.get(`/v1/matches/${id}`)).body.version).toBe(version + 1);
    const other = await p0.post(`/v1/matches/${id}/moves`, { ...body, move: { type: 'add', amount: 1 } }, { 'Idempotency-Key': 'move-1' });
    expect(other.status).toBe(422);
    expect(other.body.code).toBe('idempotency-key-reused');
  });

  it('answers concurrent retries with the same key as one move', async () => {
    const { id, seated } = await startedRace(api.client, 2);
    const p0 = seated[0]!.client;
    const { version } = (await p0.get(`/v1/matches/${id}`)).body;
    const body = { expectedVersion: version, move: { type: 'add', amount: 1 } };
    const results = await Promise.all([1, 2, 3].map(() => p0.post(`/v1/matches/${id}/moves`, body, { 'Idempotency-Key': 'burst' })));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(new Set(results.map((r) => r.body.version))).toEqual(new Set([version + 1]));
    expect((await p0.get(`/v1/matches/${id}`)).body.version).toBe(version + 1);
  });

  it('keeps idempotency per caller: another user’s identical key is independent', async () => {
    const { client: ada } = await api.client.guest('Ada');
    const { client: bob } = await api.client.guest('Bob');
    const a = await ada.post('/v1/matches', { gameId: 'race-to-ten', players: 2 }, { 'Idempotency-Key': 'same' });
    const b = await bob.post('/v1/matches', { gameId: 'race-to-ten', players: 2 }, { 'Idempotency-Key': 'same' });
    const a2 = await ada.post('/v1/matches', { gameId: 'race-to-ten', players: 2 }, { 'Idempotency-Key': 'same' });
    expect(a.body.id).not.toBe(b.body.id);
    expect(a2.body.id).toBe(a.body.id);
    expect(a2.status).toBe(201);
  });

  it('starts the match exactly once when the last seats are taken concurrently', async () => {
    const { client: host } = await api.client.guest('Host');
    const created = (await host.post('/v1/matches', { gameId: 'race-to-ten', players: 4 })).body;
    const joiners = await Promise.all([1, 2, 3, 4].map((i) => api.client.guest(`J${i}`)));
    const results = await Promise.all(joiners.map((j) => j.client.post(`/v1/matches/${created.id}/join`)));
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 200, 409]);
    const match = (await host.get(`/v1/matches/${created.id}`)).body;
    expect(match.status).toBe('active');
    expect(match.seats.every((s: { userId: string | null }) => s.userId !== null)).toBe(true);
    expect(new Set(match.seats.map((s: { userId: string }) => s.userId)).size).toBe(4);
  });
});
