import { describe, expect, it } from 'vitest';
import { testDrivers } from '../support/databases.js';
import { useApi } from '../support/setup.js';

describe.each(testDrivers)('maxConcurrentMatches (%s)', (driver) => {
  const api = useApi(driver);

  it('admits exactly the limit when a bot joins many matches at once', async () => {
    const { client: owner } = await api.client.guest('Owner');
    const made = (await owner.post('/v1/bots', { name: 'Capped', maxConcurrentMatches: 2 })).body;
    const bot = owner.as(made.token);
    const hosts = await Promise.all(Array.from({ length: 6 }, (_, i) => api.client.guest(`Host${i}`)));
    const ids = await Promise.all(hosts.map(async (h) => (await h.client.post('/v1/matches', { gameId: 'race-to-ten', players: 2 })).body.id as string));

    const joins = await Promise.all(ids.map((id) => bot.post(`/v1/matches/${id}/join`)));
    const statuses = joins.map((j) => j.status).sort();
    expect(statuses).toEqual([200, 200, 409, 409, 409, 409]);
    for (const j of joins.filter((j) => j.status === 409)) expect(j.body.code).toBe('too-many-matches');

    // The bot may not open a third match either, but may once one of its matches ends.
    expect((await bot.post('/v1/matches', { gameId: 'race-to-ten', players: 2 })).body.code).toBe('too-many-matches');
    const playing = ids.filter((_, i) => joins[i]!.status === 200);
    const host = hosts[ids.indexOf(playing[0]!)]!.client;
    let match = (await host.get(`/v1/matches/${playing[0]}`)).body;
    while (match.status === 'active') {
      const who = match.activeSeats[0] === 0 ? host : bot;
      match = (await who.post(`/v1/matches/${match.id}/moves`, { expectedVersion: match.version, move: { type: 'add', amount: 2 } })).body;
    }
    expect(match.status).toBe('finished');
    const free = ids.find((id) => !playing.includes(id))!;
    expect((await bot.post(`/v1/matches/${free}/join`)).status).toBe(200);
  });

  it('lets a person without a limit join freely, and counts a second seat in the same match as one match', async () => {
    const { client: owner } = await api.client.guest('Owner2');
    const made = (await owner.post('/v1/bots', { name: 'One', maxConcurrentMatches: 1 })).body;
    const bot = owner.as(made.token);
    const { client: host } = await api.client.guest('Host');
    const id = (await host.post('/v1/matches', { gameId: 'race-to-ten', players: 3 })).body.id;
    expect((await bot.post(`/v1/matches/${id}/join`, { seat: 1 })).status).toBe(200);
    expect((await bot.post(`/v1/matches/${id}/join`, { seat: 2 })).status).toBe(200);
  });
});
