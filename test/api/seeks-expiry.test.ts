import { describe, expect, it } from 'vitest';
import { testDrivers } from '../support/databases.js';
import { useApi } from '../support/setup.js';

/** Seeks expire: a clock the test moves, read by the app for `expiresAt` and for matching. */
describe.each(testDrivers)('seek expiry (%s)', (driver) => {
  let now = Date.parse('2026-11-24T10:00:00.000Z');
  const api = useApi(driver, { now: () => new Date(now) });
  const later = (seconds: number) => (now += seconds * 1000);

  it('waits an hour by default, or as long as asked', async () => {
    const { client } = await api.client.guest('Patient');
    const byDefault = await client.post('/v1/seeks', { gameId: 'ruin-runner', players: 3 });
    expect(byDefault.status).toBe(201);
    expect(byDefault.body.expiresAt).toBe(new Date(now + 3600_000).toISOString());
    const week = await client.post('/v1/seeks', { gameId: 'ruin-runner', players: 4, expiresInSeconds: 7 * 24 * 3600 });
    expect(week.body.expiresAt).toBe(new Date(now + 7 * 24 * 3600_000).toISOString());
    expect((await client.get('/v1/seeks')).body.seeks.map((s: { expiresAt: string }) => s.expiresAt)).toEqual([week.body.expiresAt, byDefault.body.expiresAt]);
  });

  it('an expired seek is never matched and no longer listed; its owner may seek again', async () => {
    const ada = await api.client.guest('Ada');
    const bob = await api.client.guest('Bob');
    const old = (await ada.client.post('/v1/seeks', { gameId: 'space-relics', players: 2, expiresInSeconds: 60 })).body;
    later(59);
    expect((await ada.client.get('/v1/seeks')).body.seeks.map((s: { id: string }) => s.id)).toEqual([old.id]);
    later(1);
    expect((await ada.client.get('/v1/seeks')).body.seeks).toEqual([]);
    const lonely = await bob.client.post('/v1/seeks', { gameId: 'space-relics', players: 2 });
    expect(lonely.body).toMatchObject({ status: 'open', matchId: null });
    // Ada is not held back by her expired seek: her new one meets Bob's.
    const again = await ada.client.post('/v1/seeks', { gameId: 'space-relics', players: 2 });
    expect(again.status).toBe(201);
    expect(again.body.status).toBe('matched');
    const match = (await ada.client.get(`/v1/matches/${again.body.matchId}`)).body;
    expect(match.seats.map((s: { userId: string }) => s.userId).sort()).toEqual([ada.user.id, bob.user.id].sort());
    expect((await ada.client.get('/v1/seeks')).body.seeks.map((s: { id: string; status: string }) => [s.id, s.status])).toEqual([[again.body.id, 'matched']]);
  });

  it('DELETE of an expired seek answers 204 and leaves it unlisted', async () => {
    const { client } = await api.client.guest('Gone');
    const seek = (await client.post('/v1/seeks', { gameId: 'reliques-co', players: 2, expiresInSeconds: 60 })).body;
    later(120);
    expect((await client.request('DELETE', `/v1/seeks/${seek.id}`)).status).toBe(204);
    expect((await client.get('/v1/seeks')).body.seeks).toEqual([]);
  });

  it('an expired seek no longer counts towards a bot’s maxConcurrentMatches', async () => {
    const owner = await api.client.guest('Owner');
    const bot = api.client.as((await owner.client.post('/v1/bots', { name: 'Waiter', maxConcurrentMatches: 1 })).body.token);
    expect((await bot.post('/v1/seeks', { gameId: 'relic-runners', players: 2, expiresInSeconds: 60 })).status).toBe(201);
    expect((await bot.post('/v1/seeks', { gameId: 'relic-runners', players: 3 })).body.code).toBe('too-many-matches');
    later(61);
    expect((await bot.post('/v1/seeks', { gameId: 'relic-runners', players: 3 })).status).toBe(201);
  });

  it.each([59, 7 * 24 * 3600 + 1, 90.5, '600', null])('refuses expiresInSeconds %j', async (expiresInSeconds) => {
    const { client } = await api.client.guest('Odd');
    const res = await client.post('/v1/seeks', { gameId: 'ruin-runner', players: 2, expiresInSeconds });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('invalid-request');
    expect((await client.get('/v1/seeks')).body.seeks).toEqual([]);
  });
});
