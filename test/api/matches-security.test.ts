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
      (await seated[0]!.client.post(`/v1/matches/${id}/moves`, { expectedVersion: 1, move: { type: 'add', amount: 1 } })).body,
    ];
    for (const body of bodies) {
      const text = JSON.stringify(body);
      expect(text).not.toContain('fixed-seed');
      expect(text).not.toMatch(/"(seed|rng)"/);
    }
  });

  it('filters the match log by audience: your own secrets, nobody else’s', async () => {
    const { id, seated } = await startedRace(api.client, 2);
    const [p0, p1] = [seated[0]!.client, seated[1]!.client];
    const { version } = (await p0.get(`/v1/matches/${id}`)).body;
    expect((await p0.post(`/v1/matches/${id}/moves`, { expectedVersion: version, move: { type: 'add', amount: 1 } })).status).toBe(200);
    expect((await p1.post(`/v1/matches/${id}/moves`, { expectedVersion: version + 1, move: { type: 'add', amount: 2 } })).status).toBe(200);
    const secretOf = async (seat: number) => (await seated[seat]!.client.get(`/v1/matches/${id}`)).body.view.mySecret;

    const log0 = (await p0.get(`/v1/matches/${id}/events`)).body;
    expect(log0.seat).toBe(0);
    expect(log0.events).toEqual([
      { seq: 1, seat: 0, type: 'added', data: { seat: 0, amount: 1 }, text: 'P0 added 1 point to the counter.' },
      { seq: 1, seat: 0, type: 'secret-reminder', data: { secret: await secretOf(0) }, text: `P0 was reminded of their secret number, ${await secretOf(0)}.` },
      { seq: 2, seat: 1, type: 'added', data: { seat: 1, amount: 2 }, text: 'P1 added 2 points to the counter.' },
    ]);
    const log1 = (await p1.get(`/v1/matches/${id}/events`)).body;
    expect(log1.events.map((e: { type: string; seq: number }) => `${e.seq}:${e.type}`)).toEqual(['1:added', '2:added', '2:secret-reminder']);
    expect(JSON.stringify(log1)).not.toContain(`"secret":${await secretOf(0)}`);
    // The words are as filtered as the data: seat 1 never reads seat 0's secret in a text.
    const words1 = log1.events.map((e: { text: string }) => e.text).join(' ');
    expect(words1).toContain(`secret number, ${await secretOf(1)}.`);
    expect(words1).not.toMatch(new RegExp(`\\b${await secretOf(0)}\\b`));
    const publicLog = (await api.client.as(undefined).get(`/v1/matches/${id}/events`)).body;
    expect(publicLog).toEqual({ seat: null, next: null, events: [log0.events[0], log0.events[2]] });
    expect((await api.client.as(undefined).get(`/v1/matches/${id}/events?seat=0`)).status).toBe(401);
    const outsider = (await api.client.guest('Snoop')).client;
    expect((await outsider.get(`/v1/matches/${id}/events?seat=0`)).status).toBe(403);
  });
});
