import { describe, expect, it } from 'vitest';
import { testDrivers } from '../support/databases.js';
import { startedRace, useApi } from '../support/setup.js';

describe.each(testDrivers)('what each caller may see (%s)', (driver) => {
  const api = useApi(driver);

  it('gives each seat its own secret and the spectator none', async () => {
    const { id, seated } = await startedRace(api.client, 3);
    const views = await Promise.all(seated.map((s) => s.client.get(`/v1/matches/${id}`)));
    const secrets = views.map((v) => v.body.view.mySecret);
    expect(new Set(secrets).size).toBe(3);
    for (const v of views) expect(typeof v.body.view.mySecret).toBe('number');
    const spectator = await api.client.as(undefined).get(`/v1/matches/${id}`);
    expect(spectator.status).toBe(200);
    expect(spectator.body.seat).toBeNull();
    expect(spectator.body.view.mySecret).toBeNull();
    const outsider = (await api.client.guest('Outsider')).client;
    expect((await outsider.get(`/v1/matches/${id}`)).body.view.mySecret).toBeNull();
  });

  it('never sends the seed or the generator state, in any response', async () => {
    const { id, seated } = await startedRace(api.client, 2);
    const created = await seated[0]!.client.post('/v1/matches', { gameId: 'race-to-ten', players: 2, seed: 'fixed-seed' });
    const bodies = [
      created.body,
      (await seated[0]!.client.get(`/v1/matches/${id}`)).body,
      (await api.client.get(`/v1/matches/${id}`)).body,
      (await seated[0]!.client.get(`/v1/matches/${id}/legal-moves`)).body,
      (await seated[0]!.client.post(`/v1/matches/${id}/moves`, { expectedVersion: 2, move: { type: 'add', amount: 1 } })).body,
    ];
    for (const body of bodies) {
      const text = JSON.stringify(body);
      expect(text).not.toContain('fixed-seed');
      expect(text).not.toMatch(/"(seed|rng)"/);
    }
  });
});
