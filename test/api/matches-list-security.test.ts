import { describe, expect, it } from 'vitest';
import { testDrivers } from '../support/databases.js';
import { useApi } from '../support/setup.js';

describe.each(testDrivers)('what the lobby shows to whom (%s)', (driver) => {
  const api = useApi(driver);

  it('never lists a private match to anyone who does not sit at it, whatever the filter', async () => {
    const owner = await api.client.guest('Owner');
    const friend = await api.client.guest('Friend');
    const stranger = await api.client.guest('Stranger');
    const hidden = (await owner.client.post('/v1/matches', { gameId: 'ruin-runner', players: 3, visibility: 'private' })).body;
    await friend.client.post(`/v1/matches/${hidden.id}/join`);
    const shown = (await owner.client.post('/v1/matches', { gameId: 'ruin-runner', players: 3 })).body;
    const queries = ['', '?gameId=ruin-runner', '?status=waiting', '?open=true', `?player=${owner.user.id}`, `?player=${friend.user.id}`, '?limit=100'];
    for (const reader of [stranger.client, api.client.as(undefined)]) {
      for (const q of queries) {
        const res = await reader.get(`/v1/matches${q}`);
        expect(res.status).toBe(200);
        const ids = res.body.matches.map((m: { id: string }) => m.id);
        expect(ids).not.toContain(hidden.id);
        if (q === '' || q.includes('gameId') || q.includes('open') || q.includes(owner.user.id)) expect(ids).toContain(shown.id);
      }
    }
    expect((await friend.client.get('/v1/matches?player=me')).body.matches.map((m: { id: string }) => m.id)).toEqual([hidden.id]);
  });

  it('shows no view, state, seed or hidden secret of any match', async () => {
    const p0 = await api.client.guest('P0');
    const p1 = await api.client.guest('P1');
    const m = (await p0.client.post('/v1/matches', { gameId: 'race-to-ten', players: 2, seed: 'lobby-secret-seed' })).body;
    await p1.client.post(`/v1/matches/${m.id}/join`);
    const secret = (await p0.client.get(`/v1/matches/${m.id}`)).body.view.mySecret;
    const listed = (await p0.client.get('/v1/matches?player=me')).body.matches.find((x: { id: string }) => x.id === m.id);
    expect(listed).toBeDefined();
    expect(Object.keys(listed)).not.toEqual(expect.arrayContaining(['view']));
    const text = JSON.stringify(listed);
    expect(text).not.toContain('lobby-secret-seed');
    expect(text).not.toMatch(/"(seed|state|rng|view|mySecret)"/);
    expect(typeof secret).toBe('number');
  });

  it('refuses a token without matches:read', async () => {
    const owner = await api.client.guest('Scoped');
    const made = await owner.client.post('/v1/tokens', { name: 'webhooks only', scopes: ['webhooks:manage'] });
    expect(made.status).toBe(201);
    const res = await api.client.as(made.body.secret).get(`/v1/matches`);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('insufficient-scope');
  });
});
